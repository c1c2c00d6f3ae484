import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import {
  address,
  appendTransactionMessageInstruction,
  createKeyPairSignerFromPrivateKeyBytes,
  createSolanaRpc,
  createTransactionMessage,
  getBase64EncodedWireTransaction,
  getSignatureFromTransaction,
  lamports,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
} from '@solana/kit';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BadRequestError } from '../validate.ts';
import { SOLANA_CAIP_NETWORK_ID, SOLANA_GENESIS_HASH } from './chain.ts';
import { keypairFromSeed, SOLANA_TEST_KEYPAIR } from './keys.ts';
import { createSolanaLedger } from './ledger.ts';
import { answerSolanaRpc, RPC_ERRORS } from './rpc.ts';
import { formatLamports, lazyLedger, solanaRoutes } from './routes.ts';
import { transferInstruction } from './transfer.fixture.ts';

const seed = (label: string) => createHash('sha256').update(label).digest();

describe('test keypair', () => {
  it('is deterministic, base58 and signs verifiably', () => {
    const again = keypairFromSeed(seed('airlock devcloud solana test account 0'));
    expect(again.address).toBe(SOLANA_TEST_KEYPAIR.address);
    expect(SOLANA_TEST_KEYPAIR.publicKey).toHaveLength(32);
    const message = new TextEncoder().encode('hello');
    const signature = SOLANA_TEST_KEYPAIR.sign(message);
    expect(signature).toHaveLength(64);
    expect(SOLANA_TEST_KEYPAIR.verify(message, signature)).toBe(true);
    expect(SOLANA_TEST_KEYPAIR.verify(new TextEncoder().encode('hellO'), signature)).toBe(false);
    expect(() => keypairFromSeed(new Uint8Array(31))).toThrow('32 bytes');
  });
});

describe('JSON-RPC answers', () => {
  const ledger = createSolanaLedger();
  const ask = (body: unknown) => answerSolanaRpc(ledger, JSON.stringify(body));

  it('funds the test account with 10 SOL and answers getBalance in the cluster shape', () => {
    const reply = ask({ jsonrpc: '2.0', id: 1, method: 'getBalance', params: [SOLANA_TEST_KEYPAIR.address] });
    expect(reply).toMatchObject({ jsonrpc: '2.0', id: 1, result: { context: { slot: expect.any(Number) }, value: 10_000_000_000 } });
  });

  it('answers the genesis hash (devnet), version, account info and unknown accounts', () => {
    expect(ask({ jsonrpc: '2.0', id: 2, method: 'getGenesisHash' })).toMatchObject({ result: SOLANA_GENESIS_HASH });
    expect(SOLANA_CAIP_NETWORK_ID).toBe('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1');
    expect(ask({ jsonrpc: '2.0', id: 3, method: 'getVersion', params: [] })).toMatchObject({
      result: { 'solana-core': expect.any(String) },
    });
    const info = ask({ jsonrpc: '2.0', id: 4, method: 'getAccountInfo', params: [SOLANA_TEST_KEYPAIR.address, { encoding: 'base64' }] });
    expect(info).toMatchObject({
      result: { value: { lamports: 10_000_000_000, owner: '11111111111111111111111111111111', data: ['', 'base64'], executable: false } },
    });
    const empty = ask({ jsonrpc: '2.0', id: 5, method: 'getAccountInfo', params: [keypairFromSeed(seed('nobody')).address] });
    expect(empty).toMatchObject({ result: { value: null } });
  });

  it('rejects malformed requests with JSON-RPC errors, never a throw', () => {
    expect(answerSolanaRpc(ledger, '{not json')).toMatchObject({ error: { code: RPC_ERRORS.parse } });
    expect(ask({ id: 1, method: 'getBalance' })).toMatchObject({ error: { code: RPC_ERRORS.invalidRequest } });
    expect(ask({ jsonrpc: '2.0', id: 1, method: 'eth_chainId' })).toMatchObject({ id: 1, error: { code: RPC_ERRORS.methodNotFound } });
    expect(ask({ jsonrpc: '2.0', id: 1, method: 'getBalance', params: ['0xnot-base58'] })).toMatchObject({
      error: { code: RPC_ERRORS.invalidParams },
    });
    expect(ask({ jsonrpc: '2.0', id: 1, method: 'getBalance', params: [SOLANA_TEST_KEYPAIR.address, {}, 'extra'] })).toMatchObject({
      error: { code: RPC_ERRORS.invalidParams },
    });
    expect(ask({ jsonrpc: '2.0', id: 1, method: 'sendTransaction', params: ['AAAA', { encoding: 'base64' }] })).toMatchObject({
      error: { code: RPC_ERRORS.sendFailed },
    });
    expect(ask([])).toMatchObject({ error: { code: RPC_ERRORS.invalidRequest } });
  });

  it('answers batches in order', () => {
    const replies = ask([
      { jsonrpc: '2.0', id: 'a', method: 'getSlot' },
      { jsonrpc: '2.0', id: 'b', method: 'nope' },
    ]);
    expect(replies).toMatchObject([
      { id: 'a', result: expect.any(Number) },
      { id: 'b', error: { code: RPC_ERRORS.methodNotFound } },
    ]);
  });

  it('airdrops, and the same airdrop twice lands twice', () => {
    const target = keypairFromSeed(seed('airdrop target')).address;
    const first = ask({ jsonrpc: '2.0', id: 1, method: 'requestAirdrop', params: [target, 1_000_000_000] });
    const second = ask({ jsonrpc: '2.0', id: 2, method: 'requestAirdrop', params: [target, 1_000_000_000] });
    expect(first).toMatchObject({ result: expect.any(String) });
    expect(second).toMatchObject({ result: expect.any(String) });
    expect(ledger.getBalance(target)).toBe(2_000_000_000n);
    const statuses = ask({
      jsonrpc: '2.0',
      id: 3,
      method: 'getSignatureStatuses',
      params: [[(first as { result: string }).result, '1111111111111111111111111111111111111111111111111111111111111111']],
    });
    expect(statuses).toMatchObject({ result: { value: [{ err: null, confirmationStatus: 'finalized' }, null] } });
  });
});

