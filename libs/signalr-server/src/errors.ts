/** An error whose message is meant for the caller (ASP.NET HubException); any other error is hidden. */
export class HubError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'HubError';
  }
}

/**
 * The invocation's arguments do not bind to the method (wrong count or types): answered, like ASP.NET, with
 * "Failed to invoke 'X' due to an error on the server." and no detail.
 */
export class HubBindingError extends Error {
  constructor(message = 'The arguments do not bind to the method') {
    super(message);
    this.name = 'HubBindingError';
  }
}

/** Malformed input on the wire: the connection is closed with this message. */
export class ProtocolError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ProtocolError';
  }
}
