import { HubBindingError, HubError } from './errors';
import { MessageType, type InvocationMessage, writeRecord } from './protocol';
import type { ArgSpec, HubContext, HubMethod, HubMethodHandler, Logger } from './types';

interface MethodEntry {
  name: string;
  handler: HubMethodHandler;
  args?: ArgSpec[];
  /** Resolved per connection: the handler checks its own arguments. */
  bindsItself?: boolean;
}

/** Hub method table with ASP.NET's case-insensitive lookup and error wording. */
export class Dispatcher {
  private readonly methods = new Map<string, MethodEntry>();

  constructor(
    methods: Record<string, HubMethod>,
    private readonly logger: Logger,
    private readonly resolveMethod?: (ctx: HubContext, target: string) => HubMethodHandler | undefined,
  ) {
    for (const [name, method] of Object.entries(methods)) {
      const key = name.toLowerCase();
      if (this.methods.has(key)) throw new Error(`Hub method '${name}' is defined twice (names are case-insensitive)`);
      this.methods.set(key, typeof method === 'function' ? { name, handler: method } : { name, ...method });
    }
  }

  /** Runs the invocation; returns the Completion record, or null when the caller used send(). */
  async invoke(ctx: HubContext, message: InvocationMessage): Promise<string | null> {
    const { invocationId, target } = message;
    const reply = (body: { result?: unknown; error?: string }) =>
      invocationId === undefined ? null : writeRecord({ type: MessageType.Completion, invocationId, ...body });

    if (message.type === MessageType.StreamInvocation) {
      return reply({ error: `Failed to invoke '${target}' due to an error on the server. HubException: Streaming is not supported.` });
    }
    const resolved = this.methods.has(target.toLowerCase()) ? undefined : this.resolveMethod?.(ctx, target);
    const entry: MethodEntry | undefined = this.methods.get(target.toLowerCase()) ?? (resolved && { name: target, handler: resolved, bindsItself: true });
    if (!entry) {
      return reply({ error: `Failed to invoke '${target}' due to an error on the server. HubException: Method does not exist.` });
    }
    if (!entry.bindsItself && !argumentsMatch(entry, message.arguments)) {
      return reply({ error: `Failed to invoke '${target}' due to an error on the server.` });
    }
    try {
      const result = await entry.handler(ctx, ...message.arguments);
      return reply(result === undefined ? {} : { result });
    } catch (err) {
      if (err instanceof HubBindingError) return reply({ error: `Failed to invoke '${target}' due to an error on the server.` });
      if (err instanceof HubError) {
        return reply({ error: `An unexpected error occurred invoking '${target}' on the server. HubException: ${err.message}` });
      }
      this.logger.error(`Hub method '${entry.name}' failed on connection ${ctx.connectionId}: ${(err as Error)?.stack ?? String(err)}`);
      return reply({ error: `An unexpected error occurred invoking '${target}' on the server.` });
    }
  }
}

function argumentsMatch(entry: MethodEntry, args: unknown[]): boolean {
  if (!entry.args) return args.length === Math.max(0, entry.handler.length - 1);
  if (args.length !== entry.args.length) return false;
  return entry.args.every((spec, i) => matches(spec, args[i]));
}

function matches(spec: ArgSpec, value: unknown): boolean {
  switch (spec) {
    case 'any':
      return true;
    case 'array':
      return Array.isArray(value);
    case 'object':
      return typeof value === 'object' && value !== null && !Array.isArray(value);
    case 'string':
    case 'number':
    case 'boolean':
      return typeof value === spec;
    default:
      return spec(value);
  }
}
