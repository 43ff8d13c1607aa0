import { createHash } from 'crypto';
import { base32, buildGovTalkMessage, computeIrmark, GOVTALK_ERRORS, irmarkCanonicalBody, parseGovTalkReply, payeKeys, verifyIrmark, withIrmark } from './index';

// The shape of HMRC's published FPS sample envelope (integrations.md 2.6): GovTalk header with clear credentials,
// PAYE keys, the IRenvelope in the tax year's namespace with an IRheader carrying the IRmark.
const FPS_NS = 'http://www.govtalk.gov.uk/taxation/PAYE/RTI/FullPaymentSubmission/25-26/1';
const irEnvelope = (mark: string) =>
  `<IRenvelope xmlns="${FPS_NS}"><IRheader><Keys><Key Type="TaxOfficeNumber">123</Key><Key Type="TaxOfficeReference">AB45678</Key></Keys>` +
  `<PeriodEnd>2026-04-05</PeriodEnd><DefaultCurrency>GBP</DefaultCurrency><IRmark Type="generic">${mark}</IRmark><Sender>Employer</Sender></IRheader>` +
  '<FullPaymentSubmission><EmpRefs><OfficeNo>123</OfficeNo><PayeRef>AB45678</PayeRef><AORef>123PA00012345</AORef></EmpRefs><RelatedTaxYear>25-26</RelatedTaxYear></FullPaymentSubmission></IRenvelope>';

const sample = (mark = '') =>
  buildGovTalkMessage({
    messageClass: 'HMRC-PAYE-RTI-FPS',
    qualifier: 'request',
    function: 'submit',
    gatewayTest: 1,
    sender: { id: 'ISV635', password: 'testing1' },
    keys: payeKeys('123/AB45678'),
    organisation: 'IR',
    channel: { uri: '1234', product: 'UK Payroll', version: '1.0' },
    bodyXml: irEnvelope(mark),
  });

describe('GovTalk envelope', () => {
  it('builds a request/submit with the credentials, the PAYE keys and the GatewayTest flag', () => {
    const xml = sample();
    expect(xml).toContain('<GovTalkMessage xmlns="http://www.govtalk.gov.uk/CM/envelope"><EnvelopeVersion>2.0</EnvelopeVersion>');
    expect(xml).toContain('<Class>HMRC-PAYE-RTI-FPS</Class><Qualifier>request</Qualifier><Function>submit</Function>');
    expect(xml).toContain('<GatewayTest>1</GatewayTest>');
    expect(xml).toContain('<SenderID>ISV635</SenderID><Authentication><Method>clear</Method><Role>principal</Role><Value>testing1</Value></Authentication>');
    expect(xml).toContain('<Key Type="TaxOfficeNumber">123</Key><Key Type="TaxOfficeReference">AB45678</Key>');
    expect(xml).toContain('<Channel><URI>1234</URI><Product>UK Payroll</Product><Version>1.0</Version></Channel>');
  });

  it('MD5 authentication sends base64(md5(lowercase(password)))', () => {
    const xml = buildGovTalkMessage({ messageClass: 'HMRC-PAYE-RTI-FPS', qualifier: 'request', function: 'list', sender: { id: 'U', password: 'PassWord', method: 'MD5' } });
    expect(xml).toContain(`<Method>MD5</Method><Role>principal</Role><Value>${createHash('md5').update('password').digest('base64')}</Value>`);
  });

  it('escapes credentials so a password cannot break the XML', () => {
    const xml = buildGovTalkMessage({ messageClass: 'HMRC-PAYE-RTI-FPS', qualifier: 'request', function: 'list', sender: { id: 'a<b', password: 'p&"<' } });
    expect(xml).toContain('<SenderID>a&lt;b</SenderID>');
    expect(xml).toContain('<Value>p&amp;&quot;&lt;</Value>');
  });
});

