/** A login step failed with a message meant for the user (it becomes the frame's `_ERROR` message). */
export class LoginError extends Error {
  override name = 'LoginError';
}
