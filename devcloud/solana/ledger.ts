/**
 * The Solana chain of devcloud: a LiteSVM runtime (the real Solana program runtime, in-process,
 * no validator), funded at start-up. Real signature and blockhash checks apply to every transaction,
 * sending runs a preflight simulation first (unless skipped), and fees are charged as on a cluster.
 */
import { FailedTransactionMetadata, LiteSVM } from 'litesvm';
import {
  address,
  getBase58Decoder,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  lamports,
  type Address,
  type ReadonlyUint8Array,
  type Signature,
  type Transaction,
} from '@solana/kit';
import { TEST_ACCOUNT_LAMPORTS } from './chain.ts';
import { messageFee } from './fees.ts';
import { SOLANA_TEST_KEYPAIR } from './keys.ts';
import { transactionErrorJson, type TransactionErrorJson } from './txError.ts';

/** Blocks a blockhash stays valid for, as on a real cluster. */
const BLOCKHASH_VALIDITY = 150n;

export type LedgerAccount = { lamports: bigint; data: Uint8Array; owner: string; executable: boolean; space: bigint };
export type SignatureStatus = { slot: bigint; err: TransactionErrorJson | null };
export type BlockhashLifetime = { blockhash: string; lastValidBlockHeight: bigint };

/** What `simulateTransaction` reports (and a failed preflight carries). */
export type Simulation = {
  err: TransactionErrorJson | null;
  logs: string[];
  unitsConsumed: bigint;
  /** What the transaction would pay; null for bytes that are no message. */
  fee: bigint | null;
  /** The blockhash simulated with, when `replaceRecentBlockhash` asked for the latest one. */
  replacementBlockhash: BlockhashLifetime | null;
};

export type SimulateOptions = { sigVerify?: boolean; replaceRecentBlockhash?: boolean };
export type SendOptions = { skipPreflight?: boolean };

export class LedgerError extends Error {
  override name = 'LedgerError';
  constructor(
    message: string,
    /** The failed preflight, for the RPC error's `data`. */
    readonly simulation?: Simulation,
  ) {
    super(message);
  }
}

export type SolanaLedger = {
  slot(): bigint;
  getBalance(owner: string): bigint;
  getAccount(owner: string): LedgerAccount | null;
  latestBlockhash(): BlockhashLifetime;
  isBlockhashValid(blockhash: string): boolean;
  /** The fee of a compiled message, or null when its blockhash is no longer (or never was) valid. */
  feeForMessage(message: Uint8Array): bigint | null;
  /** Runs a wire transaction without keeping its effects. Signatures are not checked unless `sigVerify`. */
  simulateTransaction(wire: Uint8Array, options?: SimulateOptions): Simulation;
  /**
   * Runs a signed wire transaction and returns its signature. A failing preflight, or a transaction the
   * runtime refuses outright, throws LedgerError; one that fails while executing (preflight skipped) lands
   * with its error, and its fee is charged, as on a cluster.
   */
  sendTransaction(wire: Uint8Array, options?: SendOptions): string;
  signatureStatus(signature: string): SignatureStatus | null;
  airdrop(owner: string, amount: bigint): string;
};

const base58 = getBase58Decoder();

function toAddress(value: string): Address {
  try {
    return address(value);
  } catch {
    throw new LedgerError(`Invalid param: ${value} is not a base58 public key`);
  }
}

function decodeTransaction(wire: Uint8Array): Transaction {
  try {
    return getTransactionDecoder().decode(wire);
  } catch (error) {
    throw new LedgerError(`failed to deserialize transaction: ${(error as Error).message}`);
  }
}

function feeOf(messageBytes: ReadonlyUint8Array): bigint | null {
  try {
    return messageFee(messageBytes).fee;
  } catch {
    return null;
  }
}

