// Pricing Configuration (spec section 2): the current base and per-employee monthly prices with their Stripe price
// ids, or "No pricing configuration found...", and the Update Pricing form with its warning.
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { failureText, fieldErrors, isNetworkError } from '@app/api-client';
import { formatMoney } from '@app/format';
import { FormField, LoadingSpinner, SubmitButton, useTimedAlert } from '@app/ui';
import { messages } from '../../../messages';
import type { PricingConfig, PricingConfigAnswer } from '@app/contracts';
import { usePricingConfig, useUpdatePricing } from '../api/queries';
import { pricingFormFrom, toPricingRequest, validatePricing, type PricingErrors, type PricingField, type PricingFormValues } from '../rules';

const t = messages.pricing;
const a = messages.alerts;
const ALERT_MS = 5000;

export function PricingConfigurationPanel() {
  // A failed load is only logged (spec section 8), by the query cache.
  const { data: config, isPending } = usePricingConfig();
  const { showAlert, alertElement } = useTimedAlert();
  return (
    <section aria-label={t.title}>
      {alertElement}
      {isPending ? <LoadingSpinner label={t.loading} /> : <CurrentPricing config={config} />}
      {/* Re-mounted when a new configuration loads, so the form is pre-filled from it. */}
      <PricingForm
        key={config?.configured ? config.version : 'none'}
        config={config}
        onUpdated={() => showAlert('success', a.pricingUpdated, ALERT_MS)}
        onFailed={(text) => showAlert('danger', text)}
      />
    </section>
  );
}

function CurrentPricing({ config }: { config: PricingConfigAnswer | undefined }) {
  if (!config?.configured) {
    return (
      <Alert variant="info" className="mb-3" role="status">
        {t.notFound}
      </Alert>
    );
  }
  return (
    <Card className="mb-3">
      <Card.Header as="h2" className="h6">
        {t.current}
      </Card.Header>
      <Card.Body>
        <Row>
          <PriceCell label={t.baseMonthly} amount={config.basePriceMonthly} priceId={config.basePriceId} />
          <PriceCell label={t.perEmployeeMonthly} amount={config.perEmployeePriceMonthly} priceId={config.perEmployeePriceId} />
        </Row>
      </Card.Body>
    </Card>
  );
}

function PriceCell({ label, amount, priceId }: { label: string; amount: number; priceId: string }) {
  return (
    <Col md={6} aria-label={label} role="group">
      <div className="small text-muted">{label}</div>
      <div className="fs-4 fw-bold">{formatMoney(amount, 'GBP')}</div>
      <div className="small">
        {t.priceId}: <code>{priceId}</code>
      </div>
    </Col>
  );
}

interface PricingFormProps {
  config: PricingConfigAnswer | undefined;
  onUpdated: (config: PricingConfig) => void;
  onFailed: (text: string) => void;
}

function PricingForm({ config, onUpdated, onFailed }: PricingFormProps) {
  const [values, setValues] = useState<PricingFormValues>(() => pricingFormFrom(config));
  const [errors, setErrors] = useState<PricingErrors>({});
  const update = useUpdatePricing();

  const set = (field: PricingField) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  async function submit() {
    const found = validatePricing(values);
    setErrors(found);
    if (Object.keys(found).length) return;
    try {
      onUpdated(await update.mutateAsync(toPricingRequest(values)));
    } catch (error) {
      const server = fieldErrors(error);
      setErrors({ basePriceMonthly: server.basePriceMonthly, perEmployeePriceMonthly: server.perEmployeePriceMonthly });
      onFailed(isNetworkError(error) ? a.pricingError : a.pricingFailed(failureText(error, messages.failure)));
    }
  }

  const busy = update.isPending;
  return (
    <Card>
      <Card.Header as="h2" className="h6">
        {t.formTitle}
      </Card.Header>
      <Card.Body>
        <Form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <Row>
            <Col md={6}>
              <FormField id="pricing-base" label={t.baseLabel} type="number" step="0.01" min="0" required inputMode="decimal" value={values.basePriceMonthly} onChange={set('basePriceMonthly')} error={errors.basePriceMonthly} />
            </Col>
            <Col md={6}>
              <FormField id="pricing-per-employee" label={t.perEmployeeLabel} type="number" step="0.01" min="0" required inputMode="decimal" value={values.perEmployeePriceMonthly} onChange={set('perEmployeePriceMonthly')} error={errors.perEmployeePriceMonthly} />
            </Col>
          </Row>
          <Alert variant="warning" role="note">
            {t.warning}
          </Alert>
          <SubmitButton busy={busy} label={t.submit} busyText={t.updating} />
        </Form>
      </Card.Body>
    </Card>
  );
}
