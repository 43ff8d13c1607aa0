import { HMRC_DEFAULT_CONFIGURATION } from '@app/contracts';
import { CONFIGURATION_MESSAGES, validateConfiguration } from './hmrc-configuration-rules';

const valid = { ...HMRC_DEFAULT_CONFIGURATION, notificationEmail: 'payroll@example.com' };

describe('HMRC configuration rules', () => {
  it('the spec 9 defaults plus an e-mail are valid; a trailing slash is dropped from the API URL', () => {
    const { input, errors } = validateConfiguration({ ...valid, baseApiUrl: 'https://test-api.service.hmrc.gov.uk/' });
    expect(errors).toEqual({});
    expect(input).toEqual(valid);
  });

  it('refuses other environments and non-http(s) URLs', () => {
    const { errors } = validateConfiguration({ ...valid, environment: 'live', baseApiUrl: 'ftp://x.example', rtiGatewayUrl: 'not a url' });
    expect(Object.keys(errors).sort()).toEqual(['baseApiUrl', 'environment', 'rtiGatewayUrl']);
    expect(errors.environment).toEqual([CONFIGURATION_MESSAGES.environment]);
  });

  it('needs an e-mail while notifications are on, and a well-formed one; blank is fine when off', () => {
    expect(validateConfiguration({ ...valid, notificationEmail: '' }).errors).toEqual({ notificationEmail: [CONFIGURATION_MESSAGES.emailRequired] });
    expect(validateConfiguration({ ...valid, notificationEmail: 'nobody' }).errors).toEqual({ notificationEmail: [CONFIGURATION_MESSAGES.emailFormat] });
    expect(validateConfiguration({ ...valid, sendEmailNotifications: false, notificationEmail: '' }).errors).toEqual({});
  });

  it('flags must be booleans; absent ones take the defaults', () => {
    expect(validateConfiguration({ ...valid, autoSubmitFPS: 'yes' }).errors).toEqual({ autoSubmitFPS: [CONFIGURATION_MESSAGES.flag('Auto Submit FPS')] });
    const { enableFPSSubmission: _omitted, ...rest } = valid;
    expect(validateConfiguration(rest).input.enableFPSSubmission).toBe(false);
  });
});
