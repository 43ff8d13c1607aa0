import { useQuery } from '@tanstack/react-query';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { messages } from '../../../messages';
import { hmrcQueries } from '../api/queries';
import { configurationCardText, hasActiveCredential } from '../rules';

const t = messages.hmrc.overview;

function OverviewCard({ title, text, variant }: { title: string; text: string; variant: 'success' | 'secondary' | 'info' }) {
  return (
    <Col md={6} xl={3} className="mb-3">
      <Card border={variant} className="h-100" as="section" aria-label={title}>
        <Card.Body>
          <Card.Title as="h2" className="h6">
            {title}
          </Card.Title>
          <Card.Text className={`text-${variant === 'secondary' ? 'muted' : variant}`}>{text}</Card.Text>
        </Card.Body>
      </Card>
    </Col>
  );
}

/** Four cards; "configured" means an active credential of the type exists (the one the test and submissions use). */
export function OverviewTab() {
  const credentials = useQuery(hmrcQueries.credentials());
  const configuration = useQuery(hmrcQueries.configuration());
  const api = hasActiveCredential(credentials.data, 'API');
  const rti = hasActiveCredential(credentials.data, 'RTIGateway');
  const configurationText = configurationCardText(configuration.data, t.environmentNames, t.notConfigured);
  return (
    <>
      <Row>
        <OverviewCard title={t.apiCredentials} text={api ? t.configured : t.notConfigured} variant={api ? 'success' : 'secondary'} />
        <OverviewCard title={t.rtiCredentials} text={rti ? t.configured : t.notConfigured} variant={rti ? 'success' : 'secondary'} />
        <OverviewCard
          title={t.configuration}
          text={configurationText}
          variant={configuration.data?.id ? 'success' : 'secondary'}
        />
        <OverviewCard title={t.serviceStatus} text={t.checkTesting} variant="info" />
      </Row>
      <p className="text-muted">{t.explanation}</p>
    </>
  );
}