/** A fresh chain with `funded` accounts (default: the test account with 10 SOL). */
export function createSolanaLedger(
  funded: ReadonlyArray<{ address: string; lamports: bigint }> = [
    { address: SOLANA_TEST_KEYPAIR.address, lamports: TEST_ACCOUNT_LAMPORTS },
  ],
): SolanaLedger {
  const svm = new LiteSVM();
  const statuses = new Map<string, SignatureStatus>();
  const slot = () => svm.getClock().slot;
  // Each landed transaction advances the chain a slot, so statuses and contexts move like a cluster.
  // The blockhash stays (LiteSVM accepts only the latest one), so a client's fetched blockhash keeps working.
  const advance = () => svm.warpToSlot(slot() + 1n);
  const latestBlockhash = () => ({ blockhash: svm.latestBlockhash(), lastValidBlockHeight: slot() + BLOCKHASH_VALIDITY });

  function airdrop(owner: string, amount: bigint): string {
    const target = toAddress(owner);
    let result = svm.airdrop(target, lamports(amount));
    // The same airdrop twice under one blockhash is the same transaction: take a new blockhash and retry.
    if (result instanceof FailedTransactionMetadata && result.toString().includes('AlreadyProcessed')) {
      svm.expireBlockhash();
      result = svm.airdrop(target, lamports(amount));
    }
    if (!result || result instanceof FailedTransactionMetadata)
      throw new LedgerError(`airdrop failed: ${result?.toString() ?? 'no result'}`);
    const signature = base58.decode(result.signature());
    statuses.set(signature, { slot: slot(), err: null });
    advance();
    return signature;
  }

  function simulate(transaction: Transaction, { sigVerify = false, replaceRecentBlockhash = false }: SimulateOptions): Simulation {
    if (sigVerify && replaceRecentBlockhash) throw new LedgerError('Invalid params: sigVerify may not be used with replaceRecentBlockhash');
    const outcome = { fee: feeOf(transaction.messageBytes), replacementBlockhash: replaceRecentBlockhash ? latestBlockhash() : null };
    // The runtime's switches are global: set them for this one run, then back to a cluster's rules.
    svm.withSigverify(sigVerify);
    svm.withBlockhashCheck(!replaceRecentBlockhash);
    try {
      const result = svm.simulateTransaction(transaction);
      if (result instanceof FailedTransactionMetadata) {
        const meta = result.meta();
        return { ...outcome, err: transactionErrorJson(result), logs: meta.logs(), unitsConsumed: meta.computeUnitsConsumed() };
      }
      const meta = result.meta();
      return { ...outcome, err: null, logs: meta.logs(), unitsConsumed: meta.computeUnitsConsumed() };
    } catch {
      // LiteSVM refuses a transaction with a missing signature before running it.
      return { ...outcome, err: 'SignatureFailure', logs: [], unitsConsumed: 0n };
    } finally {
      svm.withSigverify(true);
      svm.withBlockhashCheck(true);
    }
  }

  for (const account of funded) airdrop(account.address, account.lamports);

  return {
    slot,
    getBalance: (owner) => svm.getBalance(toAddress(owner)) ?? 0n,
    getAccount(owner) {
      const account = svm.getAccount(toAddress(owner));
      if (!account.exists) return null;
      return {
        lamports: account.lamports,
        data: account.data,
        owner: account.programAddress,
        executable: account.executable,
        space: account.space,
      };
    },
    latestBlockhash,
    isBlockhashValid: (blockhash) => blockhash === svm.latestBlockhash(),
    feeForMessage(message) {
      let facts: ReturnType<typeof messageFee>;
      try {
        facts = messageFee(message);
      } catch (error) {
        throw new LedgerError(`Invalid params: not a transaction message (${(error as Error).message})`);
      }
      return facts.blockhash === svm.latestBlockhash() ? facts.fee : null;
    },
    simulateTransaction: (wire, options = {}) => simulate(decodeTransaction(wire), options),
    sendTransaction(wire, options = {}) {
      const transaction = decodeTransaction(wire);
      const [first] = Object.values(transaction.signatures);
      if (!first) throw new LedgerError('transaction carries no signature');
      const signature = base58.decode(first);
      if (!options.skipPreflight) {
        const preflight = simulate(transaction, { sigVerify: true });
        if (preflight.err) throw new LedgerError(`Transaction simulation failed: ${JSON.stringify(preflight.err)}`, preflight);
      }
      const feePayer = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes).staticAccounts[0];
      const before = feePayer ? svm.getBalance(feePayer) : null;
      let result: ReturnType<LiteSVM['sendTransaction']>;
      try {
        result = svm.sendTransaction(transaction);
      } catch (error) {
        throw new LedgerError(`Transaction failed: ${(error as Error).message}`);
      }
      if (result instanceof FailedTransactionMetadata) {
        const err = transactionErrorJson(result);
        // Charged a fee means it landed (it failed while executing); otherwise the runtime refused it.
        const charged = feePayer !== undefined && svm.getBalance(feePayer) !== before;
        if (!charged) throw new LedgerError(`Transaction failed: ${JSON.stringify(err)}`);
        statuses.set(signature, { slot: slot(), err });
        advance();
        return signature as Signature;
      }
      statuses.set(signature, { slot: slot(), err: null });
      advance();
      return signature as Signature;
    },
    signatureStatus: (signature) => statuses.get(signature) ?? null,
    airdrop,
  };
}
