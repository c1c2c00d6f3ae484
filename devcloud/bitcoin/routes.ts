/**
 * devcloud's Bitcoin routes: an Esplora REST API over the regtest ledger at ESPLORA_PREFIX (the paths and
 * shapes of mempool.space's `/api`, plain-text errors included), the blockchain API balance for bip122 accounts,
 * and control routes to mine, fund, set fee estimates, and sign as a test wallet (so pages hold no key).
 * Mounted before the EVM blockchain routes: balance requests for other chains fall through to them.
 * The Bitcoin library loads on the first Bitcoin request (engine.ts), the ledger is built then.
 */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { balanceEntry } from '../blockchain/balance.ts';
import { CONTROL_PREFIX } from '../faults.ts';
import { BadRequestError, parseJsonBody, parseParams, parseQuery, sdkQuery } from '../validate.ts';
import {
  BITCOIN_CAIP_NETWORK_ID,
  BITCOIN_CHAINS,
  BITCOIN_TEST_WALLET_LABEL,
  DEFAULT_FEE_ESTIMATES,
  ESPLORA_PREFIX,
  SIGHASH_NAMES,
} from './chain.ts';
import type { BitcoinLedger, LedgerTx } from './ledger.ts';

/** How many confirmed transactions one page of `/address/:address/txs` holds, and mempool ones at most, as Esplora's. */
const CHAIN_TXS_PER_PAGE = 25;
const MEMPOOL_TXS_LIMIT = 50;

const txid = z.string().regex(/^[0-9a-f]{64}$/, { error: 'expected a txid (64 lowercase hex digits)' });
const txidParam = z.object({ txid });
/** Like `generateblock`: the transactions to put in the block (their unconfirmed ancestors come along); none, the whole mempool. */
const mineBody = z.object({ txids: z.array(txid).min(1).max(100).optional() });
const balanceQuery = sdkQuery.extend({
  currency: z.literal('usd', { error: 'only currency=usd is supported' }).default('usd'),
  chainId: z.enum(BITCOIN_CHAINS, { error: 'chainId: this Bitcoin network is not supported' }),
  forceUpdate: z.string().optional(),
});
const sats = z.number().int().positive().max(21e14);
const fundBody = z.object({
  address: z.string(),
  sats: z.union([sats, z.array(sats).min(1).max(20)]),
  confirm: z.boolean().default(false),
});
const feeEstimatesBody = z.record(z.string().regex(/^[0-9]+$/), z.number().positive());
const labelField = z.string().min(1).max(200).default(BITCOIN_TEST_WALLET_LABEL);
const signPsbtBody = z.object({
  label: labelField,
  psbt: z.base64({ error: 'psbt: expected base64' }),
  inputsToSign: z
    .array(
      z.object({
        address: z.string(),
        signingIndexes: z.array(z.number().int().nonnegative()).min(1),
        sigHash: z.enum(SIGHASH_NAMES).optional(),
      }),
    )
    .min(1),
  /** `bitcoin:signAndSendTransaction`: finalize every input, extract the transaction and broadcast it to the ledger. */
  broadcast: z.boolean().default(false),
});
const signMessageBody = z.object({ label: labelField, address: z.string(), message: z.base64({ error: 'message: expected base64' }) });
const verifyMessageBody = z.object({ address: z.string(), message: z.string(), signature: z.string() });

type Engine = typeof import('./engine.ts');

export type BitcoinRouteDeps = {
  /** The ledger to serve; default: one built at the first Bitcoin request. */
  ledger?: () => BitcoinLedger;
};

/** Esplora answers errors in plain text. */
const esploraError = (c: Context, status: 400 | 404, text: string) => c.text(text, status);

