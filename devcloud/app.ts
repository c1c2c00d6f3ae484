/**
 * The devcloud HTTP app, built without listening so tests can call `app.request()`.
 * Order matters: CORS wraps everything (faulted answers must be readable cross-origin), then
 * faults, then the routes. Other devcloud parts add routes with `app.route('/', theirRoutes)`
 * before the server starts (see `extensions` in server.ts).
 */
import { Hono } from 'hono';
import { createBalanceReader, type BalanceReader } from './blockchain/balance.ts';
import { createIdentityStore } from './blockchain/identity.ts';
import { blockchainRoutes } from './blockchain/routes.ts';
import { solanaRoutes, type SolanaRouteDeps } from './solana/routes.ts';
import { bitcoinRoutes, type BitcoinRouteDeps } from './bitcoin/routes.ts';
import { chainRoutes } from './chain/routes.ts';
import type { LocalChainInfo } from './chain/tokens.ts';
import { convertRoutes } from './convert/routes.ts';
import { cors } from './cors.ts';
import { generateDirectory, type DirectoryWallet } from './directory/generate.ts';
import { directoryRoutes } from './directory/routes.ts';
import { createEventLog, eventRoutes, type EventLog } from './events.ts';
import { CONTROL_PREFIX, createFaultStore, faultMiddleware, faultRoutes, type FaultStore } from './faults.ts';
import { namesRoutes } from './names/routes.ts';
import { createOnrampHistory } from './onramp/history.ts';
import { createOrderStore } from './onramp/orders.ts';
import { onrampRoutes } from './onramp/routes.ts';
import { sandboxRoutes } from './onramp/sandboxRoutes.ts';
import { createNameStore } from './names/store.ts';
import { createSignatureVerifier, type SignatureVerifier } from './names/verify.ts';
import { createProjectStore, modeOfProjects, projectRoutes, type ProjectStore } from './projects.ts';
import { permissionRoutes } from './permissions/routes.ts';
import { createPermissionStore } from './permissions/store.ts';
import { sessionRoutes } from './sessions/routes.ts';
import { createSessionStore } from './sessions/store.ts';
import { createSignInVerifier } from './sessions/verify.ts';
import type { StateStore } from './state.ts';
import { BadRequestError } from './validate.ts';

export type DevcloudDeps = {
  chain: LocalChainInfo;
  state: StateStore;
  /** Defaults to the generated directory of DEFAULT_WALLET_COUNT wallets. */
  wallets?: readonly DirectoryWallet[];
  faults?: FaultStore;
  projects?: ProjectStore;
  events?: EventLog;
  balances?: BalanceReader;
  /** The Solana stand-in (LiteSVM, started on first Solana request). */
  solana?: SolanaRouteDeps;
  /** The Bitcoin regtest stand-in (devcloud/bitcoin, built on first Bitcoin request). */
  bitcoin?: BitcoinRouteDeps;
  /** The names API's signature check (default: viem against the local chains) and clock (Unix seconds). */
  names?: { verify?: SignatureVerifier; now?: () => number };
  /** One line per request (method, path, status, ms); omitted means quiet. */
  log?: (line: string) => void;
};

export function createApp(deps: DevcloudDeps): Hono {
  const faults = deps.faults ?? createFaultStore();
  const projects = deps.projects ?? createProjectStore();
  const modeOf = modeOfProjects(projects);
  const events = deps.events ?? createEventLog();
  const app = new Hono();

  if (deps.log) {
    const log = deps.log;
    app.use('*', async (c, next) => {
      const started = performance.now();
      await next();
      log(`${c.req.method} ${c.req.path} ${c.res.status} ${Math.round(performance.now() - started)}ms`);
    });
  }
  app.use('*', cors());
  app.use('*', faultMiddleware(faults));

  app.get(`${CONTROL_PREFIX}/health`, (c) => c.json({ ok: true }));
  app.post(`${CONTROL_PREFIX}/reset`, (c) => {
    // Test-time state only; the chain and the persisted names stay.
    faults.clear();
    events.clear();
    projects.reset();
    return c.json({ ok: true });
  });
  app.route('/', faultRoutes(faults));
  app.route('/', projectRoutes(projects));
  app.route('/', eventRoutes(events));
  app.route('/', directoryRoutes(deps.wallets ?? generateDirectory()));
  app.route('/', chainRoutes(deps.chain));
  // Before the blockchain routes: Solana balance and RPC requests are answered here, the rest fall through.
  app.route('/', solanaRoutes(deps.solana));
  // Likewise for Bitcoin (bip122) balances, beside its Esplora API.
  app.route('/', bitcoinRoutes(deps.bitcoin));
  app.route(
    '/',
    namesRoutes({
      names: createNameStore(deps.state),
      chains: deps.chain.chains,
      verify: deps.names?.verify ?? createSignatureVerifier(deps.chain.chains),
      now: deps.names?.now,
    }),
  );
  // Sign-in sessions (Airlock's siwx server example) and smart sessions (ERC-7715 grants): signatures checked with
  // the names API's verifier.
  const evmVerifier = deps.names?.verify ?? createSignatureVerifier(deps.chain.chains);
  const permissionStore = createPermissionStore(deps.state);
  app.route('/', permissionRoutes({ permissions: permissionStore, verify: evmVerifier }));
  app.route(
    '/',
    sessionRoutes({
      sessions: createSessionStore(deps.state),
      projects,
      verify: createSignInVerifier(evmVerifier),
      permissions: { store: permissionStore, verify: evmVerifier },
    }),
  );
  app.route('/', convertRoutes(deps.chain, modeOf));
  const orders = createOrderStore(deps.state);
  app.route('/', onrampRoutes({ info: deps.chain, orders, modeOf }));
  app.route('/', sandboxRoutes({ info: deps.chain, orders }));
  app.route(
    '/',
    blockchainRoutes({
      info: deps.chain,
      balances: deps.balances ?? createBalanceReader(deps.chain),
      identities: createIdentityStore(deps.state),
      onramp: createOnrampHistory(orders),
      modeOf,
    }),
  );

  app.notFound((c) => c.json({ message: `no route ${c.req.method} ${c.req.path}` }, 404));
  app.onError((error, c) => {
    if (error instanceof BadRequestError) return c.json({ message: error.message }, 400);
    console.error('devcloud:', error);
    return c.json({ message: error.message || 'internal error' }, 500);
  });
  return app;
}
