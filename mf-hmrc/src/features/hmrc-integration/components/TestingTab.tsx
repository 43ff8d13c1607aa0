// The Testing tab: Test HMRC Connection, the API connection (three sub-tests) and the RTI Gateway connection with a
// tick or a cross, the info box; beyond the spec: "Authorize with HMRC" (so Hello User can succeed) and the recent runs.
import { useQuery } from '@tanstack/react-query';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { useSearchParams } from '@app/router';
import { errorMessage } from '@app/api-client';
import type { HmrcApiConnectionResult, HmrcRtiConnectionResult, HmrcSubTestResult, HmrcTestResult, HmrcTestRun } from '@app/contracts';
import { describeHmrcStatusCode } from '@app/contracts';
import { formatDateTime } from '@app/format';
import { DataTable, useTimedAlert, type Column } from '@app/ui';
import { messages } from '../../../messages';
import { hmrcQueries, useStartAuthorization, useTestConnection } from '../api/queries';
import { statusCodeText, subTestList } from '../rules';

const t = messages.hmrc.testing;
const environmentNames = messages.hmrc.overview.environmentNames;

export function TestingTab() {
  const test = useTestConnection();
  const failure = test.error ? (errorMessage(test.error) ?? t.failedToTest) : null;
  return (
    <>
      <AuthorizationReturn />
      <Card className="mb-4" as="section" aria-label={t.title}>
        <Card.Header as="h2" className="h6 mb-0">
          {t.title}
        </Card.Header>
        <Card.Body>
          <Button variant="primary" onClick={() => test.mutate()} disabled={test.isPending} className="mb-3">
            {test.isPending ? t.running : t.run}
          </Button>
          {failure ? (
            <Alert variant="danger" role="alert">
              {failure}
            </Alert>
          ) : null}
          {test.data && !test.isPending ? <TestResult result={test.data} /> : null}
          <Alert variant="info" role="note" className="mb-0 mt-3">
            <p className="mb-1">{t.info}</p>
            <p className="mb-0 small">{t.infoMore}</p>
          </Alert>
        </Card.Body>
      </Card>
      <AuthorizationCard />
      <RecentRuns />
    </>
  );
}

function Mark({ ok }: { ok: boolean }) {
  const label = ok ? t.connected : t.notConnected;
  return (
    <span role="img" aria-label={label} title={label} className={`fs-5 me-2 ${ok ? 'text-success' : 'text-danger'}`}>
      {ok ? '\u2714' : '\u2718'}
    </span>
  );
}

function TestResult({ result }: { result: HmrcTestResult }) {
  if (!result.success || !result.data) {
    return (
      <Alert variant="danger" role="alert">
        <Alert.Heading as="h3" className="h6">
          {t.requestFailed}
        </Alert.Heading>
        {result.error ?? t.failedToTest}
      </Alert>
    );
  }
  const { apiConnection, rtiConnection, environment, testedAt } = result.data;
  return (
    <div>
      <p className="text-muted small">{t.testedAt(environmentNames[environment], formatDateTime(testedAt))}</p>
      <ApiConnection connection={apiConnection} />
      <RtiConnection connection={rtiConnection} />
    </div>
  );
}

function ConnectionHeading({ title, ok }: { title: string; ok: boolean }) {
  return (
    <h3 className="h6 d-flex align-items-center">
      <Mark ok={ok} />
      {title}
      <Badge bg={ok ? 'success' : 'danger'} className="ms-2">
        {ok ? t.connected : t.notConnected}
      </Badge>
    </h3>
  );
}

function StatusAndError({ statusCode, error }: { statusCode: number | null; error: string | null }) {
  return (
    <dl className="row small mb-0">
      <dt className="col-sm-3 fw-normal text-muted">{t.statusCode}</dt>
      <dd className="col-sm-9 mb-1">{statusCodeText(statusCode, describeHmrcStatusCode(statusCode), t.noStatusCode)}</dd>
      {error ? (
        <>
          <dt className="col-sm-3 fw-normal text-muted">{t.error}</dt>
          <dd className="col-sm-9 mb-1">{error}</dd>
        </>
      ) : null}
    </dl>
  );
}

function ApiConnection({ connection }: { connection: HmrcApiConnectionResult }) {
  const tests = subTestList(connection.data?.tests);
  return (
    <section className="mb-3" aria-label={t.apiConnection}>
      <ConnectionHeading title={t.apiConnection} ok={connection.isConnected} />
      {tests.length ? (
        <ul className="list-unstyled ms-4 mb-0">
          {tests.map(({ key, result }) => (
            <SubTest key={key} name={t.subTests[key]} result={result} />
          ))}
        </ul>
      ) : (
        <StatusAndError statusCode={connection.statusCode} error={connection.error} />
      )}
    </section>
  );
}

