/**
 * Errors raised by the app↔frame messenger. Modelled on viem's BaseError:
 * a stable `name`, the SPEC's exact text as `shortMessage`, an optional `cause`.
 */
export class FrameError extends Error {
  override name = 'FrameError';
  readonly shortMessage: string;

  constructor(shortMessage: string, options: { cause?: unknown } = {}) {
    super(shortMessage, options.cause === undefined ? undefined : { cause: options.cause });
    this.shortMessage = shortMessage;
  }
}

/**
 * The frame answered `<NAME>_ERROR`; carries its message or the SPEC's fallback, and the
 * EIP-1193 code when the frame sent one (4001 when the visitor rejected inside the frame).
 */
export class FrameReplyError extends FrameError {
  override name = 'FrameReplyError';
  readonly code: number | undefined;
  constructor(message: string | undefined, code?: number) {
    super(message && message.length > 0 ? message : 'An error occurred');
    this.code = code;
  }
}

/** An RPC request was aborted before the frame answered. */
export class RpcRequestAbortedError extends FrameError {
  override name = 'RpcRequestAbortedError';
  constructor(options: { cause?: unknown } = {}) {
    super('Request was aborted', options);
  }
}

/** Any other request was aborted (except the Farcaster URI one). */
export class FrameRequestAbortedError extends FrameError {
  override name = 'FrameRequestAbortedError';
  constructor(options: { cause?: unknown } = {}) {
    super('Something went wrong', options);
  }
}

/**
 * The Farcaster URI request was aborted. The SPEC keeps it out of
 * 'Something went wrong': leaving the QR view cancels it, which is no failure,
 * so callers should not show this one.
 */
export class FarcasterUriAbortedError extends FrameError {
  override name = 'FarcasterUriAbortedError';
  readonly silent = true;
  constructor(options: { cause?: unknown } = {}) {
    super('Farcaster URI request aborted', options);
  }
}

/** No READY from the frame within the load time-out (SPEC: 20 s). */
export class IframeLoadFailedError extends FrameError {
  override name = 'IframeLoadFailedError';
  constructor(options: { cause?: unknown } = {}) {
    super('iframe_load_failed', options);
  }
}

/** A connect request got no answer within the request time-out (SPEC: 120 s). */
export class IframeRequestTimeoutError extends FrameError {
  override name = 'IframeRequestTimeoutError';
  constructor(options: { cause?: unknown } = {}) {
    super('iframe_request_timeout', options);
  }
}

/** The frame window is gone (never created, removed, or the messenger destroyed). */
export class FrameUnavailableError extends FrameError {
  override name = 'FrameUnavailableError';
  constructor(options: { cause?: unknown } = {}) {
    super('Unable to load email login dependency', options);
  }
}

/** An outgoing request did not match its schema; it is never posted. */
export class InvalidFrameRequestError extends FrameError {
  override name = 'InvalidFrameRequestError';
  constructor(options: { cause?: unknown } = {}) {
    super('Invalid input', options);
  }
}
