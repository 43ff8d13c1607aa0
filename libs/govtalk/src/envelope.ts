// GovTalk 2.0 envelopes (Transaction Engine Document Submission Protocol): integrations.md 2.6.
import { createHash } from 'crypto';
import { escapeXml } from './xml';

export const GOVTALK_ENVELOPE_NS = 'http://www.govtalk.gov.uk/CM/envelope';

export type GovTalkQualifier = 'request' | 'poll' | 'acknowledgement' | 'response' | 'error';
export type GovTalkFunction = 'submit' | 'delete' | 'list';

export interface GovTalkSender {
  /** Government Gateway user id (SenderID). */
  id: string;
  password: string;
  /** clear (default) or MD5 = base64(md5(lowercase(password))). */
  method?: 'clear' | 'MD5';
  email?: string;
}

export interface GovTalkChannel {
  /** 4-digit HMRC Vendor ID. */
  uri: string;
  product: string;
  version: string;
}

export interface GovTalkMessageInput {
  messageClass: string;
  qualifier: GovTalkQualifier;
  function: GovTalkFunction;
  correlationId?: string;
  transactionId?: string;
  /** 1 = test service (ETS), 0 = live (incl. Test-in-Live). */
  gatewayTest?: 0 | 1;
  sender?: GovTalkSender;
  /** GovTalkDetails/Keys, e.g. [['TaxOfficeNumber','123'], ['TaxOfficeReference','AB45678']]. */
  keys?: Array<[type: string, value: string]>;
  /** TargetDetails/Organisation: IR for RTI. */
  organisation?: string;
  channel?: GovTalkChannel;
  /** Inner XML of Body (e.g. an IRenvelope), already serialised; omitted = empty Body. */
  bodyXml?: string;
}

function md5Value(password: string): string {
  return createHash('md5').update(password.toLowerCase(), 'utf8').digest('base64');
}

const el = (name: string, value: string | number | undefined | null) =>
  value === undefined || value === null ? '' : `<${name}>${escapeXml(String(value))}</${name}>`;

/** Builds a GovTalkMessage. Fill the IRmark afterwards with `withIrmark` when the Body carries one. */
export function buildGovTalkMessage(input: GovTalkMessageInput): string {
  const sender = input.sender
    ? '<SenderDetails><IDAuthentication>' +
      el('SenderID', input.sender.id) +
      '<Authentication>' +
      el('Method', input.sender.method ?? 'clear') +
      el('Role', 'principal') +
      el('Value', input.sender.method === 'MD5' ? md5Value(input.sender.password) : input.sender.password) +
      '</Authentication></IDAuthentication>' +
      el('EmailAddress', input.sender.email) +
      '</SenderDetails>'
    : '';
  const keys = (input.keys ?? []).map(([type, value]) => `<Key Type="${escapeXml(type)}">${escapeXml(value)}</Key>`).join('');
  const channel = input.channel
    ? `<ChannelRouting><Channel>${el('URI', input.channel.uri)}${el('Product', input.channel.product)}${el('Version', input.channel.version)}</Channel></ChannelRouting>`
    : '';
  return (
    `<?xml version="1.0" encoding="UTF-8"?>` +
    `<GovTalkMessage xmlns="${GOVTALK_ENVELOPE_NS}">` +
    '<EnvelopeVersion>2.0</EnvelopeVersion>' +
    '<Header><MessageDetails>' +
    el('Class', input.messageClass) +
    el('Qualifier', input.qualifier) +
    el('Function', input.function) +
    el('TransactionID', input.transactionId) +
    `<CorrelationID>${escapeXml(input.correlationId ?? '')}</CorrelationID>` +
    '<Transformation>XML</Transformation>' +
    el('GatewayTest', input.gatewayTest ?? 0) +
    '</MessageDetails>' +
    sender +
    '</Header>' +
    '<GovTalkDetails>' +
    `<Keys>${keys}</Keys>` +
    (input.organisation ? `<TargetDetails>${el('Organisation', input.organisation)}</TargetDetails>` : '') +
    channel +
    '</GovTalkDetails>' +
    (input.bodyXml ? `<Body>${input.bodyXml}</Body>` : '<Body/>') +
    '</GovTalkMessage>'
  );
}

/** Splits an employer PAYE reference "123/AB45678" into the TaxOfficeNumber and TaxOfficeReference keys. */
export function payeKeys(employerPayeReference: string): Array<[string, string]> {
  const [office, reference] = employerPayeReference.split('/');
  return [
    ['TaxOfficeNumber', office ?? ''],
    ['TaxOfficeReference', reference ?? ''],
  ];
}
