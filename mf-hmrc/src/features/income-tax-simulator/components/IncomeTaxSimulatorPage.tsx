import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { FormField, SelectField } from '@app/ui';
import { messages } from '../../../messages';
import { useIncomeTaxSimulator } from '../hooks/useIncomeTaxSimulator';
import { SimulationResults } from './SimulationResults';
import { SimulatorInputs } from './SimulatorInputs';

const m = messages.simulator;

export interface IncomeTaxSimulatorPageProps {
  /** The stored tax years' labels (from the fiscal parameters); the built-in list until they are known. */
  fiscalYears?: string[];
}

export function IncomeTaxSimulatorPage({ fiscalYears: stored }: IncomeTaxSimulatorPageProps) {
  const { form, change, fiscalYears, result, error, running, run } = useIncomeTaxSimulator(stored);
  const years = fiscalYears.includes(form.fiscalYear) ? fiscalYears : [...fiscalYears, form.fiscalYear];

  return (
    <div>
      <h1 className="h3 mb-3">{messages.incomeTaxSimulatorTitle}</h1>
      <Card className="mb-3">
        <Card.Body>
          <Form
            onSubmit={(e) => {
              e.preventDefault();
              void run();
            }}
            noValidate
          >
            <Row className="g-3 align-items-end mb-3">
              <Col sm={4} md={3}>
                <SelectField
                  id="simulator-fiscal-year"
                  className=""
                  label={m.fiscalYear}
                  value={form.fiscalYear}
                  onChange={(value) => change({ type: 'fiscalYear', value })}
                  options={years.map((year) => ({ value: year, label: year }))}
                />
              </Col>
              <Col sm={4} md={3}>
                <FormField
                  id="simulator-tax-code"
                  className=""
                  label={m.taxCode}
                  value={form.taxCode}
                  maxLength={20}
                  onChange={(value) => change({ type: 'taxCode', value })}
                />
              </Col>
              <Col className="d-flex gap-2 flex-wrap justify-content-sm-end">
                <Button variant="outline-secondary" onClick={() => change({ type: 'fillSample' })}>
                  {m.fillSampleData}
                </Button>
                <Button variant="outline-danger" onClick={() => change({ type: 'clearAll' })}>
                  {m.clearAll}
                </Button>
                <Button type="submit" variant="primary" disabled={running}>
                  {running ? m.running : m.runSimulation}
                </Button>
              </Col>
            </Row>
            <SimulatorInputs months={form.months} onChange={change} />
            <p className="small text-muted mb-0">{m.ytdHint}</p>
          </Form>
        </Card.Body>
      </Card>
      {error ? (
        <Alert variant="danger" role="alert">
          {error.message}
          {error.detail && error.detail !== error.message ? <div className="small mt-1">{error.detail}</div> : null}
        </Alert>
      ) : null}
      {result ? <SimulationResults result={result} /> : null}
    </div>
  );
}
