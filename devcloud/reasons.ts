/**
 * Refusals with reasons, for the swap and on-ramp APIs: every one answers `{ status: 'FAILED',
 * reasons: [{ field, description }], message }` (the names API's shape), so the toolkit can always
 * show `reasons[0].description`, e.g. 'Network not supported for Swaps'. Malformed requests get the
 * same shape.
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';

export type Reason = { field: string; description: string };

export class ReasonedError extends Error {
  override name = 'ReasonedError';
  constructor(
    readonly reasons: Reason[],
    readonly status: ContentfulStatusCode = 400,
  ) {
    super(reasons[0]?.description ?? 'error');
  }
}

export const refuse = (field: string, description: string, status: ContentfulStatusCode = 400) =>
  new ReasonedError([{ field, description }], status);

/** Parses with zod; a failure becomes a ReasonedError with one reason per problem. */
export function parseOr400<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw new ReasonedError(result.error.issues.map((issue) => ({ field: issue.path.join('.') || 'body', description: issue.message })));
}

/** For a sub-app's `onError`: answers ReasonedErrors, leaves anything else to the app's handler. */
export function reasonedErrorResponse(error: Error, c: Context): Response {
  if (!(error instanceof ReasonedError)) throw error;
  return c.json({ status: 'FAILED', reasons: error.reasons, message: error.message }, error.status);
}

/** Empty query values count as absent, as elsewhere in devcloud. */
export const queryOf = (c: Context) => Object.fromEntries(Object.entries(c.req.query()).filter(([, value]) => value !== ''));

/** The JSON body whatever its content type (a sendBeacon or a text/plain post), or a 400. */
export async function jsonBodyOf(c: Context): Promise<unknown> {
  try {
    return JSON.parse(await c.req.text());
  } catch {
    throw refuse('body', 'body: not valid JSON');
  }
}
