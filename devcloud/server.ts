/**
 * Starts the local cloud: two anvil chains with the test tokens, the swap market and ERC-4337 (EntryPoint, smart-account
 * factory, paymaster) deployed, the bundler of the smart-account chain, and the HTTP app (config, directory,
 * analytics sink, blockchain API, RPC, faults) on 127.0.0.1.
 *
 *   npx tsx devcloud/server.ts        # prints "devcloud: http://127.0.0.1:4000"
 *
 * Env: DEVCLOUD_WALLETS sets the size of the generated wallet directory (default 3000); DEVCLOUD_PORT,
 * SECURE_SITE_PORT, ANVIL_PORTS, BUNDLER_PORT and AIRLOCK_SHELL_PORT (allowed origins) move it (scripts/ports.ts).
 */
import { realpathSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Hono } from 'hono';
import { createApp } from './app.ts';
import { deployAccountAbstraction } from './chain/accountAbstraction.ts';
import { startAnvil, type AnvilNode } from './chain/anvil.ts';
import { startBundler } from './chain/bundler.ts';
import { deployTestTokens } from './chain/deploy.ts';
import { deployMarket } from './chain/deployMarket.ts';
import { deployCollectibles } from './chain/collectibles.ts';
import { TOKEN_CHAIN_ID, type LocalChainInfo } from './chain/tokens.ts';
import { DEFAULT_WALLET_COUNT, generateDirectory } from './directory/generate.ts';
import { createFaultStore, type FaultStore } from './faults.ts';
import { closeServer, HOST, listen } from './listen.ts';
import { createProjectStore } from './projects.ts';
import { localOrigins, portsFromEnv } from '../scripts/ports.ts';
import { relayExtension } from './relay/extension.ts';
import { secureSiteExtension } from './secure-site/extension.ts';
import { createStateStore, type StateStore } from './state.ts';
import { createUpgradeRouter, type UpgradeHandler } from './upgrade.ts';

export type DevcloudOptions = {
  /** HTTP port on 127.0.0.1 (default 4000). */
  port?: number;
  /** Ports of the two anvil chains, ids 31337 and 31338 (default [8545, 8546]). */
  anvilPorts?: [number, number];
  /** Folder of the persisted state (default `.devcloud/` at the repo root). */
  stateDir?: string;
  /** No start-up summary and no request log. */
  quiet?: boolean;
  /** Added after DEVCLOUD_EXTENSIONS, e.g. by a test. */
  extensions?: DevcloudExtension[];
  /** Port of the secure site (the embedded-wallet origin) on 127.0.0.1 (default 4001); null: don't start it. */
  securePort?: number | null;
  /** Port of chain 31337's ERC-4337 bundler (default 4337); it runs with the secure site, its only client. */
  bundlerPort?: number;
  /** Origins every project allows until `POST /__devcloud/projects/:id` says otherwise (default: the shell's and the e2e host's on 3000 and 3100). */
  allowedOrigins?: readonly string[];
};

export type DevcloudContext = {
  /** The app before it listens: mount routes with `app.route('/', routes)`. */
  app: Hono;
  chain: LocalChainInfo;
  state: StateStore;
  /** Where the devcloud app will listen, e.g. http://127.0.0.1:4000. */
  url: string;
  quiet: boolean;
  /** The app's faults (`POST /__devcloud/faults`), for routes that do not pass through Hono. */
  faults: FaultStore;
  /** Serves WebSocket upgrades on `path` of the devcloud port (once it listens). */
  onUpgrade(path: string, handler: UpgradeHandler): void;
};

/**
 * Extension point for the other parts of devcloud (the secure site with its mailbox route,
 * the relay ...): mount routes on `context.app`, serve a WebSocket path with
 * `context.onUpgrade`, and/or start a server of your own, and return a function that stops it.
 * Runs before the app listens, in order.
 */
export type DevcloudExtension = (context: DevcloudContext) => Promise<(() => Promise<void>) | void> | void;

/** Started with every devcloud, after the secure site: the WalletConnect relay on `ws://…/relay`. */
export const DEVCLOUD_EXTENSIONS: DevcloudExtension[] = [relayExtension()];

export type Devcloud = {
  url: string;
  chain: LocalChainInfo;
  /** Stops the HTTP server, the extensions and the anvil chains; safe to call twice. */
  close(): Promise<void>;
};

const CHAIN_IDS = [31337, 31338] as const;
/** The smart-account network (secure-site/chains.ts): the one chain with a bundler. */
const BUNDLER_CHAIN_ID = 31337;
const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));

