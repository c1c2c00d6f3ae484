/**
 * Solana JSON-RPC over the LiteSVM ledger: the methods @solana/kit's RPC client sends for what Airlock
 * does (balances, account info, blockhash, fee and compute-unit estimates, sending and confirming) plus
 * requestAirdrop for tests. Answers have the cluster's shapes (`{ context: { slot }, value }` where a
 * cluster gives one).
 */
import { getBase58Decoder, getBase58Encoder, getBase64Encoder } from '@solana/kit';
import { z } from 'zod';
import { describeIssues } from '../validate.ts';
import { SOLANA_GENESIS_HASH } from './chain.ts';
import { LedgerError, type Simulation, type SolanaLedger } from './ledger.ts';

const requestSchema = z.object({
  jsonrpc: z.literal('2.0'),
  id: z.union([z.string(), z.number(), z.null()]).optional(),
  method: z.string().min(1),
  params: z.array(z.unknown()).optional(),
});

export type RpcReply = {
  jsonrpc: '2.0';
  id: string | number | null;
  result?: unknown;
  error?: { code: number; message: string; data?: unknown };
};

/** JSON-RPC 2.0 and Solana's own codes. */
export const RPC_ERRORS = {
  parse: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  sendFailed: -32002,
} as const;

class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message);
  }
}

const pubkey = z.string().regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/, 'expected a base58 public key');
const config = z.looseObject({ commitment: z.string().optional(), encoding: z.string().optional() }).optional();
const sendConfig = z
  .looseObject({ encoding: z.string().optional(), skipPreflight: z.boolean().optional(), preflightCommitment: z.string().optional() })
  .optional();
const simulateConfig = z
  .looseObject({ encoding: z.string().optional(), sigVerify: z.boolean().optional(), replaceRecentBlockhash: z.boolean().optional() })
  .optional();
/** u64 values arrive as JSON numbers (kit sends bigints as numbers) or, from some clients, as strings. */
const u64 = z.union([z.number().int().nonnegative(), z.string().regex(/^\d+$/)]).transform((v) => BigInt(v));

const paramSchemas = {
  getBalance: z.tuple([pubkey, config]),
  getAccountInfo: z.tuple([pubkey, config]),
  getLatestBlockhash: z.tuple([config]),
  sendTransaction: z.tuple([z.string().min(1), sendConfig]),
  simulateTransaction: z.tuple([z.string().min(1), simulateConfig]),
  getFeeForMessage: z.tuple([z.string().min(1), config]),
  isBlockhashValid: z.tuple([z.string().min(1), config]),
  getRecentPrioritizationFees: z.tuple([z.array(pubkey).max(128).optional()]),
  getSignatureStatuses: z.tuple([z.array(z.string()).max(256), config]),
  getGenesisHash: z.tuple([]),
  getVersion: z.tuple([]),
  getSlot: z.tuple([config]),
  getBlockHeight: z.tuple([config]),
  getMinimumBalanceForRentExemption: z.tuple([u64, config]),
  requestAirdrop: z.tuple([pubkey, u64, config]),
} as const;

type Method = keyof typeof paramSchemas;
const isMethod = (m: string): m is Method => Object.hasOwn(paramSchemas, m);

function params<M extends Method>(method: M, raw: unknown[]): z.output<(typeof paramSchemas)[M]> {
  const parsed = paramSchemas[method].safeParse(raw);
  if (!parsed.success) throw new RpcError(RPC_ERRORS.invalidParams, `Invalid params: ${describeIssues(parsed.error)}`);
  return parsed.data as z.output<(typeof paramSchemas)[M]>;
}

/** Bigints go out as JSON numbers, as a cluster sends them (every amount here is far below 2^53). */
const n = (value: bigint) => Number(value);

function decodeWire(encoded: string, encoding: string | undefined, what = 'transaction'): Uint8Array {
  try {
    // Solana's default for sendTransaction and simulateTransaction is base58; kit (and wallets) send base64 and say so.
    return new Uint8Array(encoding === 'base64' ? getBase64Encoder().encode(encoded) : getBase58Encoder().encode(encoded));
  } catch {
    throw new RpcError(RPC_ERRORS.invalidParams, `invalid ${encoding ?? 'base58'} ${what}`);
  }
}

/** A simulation in the cluster's shape (unsupported parts, such as `accounts`, are null). */
function simulationValue(simulation: Simulation) {
  const { replacementBlockhash: replaced } = simulation;
  return {
    err: simulation.err,
    logs: simulation.logs,
    accounts: null,
    unitsConsumed: n(simulation.unitsConsumed),
    returnData: null,
    fee: simulation.fee === null ? null : n(simulation.fee),
    loadedAddresses: null,
    preBalances: null,
    postBalances: null,
    preTokenBalances: null,
    postTokenBalances: null,
    innerInstructions: null,
    replacementBlockhash: replaced ? { blockhash: replaced.blockhash, lastValidBlockHeight: n(replaced.lastValidBlockHeight) } : null,
  };
}

/** Ledger refusals as JSON-RPC errors; a failed preflight carries its simulation, as a cluster's does. */
function asRpcError(error: unknown, code: number): never {
  if (!(error instanceof LedgerError)) throw error;
  if (error.message.startsWith('Invalid params')) throw new RpcError(RPC_ERRORS.invalidParams, error.message);
  throw new RpcError(code, error.message, error.simulation ? simulationValue(error.simulation) : undefined);
}