describe('IRmark', () => {
  it('is the SHA-1 of the inclusive C14N of Body, with the inherited envelope namespace and without the IRmark element', () => {
    const canonical = irmarkCanonicalBody(sample('anything'));
    const expected =
      `<Body xmlns="http://www.govtalk.gov.uk/CM/envelope">` +
      irEnvelope('').replace('<IRmark Type="generic"></IRmark>', '') + '</Body>';
    expect(canonical).toBe(expected);
    const mark = computeIrmark(sample('anything'));
    expect(mark.base64).toBe(createHash('sha1').update(expected).digest('base64'));
    expect(mark.base32).toBe(base32(createHash('sha1').update(expected).digest()));
  });

  it('does not depend on the header or on the IRmark already present', () => {
    const a = computeIrmark(sample('')).base64;
    expect(computeIrmark(sample('WRONG')).base64).toBe(a);
    expect(computeIrmark(sample('').replace('<Value>testing1</Value>', '<Value>other</Value>')).base64).toBe(a);
  });

  it('is filled into the envelope and verifies; any change to the body breaks it', () => {
    const signed = withIrmark(sample());
    expect(verifyIrmark(signed)).toBe(true);
    expect(verifyIrmark(signed.replace('<RelatedTaxYear>25-26', '<RelatedTaxYear>24-25'))).toBe(false);
  });

  it('Base32 follows RFC 4648 (test vectors)', () => {
    expect(base32(Buffer.from('foobar'))).toBe('MZXW6YTBOI======');
    expect(base32(Buffer.from('f'))).toBe('MY======');
  });
});

describe('replies', () => {
  it('reads an authentication failure from the envelope (HTTP 200 with GovTalkErrors)', () => {
    const reply = parseGovTalkReply(
      '<GovTalkMessage xmlns="http://www.govtalk.gov.uk/CM/envelope"><EnvelopeVersion>2.0</EnvelopeVersion><Header><MessageDetails><Class>HMRC-PAYE-RTI-FPS</Class>' +
        '<Qualifier>error</Qualifier><Function>list</Function><CorrelationID/><Transformation>XML</Transformation><GatewayTimestamp>2026-01-01T10:00:00.000</GatewayTimestamp></MessageDetails></Header>' +
        '<GovTalkDetails><Keys/><GovTalkErrors><Error><RaisedBy>Gateway</RaisedBy><Number>1046</Number><Type>fatal</Type><Text>Authentication Failure</Text><Location/></Error></GovTalkErrors></GovTalkDetails><Body/></GovTalkMessage>',
    );
    expect(reply.qualifier).toBe('error');
    expect(reply.errors).toEqual([{ raisedBy: 'Gateway', number: GOVTALK_ERRORS.AUTHENTICATION_FAILURE, type: 'fatal', text: 'Authentication Failure', location: '' }]);
    expect(reply.statusReport).toBeNull();
  });

  it('reads an acknowledgement with its poll end point and interval, and a Body ErrorResponse', () => {
    const ack = parseGovTalkReply(
      '<GovTalkMessage xmlns="http://www.govtalk.gov.uk/CM/envelope"><EnvelopeVersion>2.0</EnvelopeVersion><Header><MessageDetails><Class>HMRC-PAYE-RTI-FPS</Class><Qualifier>acknowledgement</Qualifier>' +
        '<Function>submit</Function><CorrelationID>ABC123</CorrelationID><ResponseEndPoint PollInterval="10">https://te.example/poll</ResponseEndPoint></MessageDetails></Header><GovTalkDetails><Keys/></GovTalkDetails>' +
        '<Body><ErrorResponse xmlns="http://www.govtalk.gov.uk/CM/errorresponse"><Error><RaisedBy>ChRIS</RaisedBy><Number>2021</Number><Type>business</Type><Text>The supplied IRmark is incorrect.</Text><Location>IRmark</Location></Error></ErrorResponse></Body></GovTalkMessage>',
    );
    expect([ack.correlationId, ack.responseEndPoint, ack.pollInterval]).toEqual(['ABC123', 'https://te.example/poll', 10]);
    expect(ack.errors.map((e) => e.number)).toEqual([GOVTALK_ERRORS.IRMARK_INCORRECT]);
  });

  it('refuses what is not XML and what is not a GovTalk message', () => {
    expect(() => parseGovTalkReply('<html><body>Bad gateway')).toThrow();
    expect(() => parseGovTalkReply('<html/>')).toThrow('Not a GovTalk message');
  });
});
