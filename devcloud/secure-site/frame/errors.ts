/** An error the frame answers with an EIP-1193 code next to its message (the `_ERROR`'s `code`). */
export class FrameRpcError extends Error {
  override name = 'FrameRpcError';
  constructor(
    message: string,
    readonly code: number,
  ) {
    super(message);
  }
}

/** The visitor clicked Reject (or pressed Escape) in the frame. */
export const userRejected = () => new FrameRpcError('User rejected the request.', 4001);

/** The app withdrew a request still waiting for the visitor (RPC abort, modal closed, sign-out). */
export const approvalCancelled = () => new FrameRpcError('Request was aborted', 4001);

export const isUserRejection = (error: unknown) => error instanceof FrameRpcError && error.message === userRejected().message;

/** The app aborted a call already under way (RPC abort); it may have reached the chain. */
export class RequestAbortedError extends Error {
  override name = 'RequestAbortedError';
  constructor() {
    super('Request was aborted');
  }
}
