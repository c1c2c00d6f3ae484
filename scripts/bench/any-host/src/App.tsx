import { useAirlock } from '@airlock/host/react';

const params = new URLSearchParams(location.search);

/** A host team's page: its own button opens the kit (no ConnectButton, so no hover prefetch), default options. */
export function App() {
  const wallet = useAirlock('http://localhost:3001/lean/mf-manifest.json', ({ appkit }) =>
    appkit.createAppKit({
      projectId: params.get('projectId') ?? 'airlock-any-host',
      networks: [
        {
          id: 31337,
          name: 'Anvil',
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
        },
      ],
      metadata: { name: 'Any host', description: 'bench host', url: location.origin, icons: [] },
      apiUrl: 'http://127.0.0.1:4000',
      blockchainApiUrl: 'http://127.0.0.1:4000',
      analyticsUrl: 'http://127.0.0.1:4000',
      rpcUrl: 'http://127.0.0.1:4000',
      secureSiteUrl: 'http://127.0.0.1:4001',
    }),
  );
  return (
    <main>
      <h1>Any host</h1>
      <button
        type="button"
        id="connect"
        disabled={wallet.status !== 'ready'}
        onClick={() => wallet.status === 'ready' && void wallet.kit.open()}
      >
        Open wallet
      </button>
    </main>
  );
}
