/**
 * Test helper: does an answer have a contract fixture's shape? Every field of the golden payload must be there with
 * the same JSON type (an array's items, and a map's entries keyed by numbers, against the golden's first; `null` in
 * the golden allows null or a string), and the answer may carry no field the golden lacks, except the ones the fixture lists as our extensions.
 */
export type Contract = { source: string; call: string; payload: unknown; airlockExtensions?: string[] };

const typeOf = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);

/** The differences between `actual` and the golden `expected`, as `path: problem` lines; empty when it conforms. */
export function shapeMismatches(expected: unknown, actual: unknown, allowedExtra: readonly string[] = [], path = '$'): string[] {
  const want = typeOf(expected);
  const got = typeOf(actual);
  if (want === 'null') return got === 'null' || got === 'string' ? [] : [`${path}: expected null, got ${got}`];
  if (want !== got) return [`${path}: expected ${want}, got ${got}`];
  if (want === 'array') {
    const [model] = expected as unknown[];
    if (model === undefined) return [];
    return (actual as unknown[]).flatMap((item, i) => shapeMismatches(model, item, allowedExtra, `${path}[${i}]`));
  }
  if (want !== 'object') return [];
  const wanted = expected as Record<string, unknown>;
  const given = actual as Record<string, unknown>;
  // A map keyed by data (coin types): every entry against the golden's first one.
  const keys = Object.keys(wanted);
  if (keys.length > 0 && keys.every((key) => /^\d+$/.test(key))) {
    return Object.entries(given).flatMap(([key, value]) =>
      /^\d+$/.test(key)
        ? shapeMismatches(wanted[keys[0]!], value, allowedExtra, `${path}.${key}`)
        : [`${path}.${key}: not a key of this map`],
    );
  }
  const problems: string[] = [];
  for (const key of Object.keys(wanted)) {
    if (!(key in given)) problems.push(`${path}.${key}: missing`);
    else problems.push(...shapeMismatches(wanted[key], given[key], allowedExtra, `${path}.${key}`));
  }
  for (const key of Object.keys(given)) {
    if (!(key in wanted) && !allowedExtra.includes(key)) problems.push(`${path}.${key}: not in the real shape`);
  }
  return problems;
}

/** Mismatches of `actual` against a contract, allowing our extensions only when `mode` is `airlock`. */
export function conformsTo(contract: Contract, actual: unknown, mode: 'airlock' | 'reown' = 'reown'): string[] {
  return shapeMismatches(contract.payload, actual, mode === 'airlock' ? (contract.airlockExtensions ?? []) : []);
}
