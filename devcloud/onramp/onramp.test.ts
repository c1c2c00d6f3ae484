/**
 * The on-ramp stand-in over a real anvil (port 8982) and a real HTTP server (port 5400): options,
 * quotes, the generated URL, the sandbox page (its own script run in happy-dom) whose Pay credits
 * the wallet on anvil, and the history's onramp entries, persisted through the state file.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { Window } from 'happy-dom';
import { createPublicClient, erc20Abi, http, parseEther, parseUnits, type Address } from 'viem';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { startAnvil, type AnvilNode } from '../chain/anvil.ts';
import { deployTestTokens } from '../chain/deploy.ts';
import type { LocalChainInfo } from '../chain/tokens.ts';
import { closeServer, listen } from '../listen.ts';
import { createStateStore } from '../state.ts';
import { createOrderStore } from './orders.ts';
import optionsContract from '../../src/core/api/contracts/onrampOptions.json' with { type: 'json' };
import quoteContract from '../../src/core/api/contracts/onrampQuote.json' with { type: 'json' };
import { conformsTo } from '../../src/core/api/contracts/conformance.fixture.ts';

const ANVIL_PORT = 8982;
const HTTP_PORT = 5400;
const ORIGIN = `http://127.0.0.1:${HTTP_PORT}`;
const PROVIDER_ACCOUNT = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720'; // anvil's last account
const P = 'projectId=onramp-test&st=appkit&sv=test';

/** A fresh address nobody holds a key to: its balances start at zero. */
const freshAddress = () => `0x${Buffer.from(crypto.getRandomValues(new Uint8Array(20))).toString('hex')}` as Address;

