/**
 * The secure site stand-in: a separate origin (http://127.0.0.1:4001 by default) serving the
 * login page the toolkit's hidden iframe loads, its backend that keeps embedded-wallet keys,
 * and the dev pages for device approval, social consent and Farcaster.
 *
 *   const mailbox = createMailbox();
 *   devcloudApp.route('/', mailboxRoutes(mailbox));          // GET /__devcloud/mailbox/:email on 4000
 *   const site = await startSecureSite({ mailbox });          // the same mailbox receives the mail
 */
import { resolve } from 'node:path';
import { Hono } from 'hono';
import { apiRoutes } from './api.ts';
import { createApprovalBook } from './approvalBook.ts';
import { loadAssets } from './bundle.ts';
import { createChains } from './chains.ts';
import { createCodeBook } from './codes.ts';
import { createEmailChange } from './emailChange.ts';
import { createEmailLogin } from './emailLogin.ts';
import { createFarcasterLogin } from './farcasterLogin.ts';
import { createFunder } from './funding.ts';
import { loginPageRoutes } from './loginPage.ts';
import { createMailbox, mailboxRoutes, type Mailbox } from './mailbox.ts';
import { createOriginsSource } from './origins.ts';
import { createOutbox } from './outbox.ts';
import { createModeSource } from './projectMode.ts';
import { pageRoutes } from './pages.ts';
import { createPreviewer } from './preview/build.ts';
import { createSignals } from './signals.ts';
import { createSocialLogin } from './socialLogin.ts';
import { createDeviceGuard } from './deviceGuard.ts';
import { createSecureSiteStore, SESSION_LIMITS, type SessionLimits } from './store.ts';
import { createSmartAccounts } from './userOperations.ts';
import { createWalletRpc } from './walletRpc.ts';
import type { WalletToken } from './walletAssets.ts';
import { type FaultStore, faultMiddleware } from '../faults.ts';
import { closeServer, HOST, listen } from '../listen.ts';

export { createMailbox, mailboxRoutes, type Mailbox, type MailboxMessage } from './mailbox.ts';
export { SECURE_SITE_VERSION } from './loginPage.ts';
export { secureSiteExtension } from './extension.ts';

export type SecureSiteOptions = {
  /** Port on 127.0.0.1 (default 4001). */
  port?: number;
  /** The devcloud app, for the projects' allowed origins (default http://127.0.0.1:4000). */
  devcloudUrl?: string;
  /** JSON-RPC URL per chain id (default anvil on 8545 for 31337 and 8546 for 31338). */
  rpcUrls?: Record<number, string>;
  /** Folder of secure-site.json (default `.devcloud`, relative to the working directory); null keeps state in memory. */
  stateDir?: string | null;
  /** No mailbox lines or funding notes on stdout. */
  quiet?: boolean;
  /** Share one mailbox with the devcloud app; a new one otherwise. */
  mailbox?: Mailbox;
  /** The test tokens on the local chains, listed by wallet_getAssets when held (default none). */
  tokens?: readonly WalletToken[];
  /** Devcloud's faults (`POST /__devcloud/faults`), applied to this site's routes too, e.g. a backend answer the frame relays. */
  faults?: FaultStore;
  /** How long sign-in sessions live (default: SESSION_LIMITS of store.ts, a day idle, a week at most). */
  sessionLimits?: SessionLimits;
  /** The ERC-4337 bundler's URL per chain id, for the smart account's operations (default none: it cannot send). */
  bundlerUrls?: Record<number, string>;
};

export type SecureSite = {
  url: string;
  mailbox: Mailbox;
  /** Stops the server; safe to call twice. */
  close(): Promise<void>;
};

/** Builds the secure site's Hono app without listening (used by startSecureSite and tests). */
export function createSecureSiteApp(
  options: Required<Omit<SecureSiteOptions, 'port' | 'faults' | 'bundlerUrls'>> &
    Pick<SecureSiteOptions, 'faults' | 'bundlerUrls'> & { siteUrl: string },
): Hono {
  const log = options.quiet ? () => {} : (line: string) => console.log(line);
  const warn = options.quiet ? () => {} : (line: string) => console.warn(line);
  const siteUrl = options.siteUrl;
  const store = createSecureSiteStore({
    dir: options.stateDir === null ? null : resolve(options.stateDir),
    warn,
    sessionLimits: options.sessionLimits,
  });
  const chains = createChains(options.rpcUrls);
  const fund = createFunder(chains, log);
  const codes = createCodeBook();
  const signals = createSignals();
  const outbox = createOutbox(options.mailbox, log);
  const origins = createOriginsSource(options.devcloudUrl, warn);

  const emailLogin = createEmailLogin({ store, codes, outbox, signals, siteUrl });
  const social = createSocialLogin({ store, siteUrl });
  const farcaster = createFarcasterLogin({ store, signals, siteUrl });

  const app = new Hono();
  if (options.faults) app.use('*', faultMiddleware(options.faults));
  app.route('/', loginPageRoutes({ origins, modes: createModeSource(options.devcloudUrl), chainIds: chains.ids }));
  app.route('/', pageRoutes({ emailLogin, social, farcaster }));
  app.route('/', mailboxRoutes(options.mailbox));
  app.route(
    '/',
    apiRoutes({
      siteOrigin: new URL(siteUrl).origin,
      store,
      chains,
      fund,
      emailLogin,
      emailChange: createEmailChange({ store, codes, outbox }),
      social,
      farcaster,
      walletRpc: createWalletRpc(
        chains,
        fund,
        options.devcloudUrl ?? 'http://127.0.0.1:4000',
        options.tokens,
        createSmartAccounts(chains, options.bundlerUrls ?? {}),
      ),
      origins,
      approvals: createApprovalBook(),
      devices: createDeviceGuard(),
      preview: createPreviewer({ chains, fund }),
    }),
  );
  return app;
}

export async function startSecureSite(options: SecureSiteOptions = {}): Promise<SecureSite> {
  const port = options.port ?? 4001;
  const url = `http://${HOST}:${port}`;
  const mailbox = options.mailbox ?? createMailbox();
  // Bundle now, so a broken frame script fails the start, not the first page load.
  await loadAssets();
  const app = createSecureSiteApp({
    devcloudUrl: options.devcloudUrl ?? 'http://127.0.0.1:4000',
    rpcUrls: options.rpcUrls ?? { 31337: 'http://127.0.0.1:8545', 31338: 'http://127.0.0.1:8546' },
    stateDir: options.stateDir === undefined ? '.devcloud' : options.stateDir,
    quiet: options.quiet ?? false,
    mailbox,
    tokens: options.tokens ?? [],
    sessionLimits: options.sessionLimits ?? SESSION_LIMITS,
    ...(options.faults ? { faults: options.faults } : {}),
    ...(options.bundlerUrls ? { bundlerUrls: options.bundlerUrls } : {}),
    siteUrl: url,
  });
  const server = await listen(app, port);
  let closed: Promise<void> | undefined;
  return {
    url,
    mailbox,
    close: () => (closed ??= closeServer(server)),
  };
}