export function bitcoinRoutes(deps: BitcoinRouteDeps = {}): Hono {
  let engine: Promise<Engine> | undefined;
  let ownLedger: BitcoinLedger | undefined;
  /** The Bitcoin library and the ledger, loaded and built once. */
  const load = async () => {
    const loaded = await (engine ??= import('./engine.ts'));
    const ledger = deps.ledger?.() ?? (ownLedger ??= loaded.createBitcoinLedger());
    return { ...loaded, ledger };
  };
  let feeEstimates: Record<string, number> = { ...DEFAULT_FEE_ESTIMATES };
  const app = new Hono();
  const api = new Hono();

  /** Answers for a valid regtest address in the path, Esplora's 400 otherwise. */
  const withAddress =
    (answer: (c: Context, bitcoin: Awaited<ReturnType<typeof load>>, address: string) => Response) => async (c: Context) => {
      const bitcoin = await load();
      const address = c.req.param('address') ?? '';
      if (!bitcoin.isRegtestAddress(address)) return esploraError(c, 400, 'Invalid Bitcoin address');
      return answer(c, bitcoin, address);
    };
  api.get(
    '/address/:address',
    withAddress((c, { ledger, addressJson }, address) => c.json(addressJson(ledger, address))),
  );
  api.get(
    '/address/:address/utxo',
    withAddress((c, { ledger, utxosJson }, address) => c.json(utxosJson(ledger, address))),
  );
  const addressTxs = (which: 'all' | 'chain' | 'mempool') =>
    withAddress((c, { ledger, txJson }, address) => {
      const after = c.req.param('after');
      const records = ledger.txsOf(address).reverse();
      const pending = records.filter((record) => !record.block).slice(0, MEMPOOL_TXS_LIMIT);
      let confirmed = records.filter((record) => record.block);
      if (after) confirmed = confirmed.slice(confirmed.findIndex((record) => record.txid === after) + 1);
      const page = [...(which === 'chain' ? [] : pending), ...(which === 'mempool' ? [] : confirmed.slice(0, CHAIN_TXS_PER_PAGE))];
      return c.json(page.map((record) => txJson(ledger, record)));
    });
  api.get('/address/:address/txs', addressTxs('all'));
  api.get('/address/:address/txs/mempool', addressTxs('mempool'));
  api.get('/address/:address/txs/chain', addressTxs('chain'));
  api.get('/address/:address/txs/chain/:after', addressTxs('chain'));

  const withTx = (answer: (c: Context, bitcoin: Awaited<ReturnType<typeof load>>, record: LedgerTx) => Response) => async (c: Context) => {
    const bitcoin = await load();
    const parsed = txidParam.safeParse(c.req.param());
    if (!parsed.success) return esploraError(c, 400, 'Invalid hex string');
    const record = bitcoin.ledger.getTx(parsed.data.txid);
    return record ? answer(c, bitcoin, record) : esploraError(c, 404, 'Transaction not found');
  };
  api.get(
    '/tx/:txid',
    withTx((c, { ledger, txJson }, record) => c.json(txJson(ledger, record))),
  );
  api.get(
    '/tx/:txid/hex',
    withTx((c, _, record) => c.text(record.tx.toHex())),
  );
  api.get(
    '/tx/:txid/status',
    withTx((c, { ledger }, record) => c.json(ledger.statusOf(record))),
  );
  api.post('/tx', async (c) => {
    const { ledger, BroadcastError } = await load();
    try {
      return c.text(ledger.broadcast((await c.req.text()).trim()));
    } catch (error) {
      if (!(error instanceof BroadcastError)) throw error;
      return esploraError(c, 400, `sendrawtransaction RPC error: ${JSON.stringify({ code: error.code, message: error.message })}`);
    }
  });

  api.get('/blocks/tip/height', async (c) => c.text(String((await load()).ledger.tip().height)));
  api.get('/blocks/tip/hash', async (c) => c.text((await load()).ledger.tip().hash));
  api.get('/block-height/:height', async (c) => {
    const block = (await load()).ledger.blockAt(Number(c.req.param('height')));
    return block ? c.text(block.hash) : esploraError(c, 404, 'Block not found');
  });
  api.get('/fee-estimates', (c) => c.json(feeEstimates));
  // mempool.space's own summary of the same estimates (whole sat/vB).
  api.get('/v1/fees/recommended', (c) => {
    const at = (target: string) => Math.max(1, Math.ceil(feeEstimates[target] ?? 1));
    return c.json({ fastestFee: at('1'), halfHourFee: at('3'), hourFee: at('6'), economyFee: at('144'), minimumFee: 1 });
  });
  app.route(ESPLORA_PREFIX, api);

  app.get('/v1/account/:address/balance', async (c, next) => {
    if (!c.req.query('chainId')?.startsWith('bip122:')) return next();
    const { ledger, isRegtestAddress } = await load();
    const { address } = parseParams(c, z.object({ address: z.string().refine(isRegtestAddress, 'expected a regtest Bitcoin address') }));
    const { chainId } = parseQuery(c, balanceQuery);
    const { confirmed, pending } = ledger.balanceOf(address);
    // Pending included, as the UTXO list is: the balance moves when a transfer is broadcast, not only when it is mined.
    const btc = balanceEntry({ name: 'Bitcoin', symbol: 'BTC', chainId, decimals: 8, raw: confirmed + pending }, new URL(c.req.url).origin);
    return c.json({ balances: [btc] });
  });

  const control = `${CONTROL_PREFIX}/bitcoin`;
  app.get(control, async (c) => {
    const { ledger, walletAccountsJson, testWalletFromLabel } = await load();
    return c.json({
      caipNetworkId: BITCOIN_CAIP_NETWORK_ID,
      esploraUrl: new URL(ESPLORA_PREFIX, c.req.url).href,
      tipHeight: ledger.tip().height,
      mempool: ledger.mempoolTxids(),
      testWallet: walletAccountsJson(testWalletFromLabel(BITCOIN_TEST_WALLET_LABEL)),
    });
  });
  app.post(`${control}/mine`, async (c) => {
    const { ledger, MiningError } = await load();
    // No body (or no txids): the whole mempool.
    const { txids } = (await c.req.text()).trim() ? await parseJsonBody(c, mineBody) : {};
    try {
      return c.json(ledger.mine(txids));
    } catch (error) {
      if (error instanceof MiningError) throw new BadRequestError(error.message);
      throw error;
    }
  });
  app.post(`${control}/fund`, async (c) => {
    const { ledger, isRegtestAddress } = await load();
    const body = await parseJsonBody(c, fundBody);
    if (!isRegtestAddress(body.address)) throw new BadRequestError('address: expected a regtest Bitcoin address');
    const amounts = (Array.isArray(body.sats) ? body.sats : [body.sats]).map(BigInt);
    return c.json({ txid: ledger.fund(body.address, amounts, body.confirm) });
  });
  app.post(`${control}/fee-estimates`, async (c) => {
    feeEstimates = await parseJsonBody(c, feeEstimatesBody);
    return c.json(feeEstimates);
  });
  app.delete(`${control}/fee-estimates`, (c) => {
    feeEstimates = { ...DEFAULT_FEE_ESTIMATES };
    return c.json(feeEstimates);
  });
  app.post(`${control}/verify-message`, async (c) => {
    const { verifyMessageBip322 } = await load();
    const { address, message, signature } = await parseJsonBody(c, verifyMessageBody);
    return c.json(verifyMessageBip322(address, new TextEncoder().encode(message), signature));
  });

  /** Test-only: a test wallet's accounts (by label; default the funded one) and signatures by it. */
  app.post(`${control}/wallet/accounts`, async (c) => {
    const { walletAccountsJson, testWalletFromLabel } = await load();
    const { label } = await parseJsonBody(c, z.object({ label: labelField }));
    return c.json({ accounts: walletAccountsJson(testWalletFromLabel(label)) });
  });
  app.post(`${control}/wallet/sign-psbt`, async (c) => {
    const { ledger, parsePsbt, signPsbt, SigningError, BroadcastError, testWalletFromLabel } = await load();
    const body = await parseJsonBody(c, signPsbtBody);
    const psbt = parsePsbt(body.psbt);
    if (!psbt) throw new BadRequestError('psbt: not a PSBT');
    try {
      signPsbt(psbt, testWalletFromLabel(body.label), body.inputsToSign);
      if (!body.broadcast) return c.json({ psbt: psbt.toBase64() });
      psbt.finalizeAllInputs();
      const txid = ledger.broadcast(psbt.extractTransaction().toHex());
      return c.json({ psbt: psbt.toBase64(), txid });
    } catch (error) {
      if (error instanceof SigningError || error instanceof BroadcastError) throw new BadRequestError(error.message);
      // bitcoinjs' finalize and extract checks (an input nobody signed, an absurd fee).
      if (body.broadcast) throw new BadRequestError(`psbt: ${(error as Error).message}`);
      throw error;
    }
  });
  app.post(`${control}/wallet/sign-message`, async (c) => {
    const { signMessageBip322, testWalletFromLabel } = await load();
    const body = await parseJsonBody(c, signMessageBody);
    const wallet = testWalletFromLabel(body.label);
    const account = [wallet.payment, wallet.ordinal].find((candidate) => candidate.address === body.address);
    if (!account) throw new BadRequestError(`${body.address} is not an account of this wallet`);
    return c.json({
      signature: signMessageBip322(account, new Uint8Array(Buffer.from(body.message, 'base64'))),
      signedMessage: body.message,
    });
  });
  return app;
}