describe('through @solana/kit over HTTP', () => {
  let url = '';
  let close: () => unknown = () => undefined;
  beforeAll(async () => {
    const app = new Hono();
    app.route('/', solanaRoutes());
    await new Promise<void>((resolve) => {
      const server = serve({ fetch: app.fetch, port: 5221, hostname: '127.0.0.1' }, (info: AddressInfo) => {
        url = `http://127.0.0.1:${info.port}/solana`;
        resolve();
      });
      close = () => void server.close();
    });
  });
  afterAll(() => close());

  it('reads the balance and genesis hash, sends a signed transfer and sees it confirmed', async () => {
    const rpc = createSolanaRpc(url);
    const payer = await createKeyPairSignerFromPrivateKeyBytes(seed('airlock devcloud solana test account 0'));
    expect(payer.address).toBe(SOLANA_TEST_KEYPAIR.address);
    expect((await rpc.getBalance(payer.address).send()).value).toBe(10_000_000_000n);
    expect(await rpc.getGenesisHash().send()).toBe(SOLANA_GENESIS_HASH);

    const recipient = address(keypairFromSeed(seed('recipient')).address);
    const { value: blockhash } = await rpc.getLatestBlockhash().send();
    const message = pipe(
      createTransactionMessage({ version: 0 }),
      (m) => setTransactionMessageFeePayerSigner(payer, m),
      (m) => setTransactionMessageLifetimeUsingBlockhash(blockhash, m),
      (m) => appendTransactionMessageInstruction(transferInstruction(payer.address, recipient, 1_500_000_000n), m),
    );
    const transaction = await signTransactionMessageWithSigners(message);
    const signature = await rpc.sendTransaction(getBase64EncodedWireTransaction(transaction), { encoding: 'base64' }).send();
    expect(signature).toBe(getSignatureFromTransaction(transaction));
    const { value: statuses } = await rpc.getSignatureStatuses([signature]).send();
    expect(statuses[0]).toMatchObject({ err: null, confirmationStatus: 'finalized' });
    expect((await rpc.getBalance(recipient).send()).value).toBe(lamports(1_500_000_000n));
    // The payer also paid the 5000-lamport fee.
    expect((await rpc.getBalance(payer.address).send()).value).toBe(10_000_000_000n - 1_500_000_000n - 5_000n);

    // A transaction signed by someone else for the payer fails the runtime's signature check.
    const forged = { ...transaction, signatures: { ...transaction.signatures, [payer.address]: new Uint8Array(64) } };
    await expect(
      rpc.sendTransaction(getBase64EncodedWireTransaction(forged as typeof transaction), { encoding: 'base64' }).send(),
    ).rejects.toThrow();
  });
});

