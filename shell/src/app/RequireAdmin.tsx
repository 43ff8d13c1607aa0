import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Container from 'react-bootstrap/Container';
import { BUSINESS_MODEL_FEATURE_LABELS, type BusinessModelFeature } from '@app/contracts';
import { useSession } from '@app/session';
import { messages } from '../messages';
import { useSignOut } from './useSignOut';

/** The business model the signed-in user's company runs on (reloaded live when an admin changes it). */
function CompanyConfiguration() {
  const model = useSession((s) => s.businessModel);
  if (!model) return null;
  const overridden = new Set(Array.isArray(model.overriddenFeatures) ? (model.overriddenFeatures as string[]) : []);
  const enabled = Object.entries(model.features ?? {}).filter(([, on]) => on === true).map(([key]) => key);
  return (
    <section aria-labelledby="company-configuration" className="mb-3">
      <h2 id="company-configuration" className="h6">
        {messages.businessArea.modelHeading}: <span className="fw-semibold">{model.name}</span>
      </h2>
      {enabled.length ? (
        <ul aria-label={messages.businessArea.modelFeatures} className="mb-0">
          {enabled.map((key) => (
            <li key={key}>
              {BUSINESS_MODEL_FEATURE_LABELS[key as BusinessModelFeature] ?? key}
              {overridden.has(key) ? <span className="text-muted"> ({messages.businessArea.modelOverridden})</span> : null}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-muted mb-0">{messages.businessArea.modelNoFeatures}</p>
      )}
    </section>
  );
}

/** Non-admins: the business side of the product is outside this application. */
export function BusinessAreaPage() {
  const signOut = useSignOut();
  return (
    <Container className="py-5" style={{ maxWidth: 560 }}>
      <Card>
        <Card.Body>
          <h1 className="h4">{messages.businessArea.title}</h1>
          <p>{messages.businessArea.text}</p>
          <CompanyConfiguration />
          <Button variant="primary" onClick={signOut}>
            {messages.businessArea.signOut}
          </Button>
        </Card.Body>
      </Card>
    </Container>
  );
}

export function RequireAdmin({ children }: { children: ReactNode }) {
  const role = useSession((s) => s.user?.role);
  if (role !== 'Admin') return <BusinessAreaPage />;
  return <>{children}</>;
}
