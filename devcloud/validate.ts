/**
 * Request parsing with zod. Every route reads its query, path parameters and body through
 * these helpers, so a malformed request always gets the same 400 `{ message }` answer.
 */
import type { Context } from 'hono';
import { z } from 'zod';

/** Thrown by the parsers; app.ts turns it into a 400 `{ message }`. */
export class BadRequestError extends Error {
  override name = 'BadRequestError';
}

/** One line per problem, e.g. `page: Too small: expected number to be >=1`. */
export function describeIssues(error: z.ZodError): string {
  return error.issues.map((issue) => (issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message)).join('; ');
}

export function parseWith<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (!result.success) throw new BadRequestError(describeIssues(result.error));
  return result.data;
}

/** Empty query values (`?search=`) count as absent, as most HTTP APIs treat them. */
export function parseQuery<T extends z.ZodType>(c: Context, schema: T): z.output<T> {
  const query = Object.fromEntries(Object.entries(c.req.query()).filter(([, value]) => value !== ''));
  return parseWith(schema, query);
}

export function parseParams<T extends z.ZodType>(c: Context, schema: T): z.output<T> {
  return parseWith(schema, c.req.param());
}

/**
 * Parses the body as JSON whatever its content type: browsers' sendBeacon posts JSON as
 * text/plain, and a stand-in should accept what the real service accepts.
 */
export async function parseJsonBody<T extends z.ZodType>(c: Context, schema: T): Promise<z.output<T>> {
  const text = await c.req.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new BadRequestError('body: not valid JSON');
  }
  return parseWith(schema, body);
}

/** Query parameters the SDK adds to every call (SPEC section 3: projectId, st, sv). */
export const sdkQuery = z.object({
  projectId: z.string({ error: 'projectId is required' }).min(1, 'projectId is required'),
  st: z.string().optional(),
  sv: z.string().optional(),
});

/** A CAIP-2 chain id such as `eip155:1` or `solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`. */
export const caip2 = z.string().regex(/^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/, 'expected a CAIP-2 chain id');

/** A comma list in a query parameter; empty items and an empty string count as absent. */
export const commaList = z
  .string()
  .optional()
  .transform((value) =>
    value
      ?.split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  )
  .transform((items) => (items && items.length > 0 ? items : undefined));
