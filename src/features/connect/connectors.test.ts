import { createStore } from 'jotai/vanilla';
import { describe, expect, it } from 'vitest';
import { knownWalletsAtom } from '../../atoms/directory.ts';
import { optionsAtom } from '../../atoms/options.ts';
import { injectedWalletsAtom } from '../../atoms/wallets.ts';
import { LOCAL_OPTIONS } from '../../core/options.fixture.ts';
import { listConnectors } from './connectors.ts';

const EVM = 'eip155:31337';
const SOLANA = LOCAL_OPTIONS.networks[1]!.caipNetworkId;

function storeWith(options = LOCAL_OPTIONS) {
  const store = createStore();
  store.set(optionsAtom, options);
  return { store, list: () => listConnectors((a) => store.get(a)) };
}

describe("getConnectors(): SPEC section 3's Connector", () => {
  it('the embedded wallet (AUTH, on eip155 and solana) and WalletConnect, then each browser wallet with its type', () => {
    const { store, list } = storeWith();
    store.set(knownWalletsAtom, new Map([['mm', { id: 'mm-directory-id', name: 'MetaMask', rdns: 'io.metamask', image_id: 'mm-image' }]]));
    store.set(injectedWalletsAtom, [
      { uuid: 'u1', name: 'MetaMask', icon: 'data:mm', rdns: 'io.metamask', namespace: 'eip155', namespaces: ['eip155'] },
      { uuid: 'u2', name: 'Phantom', icon: 'data:ph', rdns: 'app.phantom', namespace: 'eip155', namespaces: ['eip155', 'solana'] },
      { uuid: 'injected', name: 'Browser Wallet', icon: 'data:fb', rdns: 'injected', namespace: 'eip155' },
      {
        uuid: 'wallet-standard:Solflare',
        name: 'Solflare',
        icon: 'data:sf',
        rdns: 'wallet-standard:Solflare',
        namespace: 'solana',
        namespaces: ['solana'],
      },
    ]);
    expect(list()).toEqual([
      { id: 'AUTH', name: 'Email and social', type: 'AUTH', chain: 'eip155', chains: [EVM, SOLANA] },
      { id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155', chains: [EVM] },
      {
        id: 'io.metamask',
        name: 'MetaMask',
        type: 'ANNOUNCED',
        chain: 'eip155',
        chains: [EVM],
        imageUrl: 'data:mm',
        explorerId: 'mm-directory-id',
        imageId: 'mm-image',
        info: { rdns: 'io.metamask' },
      },
      {
        id: 'app.phantom',
        name: 'Phantom',
        type: 'MULTI_CHAIN',
        chain: 'eip155',
        chains: [EVM, SOLANA],
        imageUrl: 'data:ph',
        info: { rdns: 'app.phantom' },
      },
      {
        id: 'injected',
        name: 'Browser Wallet',
        type: 'INJECTED',
        chain: 'eip155',
        chains: [EVM],
        imageUrl: 'data:fb',
        info: { rdns: 'injected' },
      },
      // A Solana wallet's connector id is its Wallet Standard name (what its connection stores).
      { id: 'Solflare', name: 'Solflare', type: 'ANNOUNCED', chain: 'solana', chains: [SOLANA], imageUrl: 'data:sf' },
    ]);
  });

  it('basic mode has no embedded wallet; WalletConnect off has none; a namespace the app does not serve lists nothing', () => {
    const evmOnly = { ...LOCAL_OPTIONS, networks: [LOCAL_OPTIONS.networks[0]!], basic: true, enableWalletConnect: false };
    const { store, list } = storeWith(evmOnly);
    store.set(injectedWalletsAtom, [
      { uuid: 'wallet-standard:Solflare', name: 'Solflare', icon: '', rdns: 'wallet-standard:Solflare', namespace: 'solana' },
    ]);
    expect(list()).toEqual([]);
  });
});
