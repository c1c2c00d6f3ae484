/**
 * What the visitor reads before approving: the secure site's backend builds it (`POST
 * /api/preview`), the frame page parses it with this schema and renders it. zod/mini, since
 * the frame bundle carries it. Every string is bounded: a request may be hostile.
 */
import * as z from 'zod/mini';

const text = (max: number) => z.string().check(z.maxLength(max));
const short = text(256);

/** Typed data as a tree: a field with its type and value, or a struct with its fields. */
export type TreeNode = { label: string; type?: string; value?: string; children?: TreeNode[] };
export const treeNodeSchema: z.ZodMiniType<TreeNode> = z.object({
  label: short,
  type: z.optional(short),
  value: z.optional(text(20_000)),
  get children() {
    return z.optional(z.array(treeNodeSchema).check(z.maxLength(1000)));
  },
});

/** An amount as shown: `value` is the decimal text ('0.01', 'Unlimited'), `usd` is set only when a price is known. */
export const amountSchema = z.object({ value: short, symbol: short, usd: z.optional(short) });
export type Amount = z.infer<typeof amountSchema>;

export const noticeSchema = z.object({ tone: z.enum(['warning', 'info']), text: text(1000) });
export type Notice = z.infer<typeof noticeSchema>;

/** A decoded contract call: what it does ('ERC-20 transfer') and its arguments in words (its warnings are notices). */
export const decodedCallSchema = z.object({
  title: short,
  fields: z.array(z.object({ label: short, value: text(2000) })).check(z.maxLength(32)),
});
export type DecodedCall = z.infer<typeof decodedCallSchema>;

export const callViewSchema = z.object({
  /** null: the call deploys a contract. */
  to: z.nullable(short),
  value: amountSchema,
  /** The calldata: its size, its 4-byte selector and (possibly cut) hex; null when there is none. */
  data: z.nullable(z.object({ bytes: z.int(), selector: z.optional(short), hex: text(4200) })),
  /** null when no known ABI matches the calldata. */
  decoded: z.nullable(decodedCallSchema),
});
export type CallView = z.infer<typeof callViewSchema>;

export const balanceChangeSchema = z.object({
  direction: z.enum(['in', 'out']),
  amount: amountSchema,
  /** 'native', or the token's contract address (a symbol alone can be faked). */
  asset: short,
});
export type BalanceChange = z.infer<typeof balanceChangeSchema>;

export const simulationViewSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('ok'), changes: z.array(balanceChangeSchema).check(z.maxLength(64)), fee: z.optional(amountSchema) }),
  z.object({ status: z.literal('reverted'), reason: text(1000) }),
  z.object({ status: z.literal('unavailable'), reason: text(1000) }),
]);
export type SimulationView = z.infer<typeof simulationViewSchema>;

export const detailsSchema = z.discriminatedUnion('kind', [
  /** personal_sign, solana_signMessage: text when the bytes are clean UTF-8, hex otherwise. */
  z.object({ kind: z.literal('message'), encoding: z.enum(['text', 'hex']), content: text(200_000), bytes: z.int() }),
  z.object({
    kind: z.literal('typedData'),
    primaryType: short,
    domain: z.array(treeNodeSchema).check(z.maxLength(64)),
    message: z.array(treeNodeSchema).check(z.maxLength(1000)),
  }),
  z.object({
    kind: z.literal('calls'),
    calls: z.array(callViewSchema).check(z.minLength(1), z.maxLength(500)),
    simulation: simulationViewSchema,
    /** Set when a paymaster pays the gas (the smart account's UserOperation): who sponsors it. */
    sponsor: z.optional(short),
  }),
  z.object({
    kind: z.literal('solanaTransactions'),
    transactions: z.array(z.int()).check(z.minLength(1), z.maxLength(1000)),
    send: z.boolean(),
  }),
  /**
   * A Bitcoin PSBT: every output with its value (`change`: back to the signing payment account), the fee (inputs less
   * outputs), how many inputs the wallet signs, and whether it is broadcast once signed.
   */
  z.object({
    kind: z.literal('bitcoinTransaction'),
    outputs: z.array(z.object({ address: short, value: amountSchema, change: z.boolean() })).check(z.minLength(1), z.maxLength(500)),
    fee: amountSchema,
    signing: z.int(),
    send: z.boolean(),
  }),
  /** Anything without a better view (permissions): the params as pretty JSON. */
  z.object({ kind: z.literal('raw'), content: text(20_000) }),
]);
export type Details = z.infer<typeof detailsSchema>;

export const previewSchema = z.object({
  title: short,
  /** The account that signs or sends, as the request names it. */
  account: z.nullable(short),
  network: z.nullable(short),
  notices: z.array(noticeSchema).check(z.maxLength(16)),
  details: detailsSchema,
});
export type Preview = z.infer<typeof previewSchema>;
