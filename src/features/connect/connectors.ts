import type { Getter } from 'jotai/vanilla';
import { knownWalletsAtom } from '../../atoms/directory.ts';
import { networksAtom } from '../../atoms/network.ts';
import { optionsAtom } from '../../atoms/options.ts';
import { injectedWalletsAtom } from '../../atoms/wallets.ts';
import { INJECTED_FALLBACK_ID } from '../../chains/connectors/eip6963.ts';
import { EMBEDDED_CONNECTOR_ID, EMBEDDED_NAMESPACES } from '../../chains/connectors/embeddedId.ts';
import { WALLETCONNECT_CONNECTOR_ID } from '../../chains/connectors/walletconnectConfig.ts';
import type { ChainNamespace } from '../../core/caip.ts';
import type { Connector } from '../../core/connector.ts';

export type { Connector };

/**
 * The ways to connect this instance offers now: the embedded wallet (AUTH, unless basic), WalletConnect (unless
 * turned off), and each browser wallet found (EIP-6963 announced, Wallet Standard, or `window.ethereum`), with
 * ids as connections store them (`connectorId`).
 */
export function listConnectors(get: Getter): Connector[] {
  const options = get(optionsAtom);
  const networks = get(networksAtom);
  const idsOf = (namespaces: readonly ChainNamespace[]) =>
    networks.filter((n) => namespaces.includes(n.chainNamespace)).map((n) => n.caipNetworkId);
  const served = [...new Set(networks.map((n) => n.chainNamespace))];
  const known = [...get(knownWalletsAtom).values()];
  const connectors: Connector[] = [];
  const embedded = EMBEDDED_NAMESPACES.filter((ns) => served.includes(ns));
  if (!options?.basic && embedded[0])
    connectors.push({ id: EMBEDDED_CONNECTOR_ID, name: 'Email and social', type: 'AUTH', chain: embedded[0], chains: idsOf(embedded) });
  if (options?.enableWalletConnect !== false && served.includes('eip155')) {
    connectors.push({
      id: WALLETCONNECT_CONNECTOR_ID,
      name: 'WalletConnect',
      type: 'WALLET_CONNECT',
      chain: 'eip155',
      chains: idsOf(['eip155']),
    });
  }
  for (const wallet of get(injectedWalletsAtom)) {
    const namespaces = (wallet.namespaces ?? [wallet.namespace]).filter((ns) => served.includes(ns));
    if (!namespaces[0]) continue;
    const listed = known.find((w) => w.rdns && w.rdns === wallet.rdns);
    connectors.push({
      id: wallet.namespace === 'eip155' ? wallet.rdns : wallet.name,
      name: wallet.name,
      type: namespaces.length > 1 ? 'MULTI_CHAIN' : wallet.rdns === INJECTED_FALLBACK_ID ? 'INJECTED' : 'ANNOUNCED',
      chain: namespaces[0],
      chains: idsOf(namespaces),
      imageUrl: wallet.icon,
      ...(listed ? { explorerId: listed.id, ...(listed.image_id ? { imageId: listed.image_id } : {}) } : {}),
      ...(wallet.namespace === 'eip155' ? { info: { rdns: wallet.rdns } } : {}),
    });
  }
  return connectors;
}
