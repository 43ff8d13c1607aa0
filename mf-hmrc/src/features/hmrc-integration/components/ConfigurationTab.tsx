// The Configuration tab: environment, application name, the two URLs (url inputs), submission switches and the
// notification settings (the e-mail field only while Send Email Notifications is checked).
import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { fieldErrors, isNetworkError } from '@app/api-client';
import { HMRC_ENVIRONMENTS, type HmrcConfiguration, type HmrcConfigurationInput, type HmrcEnvironment } from '@app/contracts';
import { FormField, LoadingSpinner, SelectField, useTimedAlert } from '@app/ui';
import { messages } from '../../../messages';
import { hmrcQueries, useSaveConfiguration } from '../api/queries';
import { CONFIGURATION_FIELDS, configurationForm, formFieldErrors, toConfigurationInput, type ConfigurationField } from '../rules';

const t = messages.hmrc.configuration;
const ALERT_MS = 5000;
const ENVIRONMENT_OPTIONS = HMRC_ENVIRONMENTS.map((e) => ({ value: e, label: t.environmentOptions[e] }));
const SWITCHES = ['enableFPSSubmission', 'enableVATSubmission', 'autoSubmitFPS', 'autoSubmitVAT'] as const;

export function ConfigurationTab() {
  const { data, isPending, isError } = useQuery(hmrcQueries.configuration());
  // Outside the form: the alert outlives the form's restart on the saved answer.
  const { showAlert, alertElement } = useTimedAlert();
  if (isPending) return <LoadingSpinner label={messages.hmrc.loading} />;
  if (isError)
    return (
      <Alert variant="danger" role="alert">
        {t.loadFailed}
      </Alert>
    );
  // A newer stored configuration (saved elsewhere, or this save's answer) restarts the form from it.
  return (
    <>
      {alertElement}
      <ConfigurationForm key={data.updatedAt ?? 'defaults'} configuration={data} showAlert={showAlert} />
    </>
  );
}

type ShowAlert = ReturnType<typeof useTimedAlert>['showAlert'];

function ConfigurationForm({ configuration, showAlert }: { configuration: HmrcConfiguration; showAlert: ShowAlert }) {
  const [values, setValues] = useState<HmrcConfigurationInput>(() => configurationForm(configuration));
  const [errors, setErrors] = useState<Partial<Record<ConfigurationField, string>>>({});
  const save = useSaveConfiguration();

  const set = <K extends keyof HmrcConfigurationInput>(key: K, value: HmrcConfigurationInput[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    try {
      await save.mutateAsync(toConfigurationInput(values));
      showAlert('success', t.saved, ALERT_MS);
    } catch (error) {
      setErrors(formFieldErrors(fieldErrors(error), CONFIGURATION_FIELDS));
      showAlert('danger', isNetworkError(error) ? t.saveError : t.saveFailed, ALERT_MS);
    }
  }

  const text = (field: 'applicationName' | 'baseApiUrl' | 'rtiGatewayUrl' | 'notificationEmail', type: 'text' | 'url' | 'email') => (
    <FormField id={`hmrc-configuration-${field}`} label={t[field]} type={type} value={values[field]} onChange={(v) => set(field, v)} error={errors[field]} />
  );

  return (
    <Card as="section" aria-label={t.title}>
      <Card.Header as="h2" className="h6 mb-0">
        {t.title}
      </Card.Header>
      <Card.Body>
        <Form noValidate onSubmit={submit} aria-label={t.title}>
          <Row>
            <Col md={6}>
              <SelectField
                id="hmrc-configuration-environment"
                label={t.environment}
                value={values.environment}
                options={ENVIRONMENT_OPTIONS}
                onChange={(v) => set('environment', v as HmrcEnvironment)}
                error={errors.environment}
              />
            </Col>
            <Col md={6}>{text('applicationName', 'text')}</Col>
          </Row>
          <Row>
            <Col md={6}>{text('baseApiUrl', 'url')}</Col>
            <Col md={6}>{text('rtiGatewayUrl', 'url')}</Col>
          </Row>
          <fieldset className="mb-3">
            <legend className="h6">{t.submissions}</legend>
            {SWITCHES.map((key) => (
              <Form.Check
                key={key}
                type="checkbox"
                id={`hmrc-configuration-${key}`}
                label={t[key]}
                checked={values[key]}
                onChange={(e) => set(key, e.target.checked)}
              />
            ))}
          </fieldset>
          <fieldset className="mb-3">
            <legend className="h6">{t.notifications}</legend>
            <Form.Check
              type="checkbox"
              id="hmrc-configuration-sendEmailNotifications"
              label={t.sendEmailNotifications}
              checked={values.sendEmailNotifications}
              onChange={(e) => set('sendEmailNotifications', e.target.checked)}
              className="mb-2"
            />
            {values.sendEmailNotifications ? text('notificationEmail', 'email') : null}
          </fieldset>
          <Button type="submit" variant="primary" disabled={save.isPending}>
            {t.save}
          </Button>
        </Form>
      </Card.Body>
    </Card>
  );
}
