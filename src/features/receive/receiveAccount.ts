import type { WalletInfo } from '../../atoms/account.ts';
import type { NamespaceConnection } from '../../atoms/connection.ts';
import type { EmbeddedUser } from '../../atoms/embedded.ts';
import { EMBEDDED_CONNECTOR_ID } from '../../chains/connectors/embeddedId.ts';
import { type CaipNetwork, type ChainNamespace, truncateAddress } from '../../core/caip.ts';

/** Namespaces funds can be received on (SPEC section 9: send and receive serve eip155 and solana; and Bitcoin's payment address). */
export const RECEIVE_NAMESPACES: readonly ChainNamespace[] = ['eip155', 'solana', 'bip122'];

/** What the Receive view shows of the connected account. */
export type ReceiveAccount = {
  namespace: ChainNamespace;
  address: string;
  /** 4 leading and 6 trailing characters (SPEC section 9), as the Account view shows it. */
  short: string;
  /** `namespace:chainId:address` on the active network. */
  caipAddress: string | undefined;
  /** The embedded wallet's smart account: a contract, deployed per chain. */
  smartAccount: boolean;
  /** The image for the middle of the QR code: the wallet's icon, else the network's. */
  logo: string | undefined;
};

// Images only from data URLs or the web: an icon is drawn inside the code, never followed as a link.
const IMAGE_URL = /^(data:image\/|https?:\/\/)/i;

/** The connected account of `namespace` as Receive shows it, or undefined when nothing is connected there. */
export function describeReceiveAccount(input: {
  namespace: ChainNamespace;
  connection: NamespaceConnection;
  network: CaipNetwork | undefined;
  wallet: WalletInfo | undefined;
  embeddedUser: EmbeddedUser | null;
}): ReceiveAccount | undefined {
  const { namespace, connection, network, wallet, embeddedUser } = input;
  const address = connection.address;
  if (connection.status !== 'connected' || !address) return undefined;
  const onNetwork = network?.chainNamespace === namespace ? network : undefined;
  const same = (other: string) => (namespace === 'eip155' ? other.toLowerCase() === address.toLowerCase() : other === address);
  const smartAccount =
    namespace === 'eip155' &&
    connection.connectorId === EMBEDDED_CONNECTOR_ID &&
    (embeddedUser?.accounts.some((account) => account.type === 'smartAccount' && same(account.address)) ?? false);
  return {
    namespace,
    address,
    short: truncateAddress(address),
    caipAddress: onNetwork ? `${onNetwork.caipNetworkId}:${address}` : connection.caipAddress,
    smartAccount,
    logo: [wallet?.icon, onNetwork?.assets?.imageUrl].find((url) => url !== undefined && IMAGE_URL.test(url)),
  };
}
