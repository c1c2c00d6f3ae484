import type { ChainNamespace } from './caip.ts';

/** A way to connect (SPEC section 3), as `getConnectors()` gives it to hosts: its `id` is the `connectorId` a connection of it stores. */
export type Connector = {
  id: string;
  name: string;
  /** `AUTH`: e-mail and social; `ANNOUNCED`: EIP-6963 or Wallet Standard; `INJECTED`: `window.ethereum`; `MULTI_CHAIN`: one wallet on several namespaces. */
  type: 'AUTH' | 'WALLET_CONNECT' | 'ANNOUNCED' | 'INJECTED' | 'MULTI_CHAIN';
  /** The namespace it connects first. */
  chain: ChainNamespace;
  /** The CAIP ids of the app's networks it can serve. */
  chains: string[];
  imageId?: string;
  imageUrl?: string;
  /** The wallet directory's id of the wallet. */
  explorerId?: string;
  info?: { rdns: string };
};
