/** An error whose message is meant for the caller (ASP.NET HubException); any other error is hidden. */
export class HubError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'HubError';
  }
}

/** Malformed input on the wire: the connection is closed with this message. */
export class ProtocolError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ProtocolError';
  }
}
