/**
 * The Solana chain of devcloud: a LiteSVM runtime (the real Solana program runtime, in-process,
 * no validator), funded at start-up. Real signature and blockhash checks apply to every transaction.
 */
import { FailedTransactionMetadata, LiteSVM } from 'litesvm';
import { address, getBase58Decoder, getTransactionDecoder, lamports, type Address, type Signature } from '@solana/kit';
import { TEST_ACCOUNT_LAMPORTS } from './chain.ts';
import { SOLANA_TEST_KEYPAIR } from './keys.ts';

/** Blocks a blockhash stays valid for, as on a real cluster. */
const BLOCKHASH_VALIDITY = 150n;

export type LedgerAccount = { lamports: bigint; data: Uint8Array; owner: string; executable: boolean; space: bigint };
export type SignatureStatus = { slot: bigint; err: string | null };

export class LedgerError extends Error {
  override name = 'LedgerError';
}

export type SolanaLedger = {
  slot(): bigint;
  getBalance(owner: string): bigint;
  getAccount(owner: string): LedgerAccount | null;
  latestBlockhash(): { blockhash: string; lastValidBlockHeight: bigint };
  /** Runs a signed wire transaction; throws LedgerError with the runtime's reason when it fails. */
  sendTransaction(wire: Uint8Array): string;
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
    latestBlockhash: () => ({ blockhash: svm.latestBlockhash(), lastValidBlockHeight: slot() + BLOCKHASH_VALIDITY }),
    sendTransaction(wire) {
      let transaction: ReturnType<ReturnType<typeof getTransactionDecoder>['decode']>;
      try {
        transaction = getTransactionDecoder().decode(wire);
      } catch (error) {
        throw new LedgerError(`failed to deserialize transaction: ${(error as Error).message}`);
      }
      const [first] = Object.values(transaction.signatures);
      if (!first) throw new LedgerError('transaction carries no signature');
      const signature = base58.decode(first);
      const result = svm.sendTransaction(transaction);
      if (result instanceof FailedTransactionMetadata) {
        throw new LedgerError(`Transaction simulation failed: ${result.toString()}`);
      }
      statuses.set(signature, { slot: slot(), err: null });
      advance();
      return signature as Signature;
    },
    signatureStatus: (signature) => statuses.get(signature) ?? null,
    airdrop,
  };
}
