import { ArgumentsHost, CanActivate, Catch, ExecutionContext, Injectable, PipeTransform, WsExceptionFilter } from '@nestjs/common';
import { WsException } from '@nestjs/websockets';
import { HubBindingError } from '@app/signalr-server';
import type { HubClient } from './signalr.adapter';

type ArgType = 'string' | 'number' | 'boolean';

/**
 * Binds a SignalR invocation's arguments (the message body is the argument array) to a method's parameters, as
 * ASP.NET does: the count and each type must fit, else the caller gets "Failed to invoke 'M' due to an error on the
 * server." (HubBindingError). Use with `@MessageBody(new HubArguments('string'))`.
 */
export class HubArguments implements PipeTransform<unknown, unknown[]> {
  private readonly types: ArgType[];

  constructor(...types: ArgType[]) {
    this.types = types;
  }

  transform(value: unknown): unknown[] {
    if (!Array.isArray(value) || value.length !== this.types.length) throw new HubBindingError();
    this.types.forEach((type, i) => {
      if (typeof value[i] !== type) throw new HubBindingError();
    });
    return value;
  }
}

/**
 * A hub method runs only while the connection's session is still valid: a token that expired since the connection
 * opened is refused (the connection is also closed at expiry, with reconnect allowed, which checks a fresh token).
 */
@Injectable()
export class HubSessionGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const client = context.switchToWs().getClient<HubClient>();
    const expiresAt = client?.principal?.expiresAt;
    if (!client?.principal?.userId) throw new WsException('Not signed in');
    if (typeof expiresAt === 'number' && expiresAt <= Date.now()) throw new WsException('Your session has expired. Please sign in again.');
    return true;
  }
}

/**
 * Hands every error of a hub method back to the SignalR adapter, which answers the invocation's Completion with it
 * (Nest's default filter would emit an `exception` event, which SignalR clients do not listen to).
 */
@Catch()
export class HubExceptionFilter implements WsExceptionFilter {
  catch(exception: unknown, _host: ArgumentsHost): void {
    throw exception;
  }
}
