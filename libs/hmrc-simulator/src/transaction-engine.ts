// The simulated Transaction Engine (integrations.md 2.6 "Fake Transaction Engine design"): errors 1001 (not XML or
// not a known message), 1046 (authentication failure), 2000 (unknown correlation id), 3001 + 2021 (wrong IRmark).
import { randomBytes } from 'crypto';
import { child, computeIrmark, escapeXml, GOVTALK_ENVELOPE_NS, parseXml, statedIrmark, text } from '@app/govtalk';

export interface TransactionEngineState {
  gatewayUsers: Array<{ userId: string; password: string }>;
  submissions: Map<string, { messageClass: string; irmarkOk: boolean; receivedAt: Date; transactionId: string; polls: number }>;
  extraAcknowledgements: number;
  pollUrl(): string;
}

interface ReplyError {
  number: number;
  text: string;
  type?: 'fatal' | 'business';
  raisedBy?: string;
}

export interface ReplyInput {
  messageClass: string;
  qualifier: 'acknowledgement' | 'response' | 'error';
  function: string;
  correlationId?: string;
  pollInterval?: number;
  responseEndPoint?: string;
  errors?: ReplyError[];
  bodyXml?: string;
}

const CLASS = /^HMRC-PAYE-RTI-(FPS|EPS|EAS|NVR|EYU)(-TIL)?$/;
const timestamp = () => new Date().toISOString().replace('Z', '');

export function buildTransactionEngineReply(input: ReplyInput): string {
  const errors = (input.errors ?? [])
    .map(
      (e) =>
        `<Error><RaisedBy>${e.raisedBy ?? 'Gateway'}</RaisedBy><Number>${e.number}</Number><Type>${e.type ?? 'fatal'}</Type><Text>${escapeXml(e.text)}</Text><Location></Location></Error>`,
    )
    .join('');
  const endPoint = input.responseEndPoint ? `<ResponseEndPoint PollInterval="${input.pollInterval ?? 1}">${escapeXml(input.responseEndPoint)}</ResponseEndPoint>` : '';
  return (
    `<?xml version="1.0" encoding="UTF-8"?><GovTalkMessage xmlns="${GOVTALK_ENVELOPE_NS}"><EnvelopeVersion>2.0</EnvelopeVersion>` +
    `<Header><MessageDetails><Class>${escapeXml(input.messageClass)}</Class><Qualifier>${input.qualifier}</Qualifier><Function>${input.function}</Function>` +
    `<CorrelationID>${input.correlationId ?? ''}</CorrelationID>${endPoint}<Transformation>XML</Transformation><GatewayTimestamp>${timestamp()}</GatewayTimestamp></MessageDetails></Header>` +
    `<GovTalkDetails><Keys/>${errors ? `<GovTalkErrors>${errors}</GovTalkErrors>` : ''}</GovTalkDetails>` +
    (input.bodyXml ? `<Body>${input.bodyXml}</Body>` : '<Body/>') +
    '</GovTalkMessage>'
  );
}

