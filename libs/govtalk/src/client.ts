// A Transaction Engine client: submit, poll (honouring PollInterval), delete and list, each with a time-out.
import { buildGovTalkMessage, GovTalkChannel, GovTalkSender } from './envelope';
import { withIrmark } from './irmark';
import { GovTalkReply, parseGovTalkReply } from './response';
import { XmlParseError } from './xml';

export interface GovTalkClientOptions {
  /** The engine's submission URL, e.g. https://test-transaction-engine.tax.service.gov.uk/submission. */
  submissionUrl: string;
  /** 1 = test service (ETS), 0 = live. */
  gatewayTest: 0 | 1;
  channel?: GovTalkChannel;
  /** Per HTTP call, ms (default 10 000). */
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** Waits between polls (tests pass a fake). */
  sleep?: (ms: number) => Promise<void>;
}

export type GovTalkTransportFailure = 'timeout' | 'network' | 'http' | 'not-xml' | 'not-govtalk';

/** The engine could not be asked or did not answer with a GovTalk message. */
export class GovTalkTransportError extends Error {
  constructor(
    readonly kind: GovTalkTransportFailure,
    message: string,
    readonly httpStatus: number | null = null,
  ) {
    super(message);
  }
}

export interface GovTalkExchange {
  httpStatus: number;
  reply: GovTalkReply;
  raw: string;
}

export interface SubmitInput {
  messageClass: string;
  sender: GovTalkSender;
  keys: Array<[string, string]>;
  /** The IRenvelope (its IRheader must contain an IRmark element; it is filled in here). */
  bodyXml: string;
  transactionId?: string;
}

export class GovTalkClient {
  private readonly fetchImpl: typeof fetch;
  private readonly sleep: (ms: number) => Promise<void>;

  constructor(private readonly options: GovTalkClientOptions) {
    this.fetchImpl = options.fetch ?? fetch;
    this.sleep = options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
  }

  /** POSTs a GovTalk message and parses the reply (HTTP 200 with errors inside is a normal reply). */
  async post(url: string, xml: string): Promise<GovTalkExchange> {
    const timeoutMs = this.options.timeoutMs ?? 10_000;
    let response: Response;
    try {
      response = await this.fetchImpl(url, {
        method: 'POST',
        headers: { 'Content-Type': 'text/xml; charset=utf-8' },
        body: xml,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const name = (error as Error).name;
      if (name === 'TimeoutError' || name === 'AbortError') {
        throw new GovTalkTransportError('timeout', `The Transaction Engine did not answer within ${Math.round(timeoutMs / 1000)} s`);
      }
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      throw new GovTalkTransportError('network', `The Transaction Engine could not be reached (${cause?.code ?? cause?.message ?? (error as Error).message})`);
    }
    const raw = await response.text().catch(() => '');
    try {
      return { httpStatus: response.status, reply: parseGovTalkReply(raw), raw };
    } catch (error) {
      if (!response.ok) throw new GovTalkTransportError('http', `The Transaction Engine answered HTTP ${response.status}`, response.status);
      const kind = error instanceof XmlParseError ? 'not-xml' : 'not-govtalk';
      throw new GovTalkTransportError(kind, 'The Transaction Engine answered with something that is not a GovTalk message', response.status);
    }
  }

  /** request/submit with the IRmark computed; answers the acknowledgement (or an immediate error). */
  submit(input: SubmitInput): Promise<GovTalkExchange> {
    const xml = withIrmark(
      buildGovTalkMessage({
        messageClass: input.messageClass,
        qualifier: 'request',
        function: 'submit',
        transactionId: input.transactionId,
        gatewayTest: this.options.gatewayTest,
        sender: input.sender,
        keys: input.keys,
        organisation: 'IR',
        channel: this.options.channel,
        bodyXml: input.bodyXml,
      }),
    );
    return this.post(this.options.submissionUrl, xml);
  }

  /** poll/submit for a correlation id at the acknowledgement's ResponseEndPoint. */
  poll(messageClass: string, correlationId: string, pollUrl: string): Promise<GovTalkExchange> {
    const xml = buildGovTalkMessage({ messageClass, qualifier: 'poll', function: 'submit', correlationId, gatewayTest: this.options.gatewayTest });
    return this.post(pollUrl, xml);
  }

  /** Polls until the reply is no longer an acknowledgement, waiting PollInterval seconds each time (at most `maxPolls`). */
  async waitForResponse(messageClass: string, ack: GovTalkReply, maxPolls = 20): Promise<GovTalkExchange> {
    let current = ack;
    for (let i = 0; i < maxPolls; i += 1) {
      await this.sleep((current.pollInterval ?? 10) * 1000);
      const next = await this.poll(messageClass, current.correlationId, current.responseEndPoint ?? this.options.submissionUrl.replace(/submission$/, 'poll'));
      if (next.reply.qualifier !== 'acknowledgement') return next;
      current = { ...next.reply, responseEndPoint: next.reply.responseEndPoint ?? current.responseEndPoint };
    }
    throw new GovTalkTransportError('timeout', `No final response after ${maxPolls} polls`);
  }

  /** request/delete: drops the engine's record of a finished submission. */
  delete(messageClass: string, correlationId: string): Promise<GovTalkExchange> {
    const xml = buildGovTalkMessage({ messageClass, qualifier: 'request', function: 'delete', correlationId, gatewayTest: this.options.gatewayTest });
    return this.post(this.options.submissionUrl, xml);
  }

  /** request/list data request: a StatusReport proves the credentials were accepted (the RTI connection test). */
  list(messageClass: string, sender: GovTalkSender, keys: Array<[string, string]> = []): Promise<GovTalkExchange> {
    const xml = buildGovTalkMessage({
      messageClass,
      qualifier: 'request',
      function: 'list',
      gatewayTest: this.options.gatewayTest,
      sender,
      keys,
      organisation: 'IR',
      channel: this.options.channel,
      bodyXml: '<IncludeIdentifiers>1</IncludeIdentifiers>',
    });
    return this.post(this.options.submissionUrl, xml);
  }
}
