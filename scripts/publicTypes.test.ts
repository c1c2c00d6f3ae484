import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TARBALL_HOSTS } from './hostPackage.ts';
import { generatePublicTypes, PUBLIC_TYPES, PUBLIC_TYPES_DIR } from './publicTypes.ts';
import { strictHostErrors } from './strictHost.ts';

/**
 * The declarations of Airlock's modules are generated from the code. Here they are generated afresh and held to
 * what ships (the build's copies: the remote's `@mf-types`, the host package's `types/`), to what a declaration
 * file a host installs may hold, and to the public types a host's code names.
 */
describe('the public declarations', () => {
  // Inside the repository, so React's types resolve as a host's would.
  mkdirSync('node_modules/.cache', { recursive: true });
  const host = mkdtempSync(resolve('node_modules/.cache/public-types-'));
  const fresh = join(host, '@mf-types/airlock');
  afterAll(() => rmSync(host, { recursive: true, force: true }));
  beforeAll(() => generatePublicTypes(fresh), 240_000);
  const read = (path: string) => (existsSync(path) ? readFileSync(path, 'utf8') : `(missing: ${path})`);

  it('ship as the code declares them now: in the build, next to both manifests and in the host package', () => {
    for (const name of PUBLIC_TYPES) {
      const generated = read(join(fresh, `${name}.d.ts`));
      const copies = [
        join(PUBLIC_TYPES_DIR, `${name}.d.ts`),
        `dist/remote/@mf-types/${name}.d.ts`,
        `dist/remote/lean/@mf-types/${name}.d.ts`,
        ...TARBALL_HOSTS.map((dir) => join(dir, 'node_modules/@airlock/host/types', `${name}.d.ts`)),
      ];
      for (const copy of copies) expect(read(copy), `${copy} differs from the code's (npm run build makes it again)`).toBe(generated);
    }
  });

  it("import nothing but each other and React's types, and nothing internal", () => {
    for (const name of PUBLIC_TYPES) {
      const text = read(join(fresh, `${name}.d.ts`));
      const imports = [...text.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)].map((m) => m[1]);
      expect(
        imports.filter((i) => i !== 'react' && i !== './appkit'),
        name,
      ).toEqual([]);
      expect(text).not.toMatch(/declare module|\/\/\/ <reference|_testTimeouts|\bz\.\w|jotai|mipd|InstanceContext|AppKitDeps/);
    }
  });

  it("type a host's account, connectors, providers and hooks as the public API has them", () => {
    mkdirSync(join(host, 'src'), { recursive: true });
    const file = join(host, 'src/host.tsx');
    writeFileSync(file, HOST_SNIPPET);
    expect(strictHostErrors(host, [file], { paths: { 'airlock/*': [join(host, '@mf-types/airlock/*')] } })).toEqual([]);
  }, 120_000);
});

/**
 * A host's code on the public types. Each `Expect<Equal<…>>` pins a type exactly (a field added, removed or
 * retyped in the code fails it), and each `@ts-expect-error` a mistake the types must keep refusing.
 */
