/**
 * The Content-Security-Policy a host page needs for Airlock: one policy for both kinds of host (a Module
 * Federation host and a plain page load the remote the same way: a `fetch` of the manifest, then script tags).
 * The README prints it for the provider's endpoints (`README_ORIGINS`; `scripts/csp.test.ts` holds them equal)
 * and `scripts/hosts.ts` serves the shell and the plain host with it for devcloud, so e2e runs under exactly it.
 */
export type CspOrigins = {
  /** Where the remote is served: its manifest is fetched (connect-src) and its chunks run (script-src). */
  remote: string;
  /** The directory/config, blockchain, analytics and RPC proxy services (`apiUrl` … `rpcUrl`). */
  services: readonly string[];
  /** Wallet images: the directory's image service. */
  images: readonly string[];
  /** The WalletConnect relay (a WebSocket URL). */
  relay: string;
  /** Your networks' own RPC URLs. */
  rpc: readonly string[];
  /** The embedded wallet's secure site (a hidden iframe). */
  secureSite: string;
};

const join = (...sources: readonly string[]) => [...new Set(sources)].join(' ');

export function hostCsp(o: CspOrigins): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${o.remote}`,
    // The modal's styles are constructable stylesheets in its shadow root: no 'unsafe-inline'.
    "style-src 'self'",
    // EIP-6963 wallets announce their icons as data: URIs.
    `img-src 'self' data: ${join(...o.images)}`,
    `connect-src 'self' ${join(o.remote, ...o.services, ...o.rpc, o.relay)}`,
    `frame-src ${o.secureSite}`,
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The README's policy: the provider's public endpoints, a remote at airlock.example and one network's RPC. */
export const README_ORIGINS: CspOrigins = {
  remote: 'https://airlock.example',
  services: ['https://api.web3modal.org', 'https://rpc.walletconnect.org', 'https://pulse.walletconnect.org'],
  images: ['https://api.web3modal.org'],
  relay: 'wss://relay.walletconnect.org',
  rpc: ['https://eth.example'],
  secureSite: 'https://secure.walletconnect.org',
};

/** The same policy for a local run: devcloud and the anvil chains. */
export function devcloudOrigins(remote: string, devcloud: string, secureSite: string): CspOrigins {
  return {
    remote,
    services: [devcloud],
    images: [devcloud],
    relay: devcloud.replace(/^http/, 'ws'),
    rpc: ['http://127.0.0.1:8545', 'http://127.0.0.1:8546'],
    secureSite,
  };
}
