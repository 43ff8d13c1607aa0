// Parsing the Transaction Engine's replies. The engine answers HTTP 200 and reports errors inside the envelope
// (GovTalkDetails/GovTalkErrors and a Body ErrorResponse), so callers must read the envelope.
import { Element } from '@xmldom/xmldom';
import { child, children, descendants, parseXml, text } from './xml';

export interface GovTalkErrorEntry {
  raisedBy: string;
  number: number;
  type: string;
  text: string;
  location: string;
}

export interface StatusRecord {
  timeStamp: string;
  correlationId: string;
  transactionId: string;
  status: string;
}

export interface GovTalkReply {
  messageClass: string;
  qualifier: string;
  function: string;
  correlationId: string;
  /** ResponseEndPoint of an acknowledgement (where to poll), null otherwise. */
  responseEndPoint: string | null;
  /** Seconds to wait before polling, null when not given. */
  pollInterval: number | null;
  gatewayTimestamp: string | null;
  /** GovTalkErrors followed by the Body ErrorResponse's errors. */
  errors: GovTalkErrorEntry[];
  /** StatusReport records of a list reply; null when the reply has no StatusReport. */
  statusReport: StatusRecord[] | null;
  /** The SuccessResponse's Message texts, when there is one. */
  successMessages: string[] | null;
  /** The Body element, for callers that need more. */
  body: Element | null;
}

function errorEntries(container: Element | null): GovTalkErrorEntry[] {
  return children(container, 'Error').map((e) => ({
    raisedBy: text(e, 'RaisedBy') ?? '',
    number: Number(text(e, 'Number')),
    type: text(e, 'Type') ?? '',
    text: text(e, 'Text') ?? '',
    location: text(e, 'Location') ?? '',
  }));
}

/** Parses a reply; throws XmlParseError when it is not XML, and Error when it is not a GovTalkMessage. */
export function parseGovTalkReply(xml: string): GovTalkReply {
  const root = parseXml(xml);
  if (root.localName !== 'GovTalkMessage') throw new Error(`Not a GovTalk message (root element ${root.localName})`);
  const details = child(root, 'Header', 'MessageDetails');
  const endPoint = child(details, 'ResponseEndPoint');
  const body = child(root, 'Body');
  const statusReport = child(body, 'StatusReport');
  const success = child(body, 'SuccessResponse');
  const pollInterval = endPoint?.getAttribute('PollInterval');
  return {
    messageClass: text(details, 'Class') ?? '',
    qualifier: text(details, 'Qualifier') ?? '',
    function: text(details, 'Function') ?? '',
    correlationId: text(details, 'CorrelationID') ?? '',
    responseEndPoint: endPoint ? (endPoint.textContent ?? '').trim() || null : null,
    pollInterval: pollInterval ? Number(pollInterval) : null,
    gatewayTimestamp: text(details, 'GatewayTimestamp') || null,
    errors: [...errorEntries(child(root, 'GovTalkDetails', 'GovTalkErrors')), ...errorEntries(child(body, 'ErrorResponse'))],
    statusReport: statusReport
      ? children(statusReport, 'StatusRecord').map((r) => ({
          timeStamp: text(r, 'TimeStamp') ?? '',
          correlationId: text(r, 'CorrelationID') ?? '',
          transactionId: text(r, 'TransactionID') ?? '',
          status: text(r, 'Status') ?? '',
        }))
      : null,
    successMessages: success ? descendants(success, 'Message').map((m) => (m.textContent ?? '').trim()) : null,
    body,
  };
}

/** Known GovTalk error numbers (integrations.md 2.6). */
export const GOVTALK_ERRORS = {
  BADLY_FORMED_XML: 1001,
  AUTHENTICATION_FAILURE: 1046,
  UNKNOWN_CORRELATION_ID: 2000,
  IRMARK_INCORRECT: 2021,
  BUSINESS_ERRORS: 3001,
} as const;
