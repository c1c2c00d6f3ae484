import type { Server } from 'node:http';
import {
  address,
  appendTransactionMessageInstruction,
  compileTransaction,
  createTransactionMessage,
  getBase58Decoder,
  getTransactionEncoder,
  pipe,
  setTransactionMessageFeePayer,
  setTransactionMessageLifetimeUsingBlockhash,
} from '@solana/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeServer, listen } from '../listen.ts';
import { keypairFromSeed } from '../solana/keys.ts';
import { createSolanaLedger, type SolanaLedger } from '../solana/ledger.ts';
import { solanaRoutes } from '../solana/routes.ts';
import { transferInstruction } from '../solana/transfer.fixture.ts';
import { SolanaSigningError, signAndSendTransaction, signBase58Transaction } from './solanaSigning.ts';

const PORT = 5230;
const user = keypairFromSeed(new Uint8Array(32).fill(7));
const stranger = keypairFromSeed(new Uint8Array(32).fill(9));
const RECEIVER = address('9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin');

let server: Server;
let ledger: SolanaLedger;

/** A transfer of `lamports` from the user, unsigned, as base58 wire bytes (what the app sends to the frame). */
function unsignedTransfer(lamports: bigint): string {
  const { blockhash, lastValidBlockHeight } = ledger.latestBlockhash();
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(address(user.address), m),
    (m) => setTransactionMessageLifetimeUsingBlockhash({ blockhash: blockhash as never, lastValidBlockHeight }, m),
    (m) => appendTransactionMessageInstruction(transferInstruction(address(user.address), RECEIVER, lamports), m),
  );
  return getBase58Decoder().decode(getTransactionEncoder().encode(compileTransaction(message)));
}

beforeAll(async () => {
  ledger = createSolanaLedger();
  ledger.airdrop(user.address, 2_000_000_000n);
  server = await listen(solanaRoutes({ ledger: () => ledger }), PORT);
});
afterAll(() => closeServer(server));

describe("the embedded wallet's Solana transactions", () => {
  it('signs and sends a transfer: the receiver gains it, the sender pays it and the fee', async () => {
    const before = ledger.getBalance(user.address);
    const signature = await signAndSendTransaction(`http://127.0.0.1:${PORT}`, unsignedTransfer(500_000_000n), user);
    expect(signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/);
    expect(ledger.getBalance(RECEIVER)).toBe(500_000_000n);
    expect(ledger.getBalance(user.address)).toBe(before - 500_000_000n - 5_000n);
  });

  it('signs without sending, and refuses a transaction the wallet does not sign or cannot read', () => {
    const signed = signBase58Transaction(unsignedTransfer(1n), user);
    expect(signed).not.toBe(unsignedTransfer(1n));
    expect(() => signBase58Transaction(unsignedTransfer(1n), stranger)).toThrow(SolanaSigningError);
    expect(() => signBase58Transaction('abc', user)).toThrow('Invalid transaction');
  });
});
