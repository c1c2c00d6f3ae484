import { Psbt } from 'bitcoinjs-lib';
import { describe, expect, it } from 'vitest';
import { REGTEST } from './ecc.ts';
import { createBitcoinLedger } from './ledger.ts';
import { createApp } from '../app.ts';
import { createStateStore } from '../state.ts';
import { BITCOIN_TEST_WALLET, testWalletFromLabel } from './testKeys.ts';

const { payment, ordinal } = BITCOIN_TEST_WALLET;
const API = 'http://127.0.0.1:4000/bitcoin/api';
const CHAIN = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328';

function setup() {
  const ledger = createBitcoinLedger();
  // The whole devcloud app: bip122 balances are answered before the EVM balance route, and bad requests are 400s.
  const chain = { chains: [{ chainId: 31337, rpcUrl: 'http://127.0.0.1:1' }], tokens: [] };
  const app = createApp({ chain, state: createStateStore({ dir: null }), bitcoin: { ledger: () => ledger } });
  const post = (path: string, body: unknown) =>
    app.request(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { ledger, app, post };
}

/** The test wallet's payment → `to` transfer, built as a client would from the API's UTXOs and signed by the wallet route. */
async function transfer({ app, post }: ReturnType<typeof setup>, to: string, value: number) {
  const utxos = (await (await app.request(`${API}/address/${payment.address}/utxo`)).json()) as Array<{
    txid: string;
    vout: number;
    value: number;
  }>;
  const coin = utxos[0];
  if (!coin) throw new Error('no utxo');
  const psbt = new Psbt({ network: REGTEST });
  psbt.addInput({ hash: coin.txid, index: coin.vout, witnessUtxo: { script: payment.script, value: BigInt(coin.value) } });
  psbt.addOutput({ address: to, value: BigInt(value) });
  psbt.addOutput({ address: payment.address, value: BigInt(coin.value - value - 500) });
  const signed = await post('/__devcloud/bitcoin/wallet/sign-psbt', {
    psbt: psbt.toBase64(),
    inputsToSign: [{ address: payment.address, signingIndexes: [0] }],
  });
  expect(signed.status).toBe(200);
  const back = Psbt.fromBase64(((await signed.json()) as { psbt: string }).psbt, { network: REGTEST });
  back.finalizeAllInputs();
  return back.extractTransaction();
}

describe('the Esplora API', () => {
  it('answers UTXOs, address stats and balances in the real shapes, pending then confirmed', async () => {
    const env = setup();
    const { app, post } = env;
    const to = testWalletFromLabel('routes.test recipient').payment.address;
    const tx = await transfer(env, to, 100_000);
    const sent = await app.request(`${API}/tx`, { method: 'POST', body: tx.toHex() });
    expect(await sent.text()).toBe(tx.getId());
    expect(await (await app.request(`${API}/address/${to}/utxo`)).json()).toEqual([
      { txid: tx.getId(), vout: 0, status: { confirmed: false }, value: 100_000 },
    ]);
    const stats = (await (await app.request(`${API}/address/${to}`)).json()) as Record<string, unknown>;
    expect(stats).toEqual({
      address: to,
      chain_stats: { funded_txo_count: 0, funded_txo_sum: 0, spent_txo_count: 0, spent_txo_sum: 0, tx_count: 0 },
      mempool_stats: { funded_txo_count: 1, funded_txo_sum: 100_000, spent_txo_count: 0, spent_txo_sum: 0, tx_count: 1 },
    });
    const balance = await app.request(`/v1/account/${to}/balance?projectId=p&currency=usd&chainId=${CHAIN}`);
    expect(await balance.json()).toEqual({
      balances: [
        {
          name: 'Bitcoin',
          symbol: 'BTC',
          chainId: CHAIN,
          value: 0.001 * 90_000,
          price: 90_000,
          quantity: { decimals: '8', numeric: '0.001' },
          iconUrl: 'http://localhost/public/getTokenImage/BTC',
        },
      ],
    });
    const mined = (await (await post('/__devcloud/bitcoin/mine', {})).json()) as { height: number; hash: string };
    expect(await (await app.request(`${API}/blocks/tip/height`)).text()).toBe(String(mined.height));
    expect(await (await app.request(`${API}/blocks/tip/hash`)).text()).toBe(mined.hash);
    const [listed] = (await (await app.request(`${API}/address/${to}/txs`)).json()) as Array<Record<string, unknown>>;
    expect(listed).toMatchObject({
      txid: tx.getId(),
      fee: 500,
      status: { confirmed: true, block_height: mined.height, block_hash: mined.hash },
      vin: [{ prevout: { scriptpubkey_type: 'v0_p2wpkh', scriptpubkey_address: payment.address }, is_coinbase: false }],
      vout: [{ scriptpubkey_address: to, scriptpubkey_type: 'v0_p2wpkh', value: 100_000 }, { scriptpubkey_address: payment.address }],
    });
    expect((listed as { vout: Array<{ scriptpubkey_asm: string }> }).vout[0]?.scriptpubkey_asm).toMatch(
      /^OP_0 OP_PUSHBYTES_20 [0-9a-f]{40}$/,
    );
    expect(await (await app.request(`${API}/tx/${tx.getId()}/hex`)).text()).toBe(tx.toHex());
  });

  it('answers refusals and unknowns in plain text as Esplora does', async () => {
    const env = setup();
    const { app } = env;
    const tx = await transfer(env, ordinal.address, 50_000);
    const conflicting = await transfer(env, ordinal.address, 60_000);
    expect((await app.request(`${API}/tx`, { method: 'POST', body: tx.toHex() })).status).toBe(200);
    const refused = await app.request(`${API}/tx`, { method: 'POST', body: conflicting.toHex() });
    expect([refused.status, await refused.text()]).toEqual([
      400,
      'sendrawtransaction RPC error: {"code":-26,"message":"txn-mempool-conflict"}',
    ]);
    const replay = await app.request(`${API}/tx`, { method: 'POST', body: 'beef' });
    expect(replay.status).toBe(400);
    expect(await replay.text()).toBe('sendrawtransaction RPC error: {"code":-22,"message":"TX decode failed"}');
    const bad = await app.request(`${API}/address/bc1qnotanaddress/utxo`);
    expect([bad.status, await bad.text()]).toEqual([400, 'Invalid Bitcoin address']);
    const missing = await app.request(`${API}/tx/${'00'.repeat(32)}`);
    expect([missing.status, await missing.text()]).toEqual([404, 'Transaction not found']);
    expect(await (await app.request(`${API}/fee-estimates`)).json()).toMatchObject({ '1': expect.any(Number), '144': expect.any(Number) });
  });

  it('funds a fresh address and sets the fee estimates from the control routes', async () => {
    const { app, post } = setup();
    const fresh = testWalletFromLabel(`routes.test ${Math.random()}`).ordinal.address;
    expect((await post('/__devcloud/bitcoin/fund', { address: fresh, sats: [20_000, 30_000], confirm: true })).status).toBe(200);
    const utxos = (await (await app.request(`${API}/address/${fresh}/utxo`)).json()) as Array<{
      value: number;
      status: { confirmed: boolean };
    }>;
    expect(utxos.map((utxo) => [utxo.value, utxo.status.confirmed])).toEqual([
      [20_000, true],
      [30_000, true],
    ]);
    expect((await post('/__devcloud/bitcoin/fund', { address: 'tb1qnope', sats: 1 })).status).toBe(400);
    await post('/__devcloud/bitcoin/fee-estimates', { '1': 40, '6': 9 });
    expect(await (await app.request(`${API}/fee-estimates`)).json()).toEqual({ '1': 40, '6': 9 });
    expect(await (await app.request(`${API}/v1/fees/recommended`)).json()).toMatchObject({ fastestFee: 40, hourFee: 9 });
  });

  it('mines the txids it is given (with their pending ancestors) and leaves the rest pending', async () => {
    const env = setup();
    const { app, post, ledger } = env;
    const to = testWalletFromLabel(`routes.test mine ${Math.random()}`).payment.address;
    const mine = async (body: unknown) => {
      const response = await post('/__devcloud/bitcoin/mine', body);
      return [response.status, await response.json()] as const;
    };
    const funded = (await (await post('/__devcloud/bitcoin/fund', { address: to, sats: 40_000 })).json()) as { txid: string };
    const tx = await transfer(env, ordinal.address, 50_000);
    expect((await app.request(`${API}/tx`, { method: 'POST', body: tx.toHex() })).status).toBe(200);
    const [status, block] = await mine({ txids: [tx.getId()] });
    expect([status, (block as { txids: string[] }).txids]).toEqual([200, [tx.getId()]]);
    expect(await (await app.request(`${API}/tx/${funded.txid}/status`)).json()).toEqual({ confirmed: false });
    expect(await mine({ txids: [tx.getId()] })).toEqual([400, { message: `Transaction ${tx.getId()} not in mempool.` }]);
    expect((await mine({ txids: ['nope'] }))[0]).toBe(400);
    expect(ledger.mempoolTxids()).toEqual([funded.txid]);
  });

  it('signs and broadcasts for signAndSendTransaction, refusing what the ledger refuses', async () => {
    const env = setup();
    const to = testWalletFromLabel('routes.test send').payment.address;
    const psbtOf = async () => {
      const [coin] = (await (await env.app.request(`${API}/address/${payment.address}/utxo`)).json()) as Array<{
        txid: string;
        vout: number;
        value: number;
      }>;
      if (!coin) throw new Error('no utxo');
      const psbt = new Psbt({ network: REGTEST });
      psbt.addInput({ hash: coin.txid, index: coin.vout, witnessUtxo: { script: payment.script, value: BigInt(coin.value) } });
      psbt.addOutput({ address: to, value: BigInt(coin.value - 1_000) });
      return psbt.toBase64();
    };
    const inputsToSign = [{ address: payment.address, signingIndexes: [0] }];
    const first = await psbtOf();
    const sent = await env.post('/__devcloud/bitcoin/wallet/sign-psbt', { psbt: first, inputsToSign, broadcast: true });
    const { txid } = (await sent.json()) as { txid: string };
    expect(env.ledger.mempoolTxids()).toEqual([txid]);
    const again = await env.post('/__devcloud/bitcoin/wallet/sign-psbt', { psbt: first, inputsToSign, broadcast: true });
    // The same transaction again is no new one (Core answers its txid); a new spend of the same coin is a conflict.
    expect(((await again.json()) as { txid: string }).txid).toBe(txid);
    const conflicting = Psbt.fromBase64(first, { network: REGTEST });
    conflicting.setLocktime(1);
    const refused = await env.post('/__devcloud/bitcoin/wallet/sign-psbt', { psbt: conflicting.toBase64(), inputsToSign, broadcast: true });
    expect([refused.status, await refused.json()]).toEqual([400, { message: 'txn-mempool-conflict' }]);
  });

  it('signs messages for the wallet routes, which the verify route accepts', async () => {
    const { post } = setup();
    const message = Buffer.from('hello bitcoin').toString('base64');
    const signed = (await (await post('/__devcloud/bitcoin/wallet/sign-message', { address: ordinal.address, message })).json()) as {
      signature: string;
    };
    const verify = (text: string) =>
      post('/__devcloud/bitcoin/verify-message', { address: ordinal.address, message: text, signature: signed.signature });
    expect(await (await verify('hello bitcoin')).json()).toEqual({ valid: true });
    expect(await (await verify('hello bitcoin?')).json()).toMatchObject({ valid: false });
    expect(
      (await post('/__devcloud/bitcoin/wallet/sign-message', { address: testWalletFromLabel('x').payment.address, message })).status,
    ).toBe(400);
  });
});