/** Answers one POST to /submission or /poll with a GovTalk reply (always HTTP 200, like the real engine). */
export function handleTransactionEngine(state: TransactionEngineState, endpoint: 'submission' | 'poll', xml: string): string {
  let root;
  try {
    root = parseXml(xml);
  } catch {
    return buildTransactionEngineReply({ messageClass: '', qualifier: 'error', function: 'submit', errors: [{ number: 1001, text: 'The submitted XML document either failed to validate against the GovTalk schema for this class of document or its body was badly formed.' }] });
  }
  const details = child(root, 'Header', 'MessageDetails');
  const messageClass = text(details, 'Class') ?? '';
  const qualifier = text(details, 'Qualifier') ?? '';
  const fn = text(details, 'Function') ?? '';
  const correlationId = text(details, 'CorrelationID') ?? '';
  const error = (errors: ReplyError[], f = fn || 'submit') => buildTransactionEngineReply({ messageClass, qualifier: 'error', function: f, correlationId, errors });

  if (root.localName !== 'GovTalkMessage' || text(root, 'EnvelopeVersion') !== '2.0' || !CLASS.test(messageClass)) {
    return error([{ number: 1001, text: 'The submitted XML document either failed to validate against the GovTalk schema for this class of document or its body was badly formed.' }]);
  }

  if (endpoint === 'poll' || qualifier === 'poll') {
    const record = state.submissions.get(correlationId);
    if (!record) return error([{ number: 2000, text: 'Unknown CorrelationID' }]);
    record.polls += 1;
    if (record.polls <= state.extraAcknowledgements) {
      return buildTransactionEngineReply({ messageClass, qualifier: 'acknowledgement', function: 'submit', correlationId, responseEndPoint: state.pollUrl(), pollInterval: 1 });
    }
    if (!record.irmarkOk) {
      return buildTransactionEngineReply({
        messageClass,
        qualifier: 'error',
        function: 'submit',
        correlationId,
        errors: [{ number: 3001, type: 'business', raisedBy: 'ChRIS', text: 'Your submission failed due to business validation errors. Please see below for details.' }],
        bodyXml:
          '<ErrorResponse xmlns="http://www.govtalk.gov.uk/CM/errorresponse" SchemaVersion="2.0"><Application><MessageCount>1</MessageCount></Application>' +
          '<Error><RaisedBy>ChRIS</RaisedBy><Number>2021</Number><Type>business</Type><Text>The supplied IRmark is incorrect.</Text><Location>IRmark</Location></Error></ErrorResponse>',
      });
    }
    return buildTransactionEngineReply({
      messageClass,
      qualifier: 'response',
      function: 'submit',
      correlationId,
      bodyXml: `<SuccessResponse xmlns="http://www.inlandrevenue.gov.uk/SuccessResponse"><IRmarkReceipt><Message code="0000">HMRC has received the HMRC-PAYE-RTI document ref: ${escapeXml(record.transactionId)} at ${record.receivedAt.toISOString()}.</Message></IRmarkReceipt><Message code="0000">Thank you for your submission</Message><AcceptedTime>${record.receivedAt.toISOString()}</AcceptedTime></SuccessResponse>`,
    });
  }

  if (qualifier === 'request' && fn === 'delete') {
    if (!state.submissions.delete(correlationId)) return error([{ number: 2000, text: 'Unknown CorrelationID' }]);
    return buildTransactionEngineReply({ messageClass, qualifier: 'response', function: 'delete', correlationId });
  }

  const auth = child(root, 'Header', 'SenderDetails', 'IDAuthentication');
  const senderId = text(auth, 'SenderID');
  const method = text(auth, 'Authentication', 'Method');
  const value = text(auth, 'Authentication', 'Value');
  const user = state.gatewayUsers.find((u) => u.userId === senderId);
  const passwordOk = !!user && method === 'clear' && value === user.password;
  if (!passwordOk) return error([{ number: 1046, text: 'Authentication Failure. The supplied user credentials failed validation for the requested service.' }]);

  if (qualifier === 'request' && fn === 'list') {
    const records = [...state.submissions.entries()]
      .map(
        ([id, r]) =>
          `<StatusRecord><TimeStamp>${r.receivedAt.toISOString().replace('Z', '')}</TimeStamp><CorrelationID>${id}</CorrelationID><TransactionID>${escapeXml(r.transactionId)}</TransactionID><Status>SUBMISSION_RESPONSE</Status></StatusRecord>`,
      )
      .join('');
    return buildTransactionEngineReply({ messageClass, qualifier: 'response', function: 'list', bodyXml: `<StatusReport><SenderID>${escapeXml(senderId ?? '')}</SenderID><StartTimeStamp>${timestamp()}</StartTimeStamp><EndTimeStamp>${timestamp()}</EndTimeStamp>${records}</StatusReport>` });
  }

  if (qualifier === 'request' && fn === 'submit') {
    const newId = randomBytes(16).toString('hex').toUpperCase();
    let irmarkOk = false;
    try {
      irmarkOk = statedIrmark(xml) === computeIrmark(xml).base64;
    } catch {
      irmarkOk = false;
    }
    state.submissions.set(newId, { messageClass, irmarkOk, receivedAt: new Date(), transactionId: text(details, 'TransactionID') ?? '', polls: 0 });
    return buildTransactionEngineReply({ messageClass, qualifier: 'acknowledgement', function: 'submit', correlationId: newId, responseEndPoint: state.pollUrl(), pollInterval: 1 });
  }
  return error([{ number: 1001, text: `Unsupported Qualifier/Function ${qualifier}/${fn}` }]);
}
