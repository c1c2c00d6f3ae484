import type { CaipNetwork } from '../../core/caip.ts';
import type { ResolvedOptions } from '../../core/options.ts';

/** The connector id a WalletConnect session is stored under (SPEC section 3, one key per namespace). */
export const WALLETCONNECT_CONNECTOR_ID = 'walletConnect';

export type WalletConnectConfig = {
  projectId: string;
  /** The relay's WebSocket URL; the provider's default relay when absent. */
  relayUrl?: string;
  metadata?: { name: string; description: string; url: string; icons: string[] };
  networks: readonly CaipNetwork[];
  /** How long to wait for the relay (init and pairing URI). */
  timeoutMs?: number;
  /** The SDK logs its errors to the console (else it is silent). */
  debug?: boolean;
};

/**
 * The connector's configuration from the instance's options. Apart from the connector (which rides in the
 * lazy `airlock-walletconnect` chunk with universal-provider), so the modal and the actions chunk carry
 * only this.
 */
export function walletConnectConfig(
  options: Pick<ResolvedOptions, 'projectId' | 'relayUrl' | 'metadata' | 'networks' | 'debug' | '_testTimeouts'>,
): WalletConnectConfig {
  return {
    projectId: options.projectId ?? '',
    networks: options.networks,
    debug: options.debug,
    ...(options.relayUrl ? { relayUrl: options.relayUrl } : {}),
    // The tests' shorter network time-out (`_testTimeouts.http`, 10 s like the relay's) bounds the relay wait too.
    ...(options._testTimeouts?.http ? { timeoutMs: options._testTimeouts.http } : {}),
    ...(options.metadata ? { metadata: options.metadata } : {}),
  };
}
