/**
 * eth_signTypedData_v4 as a tree the visitor can read: the domain and the message, each field
 * with its EIP-712 type, structs and arrays as nested nodes. Only fields named in `types` are
 * shown, since only they are signed; a field the types name but the message lacks says so.
 */
import * as z from 'zod/mini';
import type { Details, TreeNode } from './schema.ts';

export type TypedDataDetails = Extract<Details, { kind: 'typedData' }>;

const typedDataSchema = z.object({
  types: z.record(z.string(), z.array(z.object({ name: z.string(), type: z.string() }))),
  primaryType: z.string(),
  domain: z.optional(z.record(z.string(), z.unknown())),
  message: z.record(z.string(), z.unknown()),
});
export type TypedData = z.infer<typeof typedDataSchema>;

/** The request's second param: a JSON string (as viem sends it) or the object; null when it is not typed data. */
export function parseTypedData(raw: unknown): TypedData | null {
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return null;
    }
  }
  const parsed = typedDataSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** The domain fields in EIP-712's order, for a domain whose types leave EIP712Domain out. */
const DOMAIN_FIELDS = [
  { name: 'name', type: 'string' },
  { name: 'version', type: 'string' },
  { name: 'chainId', type: 'uint256' },
  { name: 'verifyingContract', type: 'address' },
  { name: 'salt', type: 'bytes32' },
];

const MAX_DEPTH = 12;
const MAX_NODES = 1000;
const MAX_VALUE = 2000;

/** Names and types come from the request: keep them short enough to lay out. */
const clip = (text: string) => (text.length > 200 ? `${text.slice(0, 200)}…` : text);

function leaf(value: unknown): string {
  if (value === undefined || value === null) return '(missing)';
  const text = typeof value === 'string' ? value : typeof value === 'object' ? JSON.stringify(value) : String(value);
  return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE)}…` : text;
}

export function typedDataTree(data: TypedData): TypedDataDetails {
  let budget = MAX_NODES;
  const { types } = data;

  function node(rawLabel: string, rawType: string, value: unknown, depth: number): TreeNode {
    budget--;
    const label = clip(rawLabel);
    const type = clip(rawType);
    const array = /^(.*)\[(\d*)\]$/.exec(type);
    const fields = Object.hasOwn(types, type) ? types[type] : undefined;
    if ((array || fields) && depth >= MAX_DEPTH) return { label, type, value: '(nested too deep to show)' };
    if (array) {
      if (!Array.isArray(value)) return { label, type, value: leaf(value) };
      const items = value.map((item, i) => ({ label: `[${i}]`, type: array[1]!, value: item }));
      return { label, type, children: list(items, depth + 1) };
    }
    if (fields) {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return { label, type, value: leaf(value) };
      const record = value as Record<string, unknown>;
      return {
        label,
        type,
        children: list(
          fields.map((field) => ({ label: field.name, type: field.type, value: record[field.name] })),
          depth + 1,
        ),
      };
    }
    return { label, type, value: leaf(value) };
  }

  function list(entries: { label: string; type: string; value: unknown }[], depth: number): TreeNode[] {
    const out: TreeNode[] = [];
    for (const entry of entries) {
      if (budget <= 0) {
        out.push({ label: '…', value: 'more fields not shown' });
        break;
      }
      out.push(node(entry.label, entry.type, entry.value, depth));
    }
    return out;
  }

  const domain = data.domain ?? {};
  const domainFields = types.EIP712Domain ?? DOMAIN_FIELDS.filter((field) => domain[field.name] !== undefined);
  const primary = types[data.primaryType] ?? [];
  return {
    kind: 'typedData',
    primaryType: data.primaryType,
    domain: list(
      domainFields.map((field) => ({ label: field.name, type: field.type, value: domain[field.name] })),
      1,
    ),
    message: list(
      primary.map((field) => ({ label: field.name, type: field.type, value: data.message[field.name] })),
      1,
    ),
  };
}