describe('on-ramp stand-in', () => {
  let anvil: AnvilNode;
  let info: LocalChainInfo;
  let app: Hono;
  let server: Server;
  let stateDir: string;
  const client = () => createPublicClient({ transport: http(anvil.rpcUrl) });
  const request = async (path: string, init?: RequestInit) => {
    const response = await fetch(`${ORIGIN}${path}`, init);
    return { status: response.status, body: (await response.json()) as any };
  };
  const post = (path: string, body: unknown) => request(path, { method: 'POST', body: JSON.stringify(body) });
  const usdt = () => info.tokens.find((t) => t.symbol === 'USDT')!.address;
  const onrampUrl = (wallet: Address, extra: Record<string, unknown> = {}, assets = ['ETH']) =>
    post(`/v1/generators/onrampurl?${P}`, {
      destinationWallets: [{ address: wallet, blockchains: ['airlock-local'], assets }],
      partnerUserId: wallet,
      defaultExperience: 'buy',
      ...extra,
    });
  /** Opens the sandbox page in happy-dom, runs its own script, clicks Pay and waits for the outcome. */
  const payOnPage = async (url: string) => {
    // The only script it runs is devcloud's own sandbox.js, so the warning about untrusted code does not apply.
    const window = new Window({ url, settings: { enableJavaScriptEvaluation: true, suppressInsecureJavaScriptEnvironmentWarning: true } });
    try {
      const page = await fetch(url);
      window.document.write(await page.text());
      await window.happyDOM.waitUntilComplete();
      const status = window.document.querySelector('#status')!;
      (window.document.querySelector('#pay') as unknown as { click(): void }).click();
      for (let i = 0; i < 200 && !/^(Paid|Payment failed)/.test(status.textContent ?? ''); i++) await new Promise((r) => setTimeout(r, 25));
      return {
        status: status.textContent ?? '',
        payHidden: window.document.querySelector('#pay')!.hasAttribute('hidden'),
        closeHidden: window.document.querySelector('#close')!.hasAttribute('hidden'),
      };
    } finally {
      await window.happyDOM.close();
    }
  };

  beforeAll(async () => {
    anvil = await startAnvil({ port: ANVIL_PORT, chainId: 31337 });
    const chain = { chainId: 31337, rpcUrl: anvil.rpcUrl };
    info = { chains: [chain], tokens: await deployTestTokens(chain) };
    stateDir = mkdtempSync(join(tmpdir(), 'devcloud-onramp-'));
    app = createApp({ chain: info, state: createStateStore({ dir: stateDir }), wallets: [] });
    server = await listen(app, HTTP_PORT);
  }, 30_000);

  afterAll(async () => {
    if (server) await closeServer(server);
    await anvil?.stop();
    rmSync(stateDir, { recursive: true, force: true });
  });

  it('offers ETH, AUSD and USDT on the local chain and a few public networks, paid in USD or EUR within the SPEC limits', async () => {
    const { status, body } = await request(`/v1/onramp/options?${P}`);
    expect(status).toBe(200);
    expect(body.purchaseCurrencies.map((c: any) => c.symbol)).toEqual(['ETH', 'AUSD', 'USDT']);
    const [eth, ausd, usdtOption] = body.purchaseCurrencies;
    expect(eth).toEqual({
      id: 'ETH',
      name: 'Ether',
      symbol: 'ETH',
      networks: [
        { name: 'airlock-local', display_name: 'Airlock Local', chain_id: '31337', contract_address: '' },
        { name: 'ethereum-mainnet', display_name: 'Ethereum', chain_id: '1', contract_address: '' },
        { name: 'base-mainnet', display_name: 'Base', chain_id: '8453', contract_address: '' },
      ],
    });
    expect(ausd.networks).toEqual([
      {
        name: 'airlock-local',
        display_name: 'Airlock Local',
        chain_id: '31337',
        contract_address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
      },
    ]);
    expect(usdtOption.networks.map((n: any) => n.name)).toEqual(['airlock-local', 'ethereum-mainnet', 'polygon-mainnet']);
    expect(body.paymentCurrencies).toEqual([
      {
        id: 'USD',
        payment_method_limits: [
          { id: 'card', min: '10.00', max: '7500.00' },
          { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
        ],
      },
      {
        id: 'EUR',
        payment_method_limits: [
          { id: 'card', min: '10.00', max: '7500.00' },
          { id: 'sepa_bank_account', min: '10.00', max: '25000.00' },
        ],
      },
    ]);
    expect((await request('/v1/onramp/options')).body.reasons[0].field).toBe('projectId');
  });

  it('quotes deterministically, with a fee of 1–2 % for both providers', async () => {
    const ask = (body: Record<string, unknown>) =>
      post(`/v1/onramp/quote?${P}`, { purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '100', network: 'airlock-local', ...body });
    const coinbase = await ask({});
    expect(coinbase).toEqual({
      status: 200,
      body: {
        coinbaseFee: { amount: '1.48', currency: 'USD' },
        networkFee: { amount: '0.10', currency: 'USD' },
        paymentSubtotal: { amount: '98.42', currency: 'USD' },
        paymentTotal: { amount: '100.00', currency: 'USD' },
        purchaseAmount: { amount: '0.03280666', currency: 'ETH' },
        quoteId: expect.stringMatching(/^[0-9a-f]{32}$/),
      },
    });
    expect((await ask({})).body.quoteId).toBe(coinbase.body.quoteId);
    for (const provider of ['coinbase', 'meld']) {
      for (const amount of ['10', '250.5', '7500']) {
        const quote = (await ask({ provider, amount })).body;
        const share = Number(quote.coinbaseFee.amount) / Number(quote.paymentSubtotal.amount);
        expect(share, `${provider} ${amount}`).toBeGreaterThanOrEqual(0.01);
        expect(share, `${provider} ${amount}`).toBeLessThanOrEqual(0.02);
        const sum = Number(quote.coinbaseFee.amount) + Number(quote.networkFee.amount) + Number(quote.paymentSubtotal.amount);
        expect(sum).toBeCloseTo(Number(quote.paymentTotal.amount), 6);
      }
    }
    // The SDK passes the options' objects back; EUR at the fixed rate; USDT to 6 decimals.
    const eur = await ask({
      purchaseCurrency: { id: 'USDT', symbol: 'USDT' },
      paymentCurrency: { id: 'EUR' },
      amount: 50,
      network: 'eip155:31337',
    });
    expect(eur.body).toMatchObject({ paymentTotal: { amount: '50.00', currency: 'EUR' }, purchaseAmount: { currency: 'USDT' } });
    // Subtotal (50 - 0.10 network fee) / 1.015 = 49.16 EUR, at 1.08 USD/EUR and $1 a USDT.
    expect(eur.body.purchaseAmount.amount).toBe('53.0928');
  });

  it.each(['airlock', 'reown'] as const)('answers the options, the quote and the URL in the real shapes, in mode %s', async (mode) => {
    const projectId = `onramp-shape-${mode}`;
    await post(`/__devcloud/projects/${projectId}`, { mode });
    const q = `projectId=${projectId}&st=appkit&sv=test`;
    const quote = await post(`/v1/onramp/quote?${q}`, {
      purchaseCurrency: 'ETH',
      paymentCurrency: 'USD',
      amount: '100',
      network: 'airlock-local',
    });
    expect(conformsTo(quoteContract, quote.body, mode)).toEqual([]);
    expect('coinbaseFee' in quote.body).toBe(mode === 'airlock');
    expect(conformsTo(optionsContract, (await request(`/v1/onramp/options?${q}`)).body, mode)).toEqual([]);
  });

  it('refuses amounts outside the payment method limits and networks that do not sell the asset', async () => {
    const ask = (body: Record<string, unknown>) =>
      post(`/v1/onramp/quote?${P}`, { purchaseCurrency: 'ETH', paymentCurrency: 'USD', network: 'airlock-local', ...body });
    expect((await ask({ amount: '9.99' })).body.reasons[0]).toEqual({
      field: 'amount',
      description: 'The amount must be between 10.00 and 7500.00 USD for card',
    });
    expect((await ask({ amount: '8000' })).status).toBe(400);
    expect((await ask({ amount: '8000', paymentMethod: 'ach_bank_account' })).status).toBe(200);
    expect((await ask({ amount: '25000.01', paymentMethod: 'bank_account' })).body.reasons[0].description).toBe(
      'The amount must be between 10.00 and 25000.00 USD for ach_bank_account',
    );
    expect((await ask({ amount: '20000', paymentMethod: 'bank_account', paymentCurrency: 'EUR' })).status).toBe(200);
    expect((await ask({ amount: '50', network: 'polygon-mainnet' })).body.reasons[0].field).toBe('network');
    expect((await ask({ amount: '50', paymentCurrency: 'GBP' })).body.reasons[0].field).toBe('paymentCurrency');
  });

  it("generates a sandbox URL whose page shows the order under a strict CSP, and whose Pay delivers ETH and reports a 'buy'", async () => {
    const wallet = freshAddress();
    const { status, body } = await onrampUrl(wallet, { presetFiatAmount: 100 });
    expect(status).toBe(200);
    expect(body.url).toMatch(new RegExp(`^${ORIGIN}/onramp-sandbox/[0-9a-f-]{36}$`));

    const page = await fetch(body.url);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(page.headers.get('content-security-policy')).not.toContain('unsafe-inline');
    const text = await page.text();
    expect(text).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/); // no inline script
    expect(text).not.toMatch(/\sstyle=/);
    expect(text).toContain('0.03280666 ETH');
    expect(text.toLowerCase()).toContain(wallet);
    const script = await fetch(`${ORIGIN}/onramp-sandbox/assets/sandbox.js`);
    expect(script.headers.get('content-type')).toContain('javascript');

    const outcome = await payOnPage(body.url);
    expect(outcome.status).toMatch(/^Paid\. 0\.03280666 ETH sent to 0x[0-9a-fA-F]{40} \(transaction 0x[0-9a-f]{64}\)\.$/);
    expect(outcome).toMatchObject({ payHidden: true, closeHidden: false });
    expect(await client().getBalance({ address: wallet })).toBe(parseEther('0.03280666'));

    const history = await request(`/v1/account/${wallet}/history?${P}&onramp=coinbase`);
    expect(history.body).toEqual({
      data: [
        {
          id: expect.stringMatching(/^eip155:31337:0x[0-9a-f]{64}$/),
          metadata: {
            operationType: 'buy',
            hash: expect.stringMatching(/^0x[0-9a-f]{64}$/),
            minedAt: expect.any(String),
            sentFrom: PROVIDER_ACCOUNT,
            sentTo: expect.any(String),
            status: 'ONRAMP_TRANSACTION_STATUS_SUCCESS',
            nonce: expect.any(Number),
            chain: 'eip155:31337',
          },
          transfers: [
            {
              fungible_info: { name: 'Ether', symbol: 'ETH', icon: { url: `${ORIGIN}/public/getTokenImage/ETH` } },
              direction: 'in',
              quantity: { numeric: '0.03280666', decimals: '18' },
              value: 0.03280666 * 3000,
              price: 3000,
            },
          ],
        },
      ],
      next: null,
    });
    expect(history.body.data[0].metadata.sentTo.toLowerCase()).toBe(wallet);
    // The chain history shows the same transfer as a plain receive from the provider's account.
    const chain = await request(`/v1/account/${wallet}/history?${P}&chainId=eip155:31337`);
    expect(chain.body.data[0]).toMatchObject({
      metadata: { hash: history.body.data[0].metadata.hash, operationType: 'receive', sentFrom: PROVIDER_ACCOUNT },
    });
    expect((await request(`/v1/account/${wallet}/history?${P}&onramp=meld`)).body).toEqual({ data: [], next: null });

    // Paying again answers the paid order; the page says it is paid.
    const again = await post(`/onramp-sandbox/orders/${body.url.split('/').pop()}/pay`, {});
    expect(again.body.order.status).toBe('paid');
    expect(await client().getBalance({ address: wallet })).toBe(parseEther('0.03280666'));
    expect(await (await fetch(body.url)).text()).toContain('Paid. 0.03280666 ETH');
  });

  it('delivers a test token by its preset amount (USDT returns nothing from transfer), newest first in the history', async () => {
    const wallet = freshAddress();
    const first = await onrampUrl(wallet, { presetCryptoAmount: 25, provider: 'meld' }, ['USDT']);
    const second = await onrampUrl(wallet, { presetCryptoAmount: '0.5', defaultNetwork: 'airlock-local', provider: 'meld' }, ['ETH']);
    const firstId = first.body.url.split('/').pop();
    const order = (await request(`/onramp-sandbox/orders/${firstId}`)).body.order;
    expect(order).toMatchObject({
      status: 'created',
      provider: 'meld',
      units: '25000000',
      quote: { purchaseAmount: { amount: '25', currency: 'USDT' } },
    });
    expect(Number(order.quote.paymentTotal.amount)).toBeCloseTo(25 * 1.0125 + 0.1, 1);

    expect((await payOnPage(first.body.url)).status).toMatch(/^Paid\. 25 USDT/);
    expect((await payOnPage(second.body.url)).status).toMatch(/^Paid\. 0\.5 ETH/);
    expect(await client().readContract({ address: usdt(), abi: erc20Abi, functionName: 'balanceOf', args: [wallet] })).toBe(
      parseUnits('25', 6),
    );
    // The provider's account mints and passes on: it holds none of it afterwards.
    expect(await client().readContract({ address: usdt(), abi: erc20Abi, functionName: 'balanceOf', args: [PROVIDER_ACCOUNT] })).toBe(0n);

    const history = await request(`/v1/account/${wallet}/history?${P}&onramp=meld&chainId=eip155:31337`);
    expect(history.body.data.map((item: any) => `${item.transfers[0].quantity.numeric} ${item.transfers[0].fungible_info.symbol}`)).toEqual(
      ['0.5 ETH', '25 USDT'],
    );
    expect((await request(`/v1/account/${wallet}/history?${P}&onramp=meld&chainId=eip155:1`)).body.data).toEqual([]);
  });

  it('keeps orders in the state file, and leaves out purchases whose block is not on the running chain', async () => {
    const wallet = freshAddress();
    const { body } = await onrampUrl(wallet, { presetFiatAmount: '20' });
    const id = body.url.split('/').pop();
    await post(`/onramp-sandbox/orders/${id}/pay`, {});
    // A new store over the same directory (as after a restart) reads the paid order back.
    const reread = createOrderStore(createStateStore({ dir: stateDir }));
    expect(reread.get(id)).toMatchObject({ status: 'paid', destination: expect.any(String) });

    // An order paid on an earlier chain: same block number, another hash.
    const stale = {
      ...reread.get(id)!,
      id: crypto.randomUUID(),
      delivery: { ...reread.get(id)!.delivery!, blockHash: `0x${'ab'.repeat(32)}` },
    };
    const appStore = createOrderStore(createStateStore({ dir: stateDir }));
    appStore.add(stale);
    const fresh = createApp({ chain: info, state: createStateStore({ dir: stateDir }), wallets: [] });
    const history = await fresh.request(`/v1/account/${wallet}/history?${P}&onramp=coinbase`);
    expect(((await history.json()) as any).data.map((item: any) => item.metadata.hash)).toEqual([reread.get(id)!.delivery!.hash]);
  });

  it('refuses what it cannot do, with reasons; takes faults like every route', async () => {
    const wallet = freshAddress();
    const publicOrder = await post(`/v1/generators/onrampurl?${P}`, {
      destinationWallets: [{ address: wallet, blockchains: ['ethereum-mainnet'], assets: ['ETH'] }],
      partnerUserId: 'u',
    });
    expect(publicOrder.status).toBe(200);
    const pay = await post(`/onramp-sandbox/orders/${publicOrder.body.url.split('/').pop()}/pay`, {});
    expect(pay.status).toBe(409);
    expect(pay.body.reasons[0].description).toMatch(/only on the local chains/);

    expect((await onrampUrl(wallet, { presetFiatAmount: 5 })).body.reasons[0].field).toBe('presetFiatAmount');
    // Fiat has cents, not mills: three decimals are refused, as a number or as text, never rounded.
    for (const presetFiatAmount of [20.005, '20.005', 1e-7]) {
      const refused = await onrampUrl(wallet, { presetFiatAmount });
      expect(refused.status, String(presetFiatAmount)).toBe(400);
      expect(refused.body.reasons[0].field, String(presetFiatAmount)).toBe('presetFiatAmount');
    }
    expect((await onrampUrl(wallet, {}, ['DOGE'])).body.reasons[0].description).toBe('DOGE is not for sale here');
    expect((await post(`/v1/generators/onrampurl?${P}`, { destinationWallets: [], partnerUserId: 'u' })).body.reasons[0].field).toBe(
      'destinationWallets',
    );
    expect((await request(`/onramp-sandbox/orders/${crypto.randomUUID()}`)).status).toBe(404);
    const missing = await fetch(`${ORIGIN}/onramp-sandbox/not-an-order`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Order not found');

    await post('/__devcloud/faults', { route: 'GET /v1/onramp/options', kind: 'status', status: 500 });
    await post('/__devcloud/faults', { route: 'POST /v1/onramp/quote', kind: 'malformed' });
    await post('/__devcloud/faults', { route: 'POST /onramp-sandbox/orders/:id/pay', kind: 'status', status: 503 });
    expect((await request(`/v1/onramp/options?${P}`)).status).toBe(500);
    const malformed = await fetch(`${ORIGIN}/v1/onramp/quote?${P}`, { method: 'POST', body: '{}' });
    expect(await malformed.text()).toBe('{"features": [');
    const { body } = await onrampUrl(wallet, { presetFiatAmount: 10 });
    const outcome = await payOnPage(body.url);
    expect(outcome).toMatchObject({ status: 'Payment failed: devcloud fault', payHidden: false });
    expect(await client().getBalance({ address: wallet })).toBe(0n);
  });
});