const HOST_SNIPPET = `import {
  createAppKit,
  type Connector,
  type ConnectionStatus,
  type Eip1193Provider,
  type PublicAccount,
  type SolanaProvider,
  type WalletConnection,
} from 'airlock/appkit';
import { base, solana } from 'airlock/networks';
import {
  type AppKitConnectionChange,
  ConnectButton,
  useAppKitAccount,
  useAppKitConnection,
  useAppKitProvider,
} from 'airlock/react';
import { airlockConnector, ModalClosedError } from 'airlock/wagmi';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type Expect<T extends true> = T;
type Hex = \`0x\${string}\`;

const kit = createAppKit({ projectId: 'p', networks: [base, solana] });

// Providers: EIP-1193 on eip155, with its events; the Solana wallet on solana; unknown elsewhere.
const evm = kit.getWalletProvider('eip155');
const sol = kit.getWalletProvider('solana');
const other = kit.getWalletProvider('bip122');
evm?.on('chainChanged', (chainId: Hex) => chainId);
evm?.on('accountsChanged', (accounts: Hex[]) => accounts);
evm?.removeListener('disconnect', (error) => error.code);
// @ts-expect-error chainChanged hands a hex string, not a number
evm?.on('chainChanged', (chainId: number) => chainId);
// @ts-expect-error an EIP-1193 request takes a method
void evm?.request({ params: [] });
// @ts-expect-error the Solana wallet is no EIP-1193 provider
export const notEvm: Eip1193Provider | undefined = kit.getWalletProvider('solana');

// The account as getAccount() and useAppKitAccount() give it.
type AccountKeys =
  | 'address' | 'caipAddress' | 'isConnected' | 'status' | 'allAccounts' | 'user' | 'socialProvider'
  | 'smartAccountDeployed' | 'preferredAccountType' | 'profileName' | 'profileImage' | 'balance' | 'balanceSymbol'
  | 'tokenBalance' | 'connectedWalletInfo' | 'embeddedWalletInfo';
type EmbeddedInfo = { user: { email?: string; username?: string }; authProvider: string; accountType: 'eoa' | 'smartAccount' | 'payment' | 'ordinal'; isSmartAccountDeployed: boolean };
type TokenKeys = 'name' | 'symbol' | 'chainId' | 'address' | 'value' | 'price' | 'quantity' | 'iconUrl';

// The connectors of getConnectors() and the connections of multi-wallet.
type ConnectorShape = {
  id: string;
  name: string;
  type: 'AUTH' | 'WALLET_CONNECT' | 'ANNOUNCED' | 'INJECTED' | 'MULTI_CHAIN';
  chain: 'eip155' | 'solana' | 'polkadot' | 'bip122' | 'cosmos';
  chains: string[];
  imageId?: string;
  imageUrl?: string;
  explorerId?: string;
  info?: { rdns: string };
};

function Host() {
  const account = useAppKitAccount({ namespace: 'eip155' });
  const { walletProvider } = useAppKitProvider('eip155');
  const { walletProvider: solanaWallet } = useAppKitProvider('solana');
  const single = useAppKitConnection({ namespace: 'eip155', onSuccess: (change) => change.hasSwitchedWallet, onError: (error) => error.message });
  void single.switchConnection({ connectorId: 'io.metamask' });
  // @ts-expect-error a connection is named by its connectorId
  void single.deleteConnection({ namespace: 'eip155' });
  return <ConnectButton kit={kit} label={account.address ?? String(walletProvider && solanaWallet)} />;
}

export type Checks = [
  Expect<Equal<typeof evm, Eip1193Provider | undefined>>,
  Expect<Equal<typeof sol, SolanaProvider | undefined>>,
  Expect<Equal<typeof other, unknown>>,
  Expect<Equal<Parameters<Eip1193Provider['request']>[0], { readonly method: string; readonly params?: readonly unknown[] | object }>>,
  Expect<Equal<ReturnType<typeof kit.getAccount>, PublicAccount>>,
  Expect<Equal<ReturnType<typeof useAppKitAccount>, PublicAccount>>,
  Expect<Equal<keyof PublicAccount, AccountKeys>>,
  Expect<Equal<PublicAccount['status'], ConnectionStatus>>,
  Expect<Equal<ConnectionStatus, 'disconnected' | 'connecting' | 'reconnecting' | 'connected'>>,
  Expect<Equal<NonNullable<PublicAccount['embeddedWalletInfo']>, EmbeddedInfo>>,
  Expect<Equal<keyof NonNullable<PublicAccount['tokenBalance']>[number], TokenKeys>>,
  Expect<Equal<Awaited<ReturnType<typeof kit.getConnectors>>, Connector[]>>,
  Expect<Equal<Connector, ConnectorShape>>,
  Expect<Equal<WalletConnection['status'], 'active' | 'connected' | 'disconnected'>>,
  Expect<Equal<ReturnType<typeof useAppKitConnection>['connection'], WalletConnection | undefined>>,
  Expect<Equal<ReturnType<typeof useAppKitConnection>['isPending'], boolean>>,
  Expect<Equal<keyof AppKitConnectionChange, 'namespace' | 'connectorId' | 'address' | 'hasSwitchedWallet' | 'hasSwitchedAccount' | 'hasDeletedWallet'>>,
  Expect<Equal<AppKitConnectionChange['address'], string | undefined>>,
  Expect<Equal<ReturnType<typeof useAppKitProvider<'eip155'>>, { walletProvider: Eip1193Provider | undefined }>>,
  Expect<Equal<ReturnType<typeof useAppKitProvider<'solana'>>, { walletProvider: SolanaProvider | undefined }>>,
  Expect<Equal<Awaited<ReturnType<ReturnType<ReturnType<typeof airlockConnector>>['getProvider']>>, Eip1193Provider>>,
  Expect<Equal<InstanceType<typeof ModalClosedError>['code'], 4001>>,
];
export { Host };
`;
