/** Parameters every Airlock error accepts; `shortMessage` is the SPEC's exact text. */
export type BaseErrorParameters = { cause?: unknown; details?: string };

/**
 * The root of Airlock's errors (viem's BaseError is the model): a stable `name`,
 * the SPEC's text as `shortMessage`, and the underlying `cause` kept for debugging.
 */
export class BaseError extends Error {
  override name = 'AirlockError';
  readonly shortMessage: string;
  readonly details: string | undefined;

  constructor(shortMessage: string, parameters: BaseErrorParameters = {}) {
    super(parameters.details ? `${shortMessage}\n\nDetails: ${parameters.details}` : shortMessage, {
      cause: parameters.cause,
    });
    this.shortMessage = shortMessage;
    this.details = parameters.details;
  }
}

/** Reads a human message from anything thrown, preferring an Airlock `shortMessage`. */
export function errorMessage(error: unknown, fallback = 'Something went wrong'): string {
  if (error instanceof BaseError) return error.shortMessage;
  if (error instanceof Error && error.message) return error.message;
  if (typeof error === 'string' && error) return error;
  return fallback;
}
