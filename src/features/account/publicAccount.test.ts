import { createStore } from 'jotai/vanilla';
import { describe, expect, it } from 'vitest';
import { identityAtom, tokenBalancesAtom, walletInfoAtom } from '../../atoms/account.ts';
import { activeNamespaceAtom, connectionAtom } from '../../atoms/connection.ts';
import { embeddedUserAtom } from '../../atoms/embedded.ts';
import { activeNetworkAtom } from '../../atoms/network.ts';
import { publicAccountAtom } from '../../atoms/publicAccount.ts';
import { mainnet } from '../../core/networks/catalogue.ts';
import { memoryStorage } from '../../core/storage/memoryStorage.fixture.ts';
import { STORAGE_KEYS } from '../../core/storage/keys.ts';
import { installAccountDetails } from './publicAccount.ts';

const EOA = '0x1111111111111111111111111111111111111111';
const SMART = '0x2222222222222222222222222222222222222222';
const SOL = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV';
const eth = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: mainnet.caipNetworkId,
  value: 3000,
  price: 2000,
  quantity: { decimals: '18', numeric: '1.5' },
  iconUrl: '',
};

function setup() {
  const store = createStore();
  const storage = memoryStorage();
  store.set(activeNetworkAtom, mainnet);
  store.set(activeNamespaceAtom, 'eip155');
  return { store, storage };
}

describe('the public account (SPEC section 3, Account)', () => {
  it('has only the connection fields until the wallet actions install its details', () => {
    const { store, storage } = setup();
    store.set(connectionAtom('eip155'), { status: 'connected', connectorId: 'io.metamask', address: EOA });
    store.set(walletInfoAtom('eip155'), { name: 'MetaMask', id: 'io.metamask' });
    expect(store.get(publicAccountAtom('eip155')).connectedWalletInfo).toBeUndefined();
    installAccountDetails({ store, storage });
    expect(store.get(publicAccountAtom('eip155')).connectedWalletInfo).toEqual({ name: 'MetaMask', id: 'io.metamask' });
  });

  it('an external wallet: its wallet, one EOA, profile and balance of the active account, live', () => {
    const { store, storage } = setup();
    installAccountDetails({ store, storage });
    store.set(connectionAtom('eip155'), { status: 'connected', connectorId: 'io.metamask', address: EOA, caipAddress: `eip155:1:${EOA}` });
    store.set(walletInfoAtom('eip155'), { name: 'MetaMask', id: 'io.metamask', rdns: 'io.metamask' });
    const seen: unknown[] = [];
    const stop = store.sub(publicAccountAtom('eip155'), () => seen.push(store.get(publicAccountAtom('eip155')).profileName));
    store.set(identityAtom, { name: 'alice.reown.id', avatar: 'https://avatars.example/alice.png' });
    store.set(tokenBalancesAtom, [eth]);
    stop();
    expect(seen).toContain('alice.reown.id');
    const account = store.get(publicAccountAtom('eip155'));
    expect(account).toMatchObject({
      address: EOA,
      isConnected: true,
      allAccounts: [{ address: EOA, type: 'eoa' }],
      preferredAccountType: 'eoa',
      profileName: 'alice.reown.id',
      profileImage: 'https://avatars.example/alice.png',
      balance: '1.5',
      balanceSymbol: 'ETH',
      tokenBalance: [eth],
      connectedWalletInfo: { name: 'MetaMask', id: 'io.metamask', rdns: 'io.metamask' },
    });
    expect(account.user).toBeUndefined();
    expect(account.embeddedWalletInfo).toBeUndefined();
  });

  it('the embedded wallet: user, social provider, account type, deployment, all accounts and embeddedWalletInfo', () => {
    const { store, storage } = setup();
    installAccountDetails({ store, storage });
    storage.set(STORAGE_KEYS.connectedSocial, 'github');
    store.set(embeddedUserAtom, {
      email: null,
      userName: 'octocat',
      address: SMART,
      accounts: [
        { address: EOA, type: 'eoa' },
        { address: SMART, type: 'smartAccount' },
      ],
      preferredAccountType: 'smartAccount',
      smartAccountDeployed: true,
    });
    store.set(connectionAtom('eip155'), { status: 'connected', connectorId: 'AUTH', address: SMART });
    store.set(walletInfoAtom('eip155'), { name: 'octocat', id: 'AUTH', rdns: 'AUTH' });
    store.set(connectionAtom('solana'), { status: 'connected', connectorId: 'AUTH', address: SOL });
    expect(store.get(publicAccountAtom('eip155'))).toMatchObject({
      user: { username: 'octocat' },
      socialProvider: 'github',
      smartAccountDeployed: true,
      preferredAccountType: 'smartAccount',
      allAccounts: [
        { address: EOA, type: 'eoa' },
        { address: SMART, type: 'smartAccount' },
      ],
      connectedWalletInfo: { name: 'octocat', id: 'AUTH', identifier: 'octocat', social: 'github' },
      embeddedWalletInfo: {
        user: { username: 'octocat' },
        authProvider: 'github',
        accountType: 'smartAccount',
        isSmartAccountDeployed: true,
      },
    });
    // Solana: the same login, its own EOA; the profile and balances are the active (EVM) account's.
    const solana = store.get(publicAccountAtom('solana'));
    expect(solana).toMatchObject({
      allAccounts: [{ address: SOL, type: 'eoa' }],
      preferredAccountType: 'eoa',
      smartAccountDeployed: false,
      embeddedWalletInfo: { authProvider: 'github', accountType: 'eoa' },
    });
    expect(solana.balance).toBeUndefined();
    expect(solana.tokenBalance).toBeUndefined();
  });

  it('an e-mail login reports the e-mail as user and auth provider email; a disconnected namespace has no details', () => {
    const { store, storage } = setup();
    installAccountDetails({ store, storage });
    store.set(embeddedUserAtom, {
      email: 'ada@example.com',
      address: EOA,
      accounts: [{ address: EOA, type: 'eoa' }],
      preferredAccountType: 'eoa',
    });
    store.set(connectionAtom('eip155'), { status: 'connected', connectorId: 'AUTH', address: EOA });
    expect(store.get(publicAccountAtom('eip155'))).toMatchObject({
      user: { email: 'ada@example.com' },
      embeddedWalletInfo: { user: { email: 'ada@example.com' }, authProvider: 'email', accountType: 'eoa', isSmartAccountDeployed: false },
    });
    expect(store.get(publicAccountAtom('eip155')).socialProvider).toBeUndefined();
    store.set(connectionAtom('eip155'), { status: 'disconnected' });
    expect(store.get(publicAccountAtom('eip155'))).toEqual({
      address: undefined,
      caipAddress: undefined,
      isConnected: false,
      status: 'disconnected',
    });
  });
});