describe('routes', () => {
  function setup() {
    let made = 0;
    const ledger = lazyLedger(() => {
      made += 1;
      return createSolanaLedger();
    });
    const app = new Hono();
    app.route('/', solanaRoutes({ ledger }));
    // What the EVM routes behind it would answer.
    app.get('/v1/account/:address/balance', (c) => c.json({ fellThrough: true }));
    app.post('/v1', (c) => c.json({ fellThrough: true }));
    // As devcloud's app answers a malformed request.
    app.onError((error, c) => c.json({ message: error.message }, error instanceof BadRequestError ? 400 : 500));
    return { app, made: () => made };
  }
  const json = async (response: Response | Promise<Response>) => {
    const r = await response;
    return { status: r.status, body: (await r.json()) as Record<string, unknown> };
  };

  it('starts the runtime only on the first Solana request', async () => {
    const { app, made } = setup();
    await app.request('/__devcloud/solana/account');
    expect(made()).toBe(0);
    await app.request('/solana', { method: 'POST', body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getSlot' }) });
    await app.request('/solana', { method: 'POST', body: JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'getSlot' }) });
    expect(made()).toBe(1);
  });

  it('answers the balance API for Solana accounts and lets EVM requests through', async () => {
    const { app } = setup();
    const path = `/v1/account/${SOLANA_TEST_KEYPAIR.address}/balance?projectId=p&currency=usd&chainId=${SOLANA_CAIP_NETWORK_ID}`;
    const { status, body } = await json(app.request(path));
    expect(status).toBe(200);
    expect(body.balances).toEqual([
      {
        name: 'Solana',
        symbol: 'SOL',
        chainId: SOLANA_CAIP_NETWORK_ID,
        value: 1500,
        price: 150,
        quantity: { decimals: '9', numeric: '10' },
        iconUrl: 'http://localhost/public/getTokenImage/SOL',
      },
    ]);
    expect((await json(app.request(`/v1/account/0xabc/balance?projectId=p&chainId=eip155:1`))).body).toEqual({ fellThrough: true });
    expect((await json(app.request(`/v1/account/0xabc/balance?projectId=p&chainId=${SOLANA_CAIP_NETWORK_ID}`))).status).toBe(400);
    expect((await json(app.request(`/v1/account/${SOLANA_TEST_KEYPAIR.address}/balance?projectId=p&chainId=solana:unknown`))).status).toBe(
      400,
    );
  });

  it('serves JSON-RPC at /v1/?chainId=solana:… too, and passes other chains on', async () => {
    const { app } = setup();
    const body = JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'getGenesisHash' });
    const solana = await json(app.request(`/v1/?chainId=${SOLANA_CAIP_NETWORK_ID}&projectId=p`, { method: 'POST', body }));
    expect(solana.body).toMatchObject({ id: 7, result: SOLANA_GENESIS_HASH });
    expect((await json(app.request(`/v1?chainId=eip155:31337&projectId=p`, { method: 'POST', body }))).body).toEqual({ fellThrough: true });
  });

  it('signs for the test account (test-only control route) and describes it', async () => {
    const { app } = setup();
    const account = await json(app.request('/__devcloud/solana/account'));
    expect(account.body).toMatchObject({ address: SOLANA_TEST_KEYPAIR.address, chainId: SOLANA_CAIP_NETWORK_ID });
    const message = Buffer.from('sign me');
    const signed = await json(
      app.request('/__devcloud/solana/sign', { method: 'POST', body: JSON.stringify({ message: message.toString('base64') }) }),
    );
    const signature = new Uint8Array(Buffer.from(String(signed.body.signature), 'base64'));
    expect(SOLANA_TEST_KEYPAIR.verify(message, signature)).toBe(true);
  });

  it('formats lamports as SOL', () => {
    expect(formatLamports(0n)).toBe('0');
    expect(formatLamports(1_500_000_000n)).toBe('1.5');
    expect(formatLamports(1n)).toBe('0.000000001');
    expect(formatLamports(12_000_000_000n)).toBe('12');
  });
});
