/**
 * Plugs the secure site into devcloud/server.ts: `DEVCLOUD_EXTENSIONS.push(secureSiteExtension())`.
 * It shares one mailbox between the devcloud app (which serves `/__devcloud/mailbox` on its
 * port) and the secure site (which delivers), and uses devcloud's chains, URL, state folder and faults.
 */
import { dirname } from 'node:path';
import type { Hono } from 'hono';
import type { FaultStore } from '../faults.ts';
import { startSecureSite } from './index.ts';
import { createMailbox, mailboxRoutes } from './mailbox.ts';
import type { WalletToken } from './walletAssets.ts';

/** The part of devcloud's extension context this needs (kept structural, so no import cycle). */
export type SecureSiteHost = {
  app: Hono;
  url: string;
  quiet: boolean;
  chain: {
    chains: ReadonlyArray<{ chainId: number; rpcUrl: string }>;
    tokens: readonly WalletToken[];
    accountAbstraction?: { bundlers: Record<number, string> };
  };
  state: { readonly path: string | null };
  faults: FaultStore;
};

export function secureSiteExtension(options: { port?: number } = {}) {
  return async (context: SecureSiteHost): Promise<() => Promise<void>> => {
    const mailbox = createMailbox();
    context.app.route('/', mailboxRoutes(mailbox));
    const site = await startSecureSite({
      port: options.port,
      devcloudUrl: context.url,
      rpcUrls: Object.fromEntries(context.chain.chains.map((chain) => [chain.chainId, chain.rpcUrl])),
      stateDir: context.state.path === null ? null : dirname(context.state.path),
      quiet: context.quiet,
      mailbox,
      tokens: context.chain.tokens,
      faults: context.faults,
      bundlerUrls: context.chain.accountAbstraction?.bundlers ?? {},
    });
    if (!context.quiet) console.log(`secure site: ${site.url}`);
    return site.close;
  };
}