export async function startDevcloud(options: DevcloudOptions = {}): Promise<Devcloud> {
  const { port = 4000, anvilPorts = [8545, 8546], quiet = false } = options;
  const stateDir = options.stateDir ? resolve(options.stateDir) : resolve(REPO_ROOT, '.devcloud');
  const url = `http://${HOST}:${port}`;
  const cleanups: Array<() => Promise<void>> = [];
  const cleanUp = async () => {
    // Reverse order: the HTTP server and extensions go before the chains they read from.
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup().catch((e) => console.error('devcloud:', e));
  };

  try {
    const started = await Promise.allSettled(CHAIN_IDS.map((chainId, i) => startAnvil({ chainId, port: anvilPorts[i] ?? 8545 + i })));
    for (const result of started) if (result.status === 'fulfilled') cleanups.push(result.value.stop);
    const nodes = started.map((result) => {
      if (result.status === 'rejected') throw result.reason;
      return result.value;
    });

    const chains = nodes.map((node: AnvilNode) => ({ chainId: node.chainId, rpcUrl: node.rpcUrl }));
    // ERC-4337's contracts come from keys of their own, so they deploy alongside the tokens.
    const deployingAccountAbstraction = Promise.all(chains.map(deployAccountAbstraction));
    deployingAccountAbstraction.catch(() => undefined); // awaited below
    const tokenChain = chains.find((chain) => chain.chainId === TOKEN_CHAIN_ID);
    const tokens = tokenChain ? await deployTestTokens(tokenChain) : [];
    const market = tokenChain ? await deployMarket(tokenChain, tokens) : undefined;
    const collections = tokenChain ? [await deployCollectibles(tokenChain, url)] : [];
    const [aaAddresses] = await deployingAccountAbstraction;
    const bundlerChain = options.securePort === null ? undefined : chains.find((chain) => chain.chainId === BUNDLER_CHAIN_ID);
    const bundlerUrl = `http://${HOST}:${options.bundlerPort ?? 4337}`;
    const accountAbstraction = aaAddresses
      ? { ...aaAddresses, bundlers: bundlerChain ? { [bundlerChain.chainId]: bundlerUrl } : {} }
      : undefined;
    const chain: LocalChainInfo = {
      chains,
      tokens,
      ...(market ? { market } : {}),
      collections,
      ...(accountAbstraction ? { accountAbstraction } : {}),
    };

    const state = createStateStore({ dir: stateDir });
    const wallets = generateDirectory(walletCountFromEnv());
    const faults = createFaultStore();
    const projects = createProjectStore(options.allowedOrigins);
    const app = createApp({ chain, state, wallets, faults, projects, log: quiet ? undefined : (line) => console.log(line) });
    const upgrades = createUpgradeRouter();

    const context: DevcloudContext = { app, chain, state, url, quiet, faults, onUpgrade: upgrades.add };
    const secureSite = options.securePort === null ? [] : [secureSiteExtension({ port: options.securePort ?? 4001 })];
    for (const extension of [...secureSite, ...DEVCLOUD_EXTENSIONS, ...(options.extensions ?? [])]) {
      const stop = await extension(context);
      if (stop) cleanups.push(stop);
    }

    const server = await listen(app, port);
    upgrades.attach(server);
    cleanups.push(() => {
      upgrades.closeAll();
      return closeServer(server);
    });
    // Last, as it loads for seconds: devcloud does not wait for the bundler (the secure site does, at its first operation).
    if (bundlerChain) {
      const bundler = await startBundler({ ...bundlerChain, port: options.bundlerPort ?? 4337 });
      cleanups.splice(cleanups.length - 1, 0, bundler.stop); // stopped after the HTTP server, before the chains
      bundler.ready.then(
        (ms) => {
          if (!quiet) console.log(`devcloud: bundler of ${bundler.chainId} ready in ${ms} ms (${bundler.url})`);
        },
        (error: unknown) => console.error(`devcloud: ${(error as Error).message}`),
      );
    }
    return { url, chain, close: cleanUp };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}

function walletCountFromEnv(): number {
  const raw = process.env.DEVCLOUD_WALLETS;
  const count = raw === undefined ? DEFAULT_WALLET_COUNT : Number(raw);
  if (!Number.isInteger(count) || count < 0) throw new Error(`DEVCLOUD_WALLETS must be a whole number, got ${raw}`);
  return count;
}

/** True when this file is the program (`npx tsx devcloud/server.ts`), not an import. */
function isMain(): boolean {
  const entry = process.argv[1];
  if (!entry) return false;
  try {
    return realpathSync(entry) === realpathSync(fileURLToPath(import.meta.url));
  } catch {
    return false;
  }
}

async function main(): Promise<void> {
  const startedAt = performance.now();
  // Ports and the shell's origin from the environment, as `npm start` reads them (README, "Ports").
  const ports = portsFromEnv();
  const devcloud = await startDevcloud({
    port: ports.devcloud,
    anvilPorts: ports.anvil,
    securePort: ports.secureSite,
    bundlerPort: ports.bundler,
    allowedOrigins: localOrigins(ports),
  });
  console.log(`devcloud: ${devcloud.url}`);
  for (const chain of devcloud.chain.chains) console.log(`  chain ${chain.chainId}: ${chain.rpcUrl}`);
  for (const token of devcloud.chain.tokens) {
    console.log(`  token ${token.symbol} on ${token.chainId}: ${token.address}`);
  }
  const market = devcloud.chain.market;
  if (market) console.log(`  market on ${market.chainId}: router ${market.router}, WETH ${market.weth}`);
  const aa = devcloud.chain.accountAbstraction;
  if (aa) console.log(`  ERC-4337: EntryPoint ${aa.entryPoint}, factory ${aa.factory}, paymaster ${aa.paymaster}`);
  for (const [chainId, bundlerUrl] of Object.entries(aa?.bundlers ?? {})) console.log(`  bundler of ${chainId}: ${bundlerUrl}`);
  console.log(`  ready in ${Math.round(performance.now() - startedAt)} ms`);

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`devcloud: ${signal}, shutting down`);
    devcloud.close().then(
      () => process.exit(0),
      (error) => {
        console.error('devcloud:', error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

if (isMain()) {
  main().catch((error) => {
    console.error('devcloud: failed to start:', error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
