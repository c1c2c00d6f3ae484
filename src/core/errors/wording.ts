import type * as z from 'zod/mini';

/**
 * A validation problem in the SPEC's words (section 8, "validation-library defaults"): 'Required', 'Expected X,
 * received Y', 'Invalid url', 'Invalid email', else 'Invalid input'. zod/mini without its locale says 'Invalid
 * input' to everything. An error map for `z.safeParse(schema, value, { error: wording })`, which hands it the value
 * that failed; it runs before the page is interactive (createAppKit), so it stays this short.
 */
export function wording(issue: z.core.$ZodRawIssue): string {
  const { code, input } = issue;
  if (code === 'invalid_type') {
    if (input === undefined) return 'Required';
    const kind = input === null ? 'null' : Array.isArray(input) ? 'array' : Number.isNaN(input) ? 'nan' : typeof input;
    return `Expected ${issue.expected}, received ${kind}`;
  }
  return code === 'invalid_format' ? `Invalid ${issue.format}` : 'Invalid input';
}