function SubTest({ name, result }: { name: string; result: HmrcSubTestResult }) {
  return (
    <li className="mb-2" aria-label={name}>
      <div className="fw-semibold d-flex align-items-center">
        <Mark ok={result.success} />
        {name}
        <span className="ms-2 small text-muted">{result.success ? t.passed : t.failed}</span>
      </div>
      <dl className="row small mb-0 ms-4">
        <dt className="col-sm-3 fw-normal text-muted">{t.statusCode}</dt>
        <dd className="col-sm-9 mb-1">{statusCodeText(result.statusCode, result.description, t.noStatusCode)}</dd>
        {result.testDescription ? (
          <>
            <dt className="col-sm-3 fw-normal text-muted">{t.testDescription}</dt>
            <dd className="col-sm-9 mb-1">{result.testDescription}</dd>
          </>
        ) : null}
        <dt className="col-sm-3 fw-normal text-muted">{t.message}</dt>
        <dd className="col-sm-9 mb-1">{result.message}</dd>
      </dl>
    </li>
  );
}

function RtiConnection({ connection }: { connection: HmrcRtiConnectionResult }) {
  return (
    <section aria-label={t.rtiConnection}>
      <ConnectionHeading title={t.rtiConnection} ok={connection.isConnected} />
      <div className="ms-4">
        <StatusAndError statusCode={connection.statusCode} error={connection.error} />
        {connection.govTalkErrorNumber !== null && connection.govTalkErrorNumber !== undefined ? (
          <p className="small mb-0">
            {t.govTalkError} {connection.govTalkErrorNumber}
          </p>
        ) : null}
      </div>
    </section>
  );
}

/** Back from HMRC's authorization page: `?authorization=granted` or `?authorization=failed&reason=...`. */
function AuthorizationReturn() {
  const [params] = useSearchParams();
  const outcome = params.get('authorization');
  if (outcome === 'granted') {
    return (
      <Alert variant="success" role="status">
        {t.authorizationGranted}
      </Alert>
    );
  }
  if (outcome === 'failed') {
    return (
      <Alert variant="danger" role="alert">
        {t.authorizationDenied(params.get('reason') ?? t.failed)}
      </Alert>
    );
  }
  return null;
}

function AuthorizationCard() {
  const status = useQuery(hmrcQueries.authorization());
  const start = useStartAuthorization();
  const { showAlert, alertElement } = useTimedAlert();
  async function authorize() {
    try {
      const { authorizeUrl } = await start.mutateAsync();
      window.location.assign(authorizeUrl);
    } catch (error) {
      showAlert('danger', errorMessage(error) ?? t.authorizeFailed, 5000);
    }
  }
  const authorized = status.data?.authorized;
  return (
    <Card className="mb-4" as="section" aria-label={t.authorize}>
      <Card.Body>
        {alertElement}
        <div className="d-flex flex-wrap align-items-center gap-3">
          <span className="flex-grow-1 small">
            {authorized ? t.authorized(formatDateTime(status.data?.accessTokenExpiresAt)) : status.isSuccess ? t.notAuthorized : null}
          </span>
          <Button variant="outline-primary" onClick={() => void authorize()} disabled={start.isPending || start.isSuccess}>
            {start.isPending || start.isSuccess ? t.authorizing : t.authorize}
          </Button>
        </div>
      </Card.Body>
    </Card>
  );
}

function RecentRuns() {
  const runs = useQuery(hmrcQueries.testRuns());
  const mark = (ok: boolean) => <Badge bg={ok ? 'success' : 'danger'}>{ok ? t.connected : t.notConnected}</Badge>;
  const columns: Column<HmrcTestRun>[] = [
    { key: 'testedAt', header: t.runColumns.testedAt, render: (r) => formatDateTime(r.testedAt) },
    { key: 'testedBy', header: t.runColumns.testedBy, render: (r) => r.testedBy },
    { key: 'environment', header: t.runColumns.environment, render: (r) => environmentNames[r.environment] ?? r.environment },
    { key: 'api', header: t.runColumns.api, render: (r) => mark(r.apiConnected) },
    { key: 'rti', header: t.runColumns.rti, render: (r) => mark(r.rtiConnected) },
  ];
  return (
    <section aria-label={t.recentRuns}>
      <h2 className="h6">{t.recentRuns}</h2>
      <DataTable columns={columns} rows={runs.data} rowKey={(r) => r.id} loading={runs.isPending} emptyText={t.noRuns} caption={t.recentRuns} />
    </section>
  );
}