function call(ledger: SolanaLedger, method: Method, raw: unknown[]): unknown {
  const context = { slot: n(ledger.slot()), apiVersion: '2.2.0' };
  switch (method) {
    case 'getBalance': {
      const [owner] = params(method, raw);
      return { context, value: n(ledger.getBalance(owner)) };
    }
    case 'getAccountInfo': {
      const [owner, options] = params(method, raw);
      const account = ledger.getAccount(owner);
      if (!account) return { context, value: null };
      // base64 unless base58 is asked for (jsonParsed falls back to base64, as a cluster does for unknown owners).
      const data =
        options?.encoding === 'base58'
          ? [getBase58Decoder().decode(account.data), 'base58']
          : [Buffer.from(account.data).toString('base64'), 'base64'];
      return {
        context,
        value: {
          data,
          executable: account.executable,
          lamports: n(account.lamports),
          owner: account.owner,
          rentEpoch: Number.MAX_SAFE_INTEGER,
          space: n(account.space),
        },
      };
    }
    case 'getLatestBlockhash': {
      params(method, raw);
      const { blockhash, lastValidBlockHeight } = ledger.latestBlockhash();
      return { context, value: { blockhash, lastValidBlockHeight: n(lastValidBlockHeight) } };
    }
    case 'sendTransaction': {
      const [encoded, options] = params(method, raw);
      try {
        return ledger.sendTransaction(decodeWire(encoded, options?.encoding), { skipPreflight: options?.skipPreflight });
      } catch (error) {
        return asRpcError(error, RPC_ERRORS.sendFailed);
      }
    }
    case 'simulateTransaction': {
      const [encoded, options] = params(method, raw);
      try {
        const simulation = ledger.simulateTransaction(decodeWire(encoded, options?.encoding), {
          sigVerify: options?.sigVerify,
          replaceRecentBlockhash: options?.replaceRecentBlockhash,
        });
        return { context, value: simulationValue(simulation) };
      } catch (error) {
        return asRpcError(error, RPC_ERRORS.invalidParams);
      }
    }
    case 'getFeeForMessage': {
      const [encoded] = params(method, raw);
      try {
        // The message is always base64 for this method.
        const fee = ledger.feeForMessage(decodeWire(encoded, 'base64', 'message'));
        return { context, value: fee === null ? null : n(fee) };
      } catch (error) {
        return asRpcError(error, RPC_ERRORS.invalidParams);
      }
    }
    case 'isBlockhashValid': {
      const [blockhash] = params(method, raw);
      return { context, value: ledger.isBlockhashValid(blockhash) };
    }
    case 'getRecentPrioritizationFees':
      params(method, raw);
      // Nobody else sends transactions here: no recent slot paid a priority fee.
      return [];
    case 'getSignatureStatuses': {
      const [signatures] = params(method, raw);
      const value = signatures.map((signature) => {
        const status = ledger.signatureStatus(signature);
        if (!status) return null;
        const { err } = status;
        return {
          slot: n(status.slot),
          confirmations: null,
          err,
          status: err ? { Err: err } : { Ok: null },
          confirmationStatus: 'finalized',
        };
      });
      return { context, value };
    }
    case 'getGenesisHash':
      params(method, raw);
      return SOLANA_GENESIS_HASH;
    case 'getVersion':
      params(method, raw);
      return { 'solana-core': '2.2.0-devcloud-litesvm', 'feature-set': 0 };
    case 'getSlot':
    case 'getBlockHeight':
      params(method, raw);
      return context.slot;
    case 'getMinimumBalanceForRentExemption': {
      const [size] = params(method, raw);
      // Rent: 3480 lamports per byte-year, two years, plus the 128-byte account overhead.
      return n((size + 128n) * 3480n * 2n);
    }
    case 'requestAirdrop': {
      const [owner, amount] = params(method, raw);
      try {
        return ledger.airdrop(owner, amount);
      } catch (error) {
        if (error instanceof LedgerError) throw new RpcError(RPC_ERRORS.invalidParams, error.message);
        throw error;
      }
    }
  }
}

function answerOne(ledger: SolanaLedger, request: unknown): RpcReply {
  const parsed = requestSchema.safeParse(request);
  const id = parsed.success ? (parsed.data.id ?? null) : null;
  if (!parsed.success)
    return { jsonrpc: '2.0', id, error: { code: RPC_ERRORS.invalidRequest, message: `Invalid request: ${describeIssues(parsed.error)}` } };
  const { method } = parsed.data;
  if (!isMethod(method)) return { jsonrpc: '2.0', id, error: { code: RPC_ERRORS.methodNotFound, message: `Method not found: ${method}` } };
  try {
    return { jsonrpc: '2.0', id, result: call(ledger, method, parsed.data.params ?? []) };
  } catch (error) {
    if (error instanceof RpcError)
      return {
        jsonrpc: '2.0',
        id,
        error: { code: error.code, message: error.message, ...(error.data === undefined ? {} : { data: error.data }) },
      };
    if (error instanceof LedgerError) return { jsonrpc: '2.0', id, error: { code: RPC_ERRORS.invalidParams, message: error.message } };
    throw error;
  }
}

/** Answers a JSON-RPC body (one request or a batch) as text; malformed JSON gets the parse error. */
export function answerSolanaRpc(ledger: SolanaLedger, text: string): RpcReply | RpcReply[] {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return { jsonrpc: '2.0', id: null, error: { code: RPC_ERRORS.parse, message: 'Parse error' } };
  }
  if (Array.isArray(body)) {
    if (body.length === 0)
      return { jsonrpc: '2.0', id: null, error: { code: RPC_ERRORS.invalidRequest, message: 'Invalid request: empty batch' } };
    return body.map((request) => answerOne(ledger, request));
  }
  return answerOne(ledger, body);
}
