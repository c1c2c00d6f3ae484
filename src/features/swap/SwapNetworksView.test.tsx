// @vitest-environment happy-dom
import { Provider } from 'jotai/react';
import { createStore } from 'jotai/vanilla';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { activeNetworkAtom } from '../../atoms/network.ts';
import { optionsAtom } from '../../atoms/options.ts';
import { type Services, servicesAtom } from '../../atoms/services.ts';
import { loadFeatureEnglish } from '../../core/i18n/english.ts';
import { parseOptions } from '../../core/options.ts';
import { SwapNetworksView } from './SwapNetworksView.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const evm = (id: number, name: string) => ({
  id,
  name,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
});

/** The view on a host listing `networks`, on the first of them. */
async function render(networks: ReturnType<typeof evm>[], args?: { toToken: string }) {
  const store = createStore();
  const options = parseOptions({ projectId: 'p', networks });
  store.set(optionsAtom, options);
  store.set(activeNetworkAtom, options.networks[0]);
  const services = {
    replace: vi.fn(),
    wallet: { switchNetwork: vi.fn(async () => true), disconnect: vi.fn() },
    api: { url: (path: string) => `http://api.test${path}` },
  };
  store.set(servicesAtom, services as unknown as Services);
  const container = document.createElement('div');
  document.body.append(container);
  await act(async () =>
    createRoot(container).render(
      <Provider store={store}>
        <SwapNetworksView args={args} />
      </Provider>,
    ),
  );
  const names = () => [...container.querySelectorAll('li .name')].map((name) => name.textContent);
  return { store, options, services, container, names };
}

beforeAll(() => loadFeatureEnglish());

describe("UnsupportedChain's swap variant", () => {
  it('lists only the host networks swaps are offered on; once on one, Swap takes its place with the arguments', async () => {
    const args = { toToken: 'USDC' };
    const { store, options, services, container, names } = await render(
      [evm(11155111, 'Sepolia'), evm(1, 'Ethereum'), evm(31338, 'Anvil Two'), evm(8453, 'Base')],
      args,
    );
    expect(container.textContent).toContain("The swap feature doesn't support your current network.");
    expect(names()).toEqual(['Ethereum', 'Base']);
    expect(services.replace).not.toHaveBeenCalled();
    await act(async () => store.set(activeNetworkAtom, options.networks[3]));
    expect(services.replace).toHaveBeenCalledWith('Swap', { swap: args });
  });

  it('a host with no swap network: says so, with no list, and Disconnect', async () => {
    const { container, names } = await render([evm(11155111, 'Sepolia'), evm(31338, 'Anvil Two')]);
    expect(container.textContent).toContain("none of this app's networks offers swaps");
    expect(names()).toEqual([]);
    expect(container.querySelector('ul')).toBeNull();
    expect(container.querySelector('button')?.textContent).toBe('Disconnect');
  });
});
