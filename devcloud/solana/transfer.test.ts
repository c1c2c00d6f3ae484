/**
 * SOL transfers for real through devcloud's HTTP RPC (127.0.0.1:5220, at the provider-RPC path
 * `/v1/?chainId=solana:…`), the way the Send feature and a Wallet Standard wallet will do them: @solana/kit
 * builds and estimates, the wallet signs the base64 wire transaction, and LiteSVM runs it.
 */
import { createHash } from 'node:crypto';
import type { Server } from 'node:http';
import {
  address,
  appendTransactionMessageInstruction,
  appendTransactionMessageInstructions,
  type Base64EncodedWireTransaction,
  blockhash,
  compileTransaction,
  createKeyPairSignerFromPrivateKeyBytes,
  createSolanaRpc,
  createTransactionMessage,
  estimateResourceLimitsFactory,
  getBase64Decoder,
  getBase64EncodedWireTransaction,
  pipe,
  setTransactionMessageComputeUnitLimit,
  setTransactionMessageComputeUnitPrice,
  setTransactionMessageFeePayer,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  type TransactionMessageBytesBase64,
} from '@solana/kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { closeServer, listen } from '../listen.ts';
import { createStateStore } from '../state.ts';
import { SOLANA_CAIP_NETWORK_ID } from './chain.ts';
import { keypairFromSeed, SOLANA_TEST_KEYPAIR } from './keys.ts';
import { createSolanaLedger } from './ledger.ts';
import { lazyLedger } from './routes.ts';
import { transferInstruction } from './transfer.fixture.ts';

const DEVCLOUD = 'http://127.0.0.1:5220';
const RPC_URL = `${DEVCLOUD}/v1/?chainId=${SOLANA_CAIP_NETWORK_ID}&projectId=solana-transfer`;
const seed = (label: string) => createHash('sha256').update(label).digest();
const sender = address(SOLANA_TEST_KEYPAIR.address);
const base64Message = (bytes: Uint8Array) => getBase64Decoder().decode(bytes) as TransactionMessageBytesBase64;

let server: Server;
const rpc = createSolanaRpc(RPC_URL);
const balance = async (owner: string) => (await rpc.getBalance(address(owner)).send()).value;
/** The JSON-RPC answer as sent, for the error shapes kit would wrap. */
const raw = async (method: string, params: unknown[]) =>
  (await (await fetch(RPC_URL, { method: 'POST', body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) })).json()) as {
    result?: any;
    error?: { code: number; message: string; data?: any };
  };
/** What the test wallet does for `solana:signTransaction`: devcloud signs for the test account. */
async function walletSign(wire: Base64EncodedWireTransaction) {
  const response = await fetch(`${DEVCLOUD}/__devcloud/solana/sign-transaction`, {
    method: 'POST',
    body: JSON.stringify({ transaction: wire }),
  });
  return { status: response.status, body: (await response.json()) as { transaction: Base64EncodedWireTransaction; signature: string } };
}
async function transferMessage(to: string, amount: bigint) {
  const { value: lifetime } = await rpc.getLatestBlockhash().send();
  return pipe(
    createTransactionMessage({ version: 0 }),
    (m) => setTransactionMessageFeePayer(sender, m),
    (m) => setTransactionMessageLifetimeUsingBlockhash(lifetime, m),
    (m) => appendTransactionMessageInstruction(transferInstruction(sender, address(to), amount), m),
  );
}

beforeAll(async () => {
  const app = createApp({
    chain: { chains: [], tokens: [] },
    state: createStateStore({ dir: null }),
    wallets: [],
    solana: { ledger: lazyLedger() },
  });
  server = await listen(app, 5220);
});
afterAll(() => closeServer(server));

