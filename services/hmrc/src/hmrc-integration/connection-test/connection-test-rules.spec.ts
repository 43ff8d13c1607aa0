import { describeHmrcStatusCode, HMRC_STATUS_CODES } from '@app/contracts';
import type { GovTalkReply } from '@app/govtalk';
import { apiConnection, authorizeEndpoint, deviceIdFor, fraudPreventionHeaders, RTI_MESSAGES, rtiFromReply, subTest } from './connection-test-rules';

const reply = (over: Partial<GovTalkReply>): GovTalkReply => ({
  messageClass: 'HMRC-PAYE-RTI-FPS', qualifier: 'response', function: 'list', correlationId: '', responseEndPoint: null, pollInterval: null,
  gatewayTimestamp: null, errors: [], statusReport: null, successMessages: null, body: null, ...over,
});

describe('status code explanations', () => {
  it('spec 8 lists fifteen codes, each explained; others are "HTTP {code} - Unknown status code"', () => {
    expect(Object.keys(HMRC_STATUS_CODES).map(Number)).toEqual([200, 201, 400, 401, 403, 404, 405, 406, 408, 429, 500, 501, 502, 503, 504]);
    expect(describeHmrcStatusCode(406)).toBe('Not Acceptable - the Accept header is missing or invalid');
    expect(describeHmrcStatusCode(418)).toBe('HTTP 418 - Unknown status code');
  });
});

describe('fraud-prevention headers', () => {
  const headers = fraudPreventionHeaders({
    userId: 'u-1', clientIp: '::ffff:203.0.113.6', clientPort: 51234, userAgent: 'Mozilla/5.0', vendorIp: '198.51.100.2',
    productName: 'UK Payroll & Accounting', productVersion: '1.2.3', now: new Date('2026-01-02T03:04:05.678Z'), timezoneOffsetMinutes: -60,
  });
  it('are the WEB_APP_VIA_SERVER set with percent-encoded values', () => {
    expect(headers).toEqual({
      'Gov-Client-Connection-Method': 'WEB_APP_VIA_SERVER',
      'Gov-Client-Browser-JS-User-Agent': 'Mozilla/5.0',
      'Gov-Client-Device-ID': deviceIdFor('u-1'),
      'Gov-Client-Public-IP': '203.0.113.6',
      'Gov-Client-Public-IP-Timestamp': '2026-01-02T03:04:05.678Z',
      'Gov-Client-Public-Port': '51234',
      'Gov-Client-Timezone': 'UTC+01:00',
      'Gov-Client-User-IDs': 'uk-payroll=u-1',
      'Gov-Vendor-Forwarded': 'by=198.51.100.2&for=203.0.113.6',
      'Gov-Vendor-Product-Name': 'UK%20Payroll%20%26%20Accounting',
      'Gov-Vendor-Public-IP': '198.51.100.2',
      'Gov-Vendor-Version': 'uk-payroll=1.2.3',
    });
    expect(headers['Gov-Client-Multi-Factor']).toBeUndefined();
  });
  it('Gov-Client-Multi-Factor carries the sign-in\'s TOTP factor: type, UTC minute of the check, its reference', () => {
    const withFactor = fraudPreventionHeaders({
      userId: 'u-1', clientIp: '203.0.113.6', clientPort: null, userAgent: 'x', vendorIp: '198.51.100.2', productName: 'p', productVersion: '1',
      now: new Date('2026-01-02T03:04:05Z'), multiFactor: { type: 'TOTP', at: Date.UTC(2017, 3, 21, 13, 23, 41) / 1000, reference: 'fc4b5fd6816f75a7c81fc8eaa9499d6a299bd803397166e8c4cf9280b801d62c' },
    });
    expect(withFactor['Gov-Client-Multi-Factor']).toBe('type=TOTP&timestamp=2017-04-21T13%3A23Z&unique-reference=fc4b5fd6816f75a7c81fc8eaa9499d6a299bd803397166e8c4cf9280b801d62c');
  });
  it('the device id is a stable UUID per user', () => {
    expect(deviceIdFor('u-1')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-a[0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(deviceIdFor('u-1')).not.toBe(deviceIdFor('u-2'));
  });
});

describe('authorize endpoint', () => {
  it('maps HMRC API hosts to the tax.service.gov.uk sign-in host, anything else to its own /oauth/authorize', () => {
    expect(authorizeEndpoint('https://test-api.service.hmrc.gov.uk')).toBe('https://test-www.tax.service.gov.uk/oauth/authorize');
    expect(authorizeEndpoint('https://api.service.hmrc.gov.uk')).toBe('https://www.tax.service.gov.uk/oauth/authorize');
    expect(authorizeEndpoint('http://127.0.0.1:4000/')).toBe('http://127.0.0.1:4000/oauth/authorize');
  });
});

describe('sub-tests and connections', () => {
  it('an answer carries its code explanation; time-outs and network errors have their own messages', () => {
    expect(subTest({ kind: 'answer', status: 406, message: 'The accept header is missing or invalid' }, 'd')).toEqual({
      success: false, statusCode: 406, description: 'Not Acceptable - the Accept header is missing or invalid', message: 'The accept header is missing or invalid', testDescription: 'd',
    });
    expect(subTest({ kind: 'timeout', seconds: 3.5 }, 'd').message).toBe('HMRC did not answer within 3.5 s: check the Base API URL and your network');
    expect(subTest({ kind: 'network', detail: 'ECONNREFUSED' }, 'd').message).toBe('Could not reach HMRC (ECONNREFUSED): check the Base API URL');
  });

  it('the API is connected when Hello World and Hello Application succeed, whatever Hello User says', () => {
    const ok = subTest({ kind: 'answer', status: 200, message: 'Hello' }, '');
    const no = subTest({ kind: 'answer', status: 401, message: 'Authentication information is not provided' }, '');
    expect(apiConnection({ helloWorld: ok, helloApplication: ok, helloUser: no })).toEqual(expect.objectContaining({ isConnected: true, statusCode: 200, error: null }));
    expect(apiConnection({ helloWorld: ok, helloApplication: no, helloUser: no }).error).toBe('Hello Application: Authentication information is not provided');
  });

  it('RTI: StatusReport = connected; 1046 = credentials refused; 1001 = badly formed; read from the envelope of an HTTP 200', () => {
    expect(rtiFromReply(200, reply({ statusReport: [] }))).toEqual({ isConnected: true, statusCode: 200, error: null, govTalkErrorNumber: null });
    const refused = rtiFromReply(200, reply({ qualifier: 'error', errors: [{ raisedBy: 'Gateway', number: 1046, type: 'fatal', text: 'Authentication Failure', location: '' }] }));
    expect(refused).toEqual({ isConnected: false, statusCode: 200, error: RTI_MESSAGES.refused, govTalkErrorNumber: 1046 });
    expect(rtiFromReply(200, reply({ qualifier: 'error', errors: [{ raisedBy: 'Gateway', number: 1001, type: 'fatal', text: 'x', location: '' }] })).error).toBe(RTI_MESSAGES.badlyFormed);
  });
});
