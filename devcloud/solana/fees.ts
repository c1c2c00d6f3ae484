/**
 * Transaction fees as the runtime charges them (checked against LiteSVM in solana.test.ts): 5000 lamports
 * per signature, plus a priority fee when the message sets a compute-unit price, for `getFeeForMessage`
 * and the `fee` of `simulateTransaction`.
 */
import { getCompiledTransactionMessageDecoder, type ReadonlyUint8Array } from '@solana/kit';

export const LAMPORTS_PER_SIGNATURE = 5_000n;

const COMPUTE_BUDGET_PROGRAM = 'ComputeBudget111111111111111111111111111111';
/** Builtins the runtime reserves 3000 compute units for when no limit is set; any other program gets 200 000. */
const BUILTIN_PROGRAMS = new Set([
  '11111111111111111111111111111111', // System
  COMPUTE_BUDGET_PROGRAM,
  'Vote111111111111111111111111111111111111111',
  'BPFLoader1111111111111111111111111111111111',
  'BPFLoader2111111111111111111111111111111111',
  'BPFLoaderUpgradeab1e11111111111111111111111',
  'LoaderV411111111111111111111111111111111111',
]);
const BUILTIN_UNITS = 3_000n;
const PROGRAM_UNITS = 200_000n;
const MAX_UNITS = 1_400_000n;
const MICRO_LAMPORTS = 1_000_000n;
/** ComputeBudget instruction tags. */
const SET_COMPUTE_UNIT_LIMIT = 2;
const SET_COMPUTE_UNIT_PRICE = 3;

export type MessageFeeFacts = { fee: bigint; blockhash: string };

/** The fee of a compiled message (legacy or v0) and the blockhash it names; throws on bytes that are no message. */
export function messageFee(messageBytes: ReadonlyUint8Array): MessageFeeFacts {
  const message = getCompiledTransactionMessageDecoder().decode(messageBytes);
  if (!('instructions' in message)) throw new Error(`transaction version ${message.version} is not supported`);
  let limit: bigint | undefined;
  let price = 0n;
  let defaultLimit = 0n;
  for (const instruction of message.instructions) {
    const program = message.staticAccounts[instruction.programAddressIndex] ?? '';
    defaultLimit += BUILTIN_PROGRAMS.has(program) ? BUILTIN_UNITS : PROGRAM_UNITS;
    const data = instruction.data;
    if (program !== COMPUTE_BUDGET_PROGRAM || !data || data.length === 0) continue;
    const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
    if (data[0] === SET_COMPUTE_UNIT_LIMIT && data.length >= 5) limit = BigInt(view.getUint32(1, true));
    if (data[0] === SET_COMPUTE_UNIT_PRICE && data.length >= 9) price = view.getBigUint64(1, true);
  }
  const units = (limit ?? defaultLimit) < MAX_UNITS ? (limit ?? defaultLimit) : MAX_UNITS;
  const priority = (price * units + MICRO_LAMPORTS - 1n) / MICRO_LAMPORTS;
  return { fee: BigInt(message.header.numSignerAccounts) * LAMPORTS_PER_SIGNATURE + priority, blockhash: message.lifetimeToken };
}