describe('a SOL transfer, as the Send feature and a Wallet Standard wallet make it', () => {
  it('estimates the fee and compute units, is signed by the wallet, lands, and moves both balances', async () => {
    const recipient = keypairFromSeed(seed('transfer recipient')).address;
    const amount = 1_250_000_000n;
    const [senderBefore, recipientBefore] = [await balance(sender), await balance(recipient)];
    const message = await transferMessage(recipient, amount);
    const unsigned = compileTransaction(message);

    // Fee estimate (getFeeForMessage) and compute-unit estimate (kit's own simulateTransaction flow).
    expect((await rpc.getFeeForMessage(base64Message(new Uint8Array(unsigned.messageBytes))).send()).value).toBe(5_000n);
    const { computeUnitLimit } = await estimateResourceLimitsFactory({ rpc })(message);
    expect(computeUnitLimit).toBeGreaterThan(0);
    const simulated = await rpc
      .simulateTransaction(getBase64EncodedWireTransaction(unsigned), {
        encoding: 'base64',
        sigVerify: false,
        replaceRecentBlockhash: true,
      })
      .send();
    expect(simulated.value).toMatchObject({ err: null, unitsConsumed: 150n, fee: 5_000n });
    expect(simulated.value.logs).toContain('Program 11111111111111111111111111111111 success');
    expect(await balance(sender)).toBe(senderBefore); // a simulation changes nothing

    // signAndSendTransaction: the wallet signs the base64 wire transaction and sends it.
    const signed = await walletSign(getBase64EncodedWireTransaction(unsigned));
    expect(signed.status).toBe(200);
    const signature = await rpc.sendTransaction(signed.body.transaction, { encoding: 'base64', preflightCommitment: 'confirmed' }).send();
    expect(signature).toBe(signed.body.signature);

    const { value: statuses } = await rpc.getSignatureStatuses([signature]).send();
    expect(statuses[0]).toMatchObject({ err: null, confirmationStatus: 'finalized' }); // finalized is past confirmed
    expect(await balance(recipient)).toBe(recipientBefore + amount);
    expect(await balance(sender)).toBe(senderBefore - amount - 5_000n);
  });

  it('refuses in preflight a transfer beyond the balance (nothing charged), and lands it failed when preflight is skipped', async () => {
    const recipient = keypairFromSeed(seed('too much')).address;
    const before = await balance(sender);
    const { body } = await walletSign(getBase64EncodedWireTransaction(compileTransaction(await transferMessage(recipient, before * 2n))));

    const refused = await raw('sendTransaction', [body.transaction, { encoding: 'base64' }]);
    expect(refused.error).toMatchObject({ code: -32002, data: { err: { InstructionError: [0, { Custom: 1 }] } } });
    expect(refused.error?.message).toMatch(/^Transaction simulation failed/);
    expect(refused.error?.data.logs.join('\n')).toContain('insufficient lamports');
    expect(await balance(sender)).toBe(before);

    const landed = await raw('sendTransaction', [body.transaction, { encoding: 'base64', skipPreflight: true }]);
    expect(landed.result).toBe(body.signature);
    const { value: statuses } = await rpc.getSignatureStatuses([body.signature as never]).send();
    expect(statuses[0]).toMatchObject({ err: { InstructionError: [0n, { Custom: 1n }] } });
    expect(await balance(sender)).toBe(before - 5_000n);
    expect(await balance(recipient)).toBe(0n);
  });

  it('answers null for a fee under an unknown blockhash, and tells valid blockhashes apart', async () => {
    const message = await transferMessage(keypairFromSeed(seed('stale')).address, 1n);
    const stale = setTransactionMessageLifetimeUsingBlockhash(
      { blockhash: blockhash('11111111111111111111111111111111'), lastValidBlockHeight: 1n },
      message,
    );
    expect((await rpc.getFeeForMessage(base64Message(new Uint8Array(compileTransaction(stale).messageBytes))).send()).value).toBeNull();
    const { value: latest } = await rpc.getLatestBlockhash().send();
    expect((await rpc.isBlockhashValid(latest.blockhash).send()).value).toBe(true);
    expect((await rpc.isBlockhashValid(blockhash('11111111111111111111111111111111')).send()).value).toBe(false);
    expect(await rpc.getRecentPrioritizationFees().send()).toEqual([]);
    expect((await raw('getFeeForMessage', ['not a message'])).error?.code).toBe(-32602);
  });

  it('signs only for the test account', async () => {
    const stranger = await createKeyPairSignerFromPrivateKeyBytes(seed('stranger'));
    const { value: lifetime } = await rpc.getLatestBlockhash().send();
    const message = pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayer(stranger.address, m),
      (m) => setTransactionMessageLifetimeUsingBlockhash(lifetime, m),
      (m) => appendTransactionMessageInstruction(transferInstruction(stranger.address, sender, 1n), m),
    );
    const refused = await walletSign(getBase64EncodedWireTransaction(compileTransaction(message)));
    expect(refused.status).toBe(400);
    expect((await walletSign('AAAA' as Base64EncodedWireTransaction)).status).toBe(400);
  });
});

describe('fees', () => {
  it('getFeeForMessage says exactly what the runtime charges, priority fees included', async () => {
    const payer = await createKeyPairSignerFromPrivateKeyBytes(seed('fee payer'));
    const recipient = address(keypairFromSeed(seed('fee recipient')).address);
    const ledger = createSolanaLedger([{ address: payer.address, lamports: 10_000_000_000n }]);
    const variants = [
      { name: 'plain', price: undefined, limit: undefined, transfers: 1, fee: 5_000n },
      // No limit set: the runtime reserves 3000 units per builtin instruction (compute budget + transfer).
      { name: 'price, default limit', price: 1_000_000n, limit: undefined, transfers: 1, fee: 5_000n + 6_000n },
      { name: 'price and limit', price: 1_000_000n, limit: 10_000, transfers: 1, fee: 5_000n + 10_000n },
      { name: 'a tiny price rounds up', price: 3n, limit: undefined, transfers: 2, fee: 5_001n },
    ];
    for (const variant of variants) {
      const lifetime = { blockhash: blockhash(ledger.latestBlockhash().blockhash), lastValidBlockHeight: 1_000n };
      const base = pipe(
        createTransactionMessage({ version: 0 }),
        (m) => setTransactionMessageFeePayerSigner(payer, m),
        (m) => setTransactionMessageLifetimeUsingBlockhash(lifetime, m),
        (m) =>
          appendTransactionMessageInstructions(
            Array.from({ length: variant.transfers }, () => transferInstruction(payer.address, recipient, 1_000_000n)),
            m,
          ),
      );
      const priced = variant.price === undefined ? base : setTransactionMessageComputeUnitPrice(variant.price, base);
      const message = variant.limit === undefined ? priced : setTransactionMessageComputeUnitLimit(variant.limit, priced);
      const transaction = await signTransactionMessageWithSigners(message);
      expect(ledger.feeForMessage(new Uint8Array(transaction.messageBytes)), variant.name).toBe(variant.fee);

      const before = ledger.getBalance(payer.address);
      ledger.sendTransaction(new Uint8Array(Buffer.from(getBase64EncodedWireTransaction(transaction), 'base64')));
      const moved = 1_000_000n * BigInt(variant.transfers);
      expect(before - ledger.getBalance(payer.address) - moved, variant.name).toBe(variant.fee);
    }
  });
});
