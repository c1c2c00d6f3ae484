/**
 * devcloud's Solana routes: the JSON-RPC stand-in (`POST /solana`, and `POST /v1/?chainId=solana:…`
 * like the provider's RPC), the blockchain API balance for Solana accounts, and a test signer.
 * Mounted before the EVM blockchain routes: requests for other chains fall through to them.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { CONTROL_PREFIX } from '../faults.ts';
import { BadRequestError, parseJsonBody, parseParams, parseQuery, sdkQuery } from '../validate.ts';
import { SOLANA_TEST_KEYPAIR, type TestKeypair } from './keys.ts';
import { SOL_USD_PRICE, SOLANA_CAIP_NETWORK_ID, SOLANA_CHAINS } from './chain.ts';
import { createSolanaLedger, type SolanaLedger } from './ledger.ts';
import { answerSolanaRpc } from './rpc.ts';
import { NotASignerError, signWireTransaction } from './signTransaction.ts';

const base58Key = z.string().regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/, 'expected a base58 public key');
const balanceQuery = sdkQuery.extend({
  currency: z.literal('usd', { error: 'only currency=usd is supported' }).default('usd'),
  chainId: z.string(),
  forceUpdate: z.string().optional(),
});
const signBody = z.object({ message: z.base64({ error: 'message: expected base64' }) });
const signTransactionBody = z.object({ transaction: z.base64({ error: 'transaction: expected a base64 wire transaction' }) });

/** `1500000000` lamports → `'1.5'`. */
export function formatLamports(value: bigint, decimals = 9): string {
  const base = 10n ** BigInt(decimals);
  const whole = value / base;
  const fraction = (value % base).toString().padStart(decimals, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : `${whole}`;
}

export type SolanaRouteDeps = {
  /** Created on first use, so a devcloud that never sees Solana traffic never starts the runtime. */
  ledger?: () => SolanaLedger;
  signer?: TestKeypair;
};

/** A ledger made on first call, then the same one. */
export function lazyLedger(make: () => SolanaLedger = createSolanaLedger): () => SolanaLedger {
  let ledger: SolanaLedger | undefined;
  return () => (ledger ??= make());
}

export function solanaRoutes(deps: SolanaRouteDeps = {}): Hono {
  const ledger = deps.ledger ?? lazyLedger();
  const signer = deps.signer ?? SOLANA_TEST_KEYPAIR;
  const app = new Hono();
  const rpc = async (c: { req: { text(): Promise<string> }; json(body: unknown): Response }) =>
    c.json(answerSolanaRpc(ledger(), await c.req.text()));

  app.post('/solana', (c) => rpc(c));
  for (const path of ['/v1', '/v1/']) {
    app.post(path, async (c, next) => {
      if (!c.req.query('chainId')?.startsWith('solana:')) return next();
      parseQuery(c, sdkQuery.extend({ chainId: z.enum(SOLANA_CHAINS, { error: 'no local Solana node for this chainId' }) }));
      return rpc(c);
    });
  }

  app.get('/v1/account/:address/balance', async (c, next) => {
    if (!c.req.query('chainId')?.startsWith('solana:')) return next();
    const { address } = parseParams(c, z.object({ address: base58Key }));
    const { chainId } = parseQuery(
      c,
      balanceQuery.extend({ chainId: z.enum(SOLANA_CHAINS, { error: `chainId: ${c.req.query('chainId')} is not supported` }) }),
    );
    const numeric = formatLamports(ledger().getBalance(address));
    const balances = [
      {
        name: 'Solana',
        symbol: 'SOL',
        chainId,
        value: Number(numeric) * SOL_USD_PRICE,
        price: SOL_USD_PRICE,
        quantity: { decimals: '9', numeric },
        iconUrl: new URL('/public/getTokenImage/SOL', c.req.url).href,
      },
    ];
    return c.json({ balances });
  });

  /** Test-only: the deterministic test account, and signatures by it (so pages hold no key). */
  app.get(`${CONTROL_PREFIX}/solana/account`, (c) =>
    c.json({ address: signer.address, publicKey: Buffer.from(signer.publicKey).toString('base64'), chainId: SOLANA_CAIP_NETWORK_ID }),
  );
  app.post(`${CONTROL_PREFIX}/solana/sign`, async (c) => {
    const { message } = await parseJsonBody(c, signBody);
    const signature = signer.sign(new Uint8Array(Buffer.from(message, 'base64')));
    return c.json({ address: signer.address, signature: Buffer.from(signature).toString('base64') });
  });
  /** A wallet's `signTransaction`: the wire transaction (base64) back signed by the test account. Send it yourself. */
  app.post(`${CONTROL_PREFIX}/solana/sign-transaction`, async (c) => {
    const { transaction } = await parseJsonBody(c, signTransactionBody);
    try {
      const signed = signWireTransaction(new Uint8Array(Buffer.from(transaction, 'base64')), signer);
      return c.json({
        address: signer.address,
        transaction: Buffer.from(signed.transaction).toString('base64'),
        signature: signed.signature,
      });
    } catch (error) {
      if (error instanceof NotASignerError) throw new BadRequestError(error.message);
      throw new BadRequestError(`transaction: not a wire transaction (${(error as Error).message})`);
    }
  });
  return app;
}
