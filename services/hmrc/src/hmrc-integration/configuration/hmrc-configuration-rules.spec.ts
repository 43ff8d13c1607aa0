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

  it('checks the e-mail format while notifications are on (blank allowed); not while they are off (the field is hidden)', () => {
    expect(validateConfiguration({ ...valid, notificationEmail: 'nobody' }).errors).toEqual({ notificationEmail: [CONFIGURATION_MESSAGES.emailFormat] });
    expect(validateConfiguration({ ...valid, notificationEmail: '' }).errors).toEqual({});
    expect(validateConfiguration({ ...valid, sendEmailNotifications: false, notificationEmail: 'nobody' }).errors).toEqual({});
    expect(validateConfiguration({ ...valid, sendEmailNotifications: false, notificationEmail: `${'a'.repeat(250)}@x.uk` }).errors).toEqual({ notificationEmail: [CONFIGURATION_MESSAGES.emailFormat] });
  });

  it('flags must be booleans; absent ones take the defaults', () => {
    expect(validateConfiguration({ ...valid, autoSubmitFPS: 'yes' }).errors).toEqual({ autoSubmitFPS: [CONFIGURATION_MESSAGES.flag('Auto Submit FPS')] });
    const { enableFPSSubmission: _omitted, ...rest } = valid;
    expect(validateConfiguration(rest).input.enableFPSSubmission).toBe(false);
  });
});
