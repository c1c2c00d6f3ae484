// @vitest-environment happy-dom
import { Provider } from 'jotai/react';
import { createStore } from 'jotai/vanilla';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { allAccountsAtom } from '../../atoms/bitcoin.ts';
import { activeNamespaceAtom, connectionAtom } from '../../atoms/connection.ts';
import { stubContext } from '../../atoms/context.fixture.ts';
import { optionsAtom } from '../../atoms/options.ts';
import { goBack, initialRouterState, push, routerAtom } from '../../atoms/router.ts';
import { servicesAtom, type Services } from '../../atoms/services.ts';
import { loadFeatureEnglish } from '../../core/i18n/english.ts';
import { ALL_NETWORKS } from '../../core/networks/catalogue.ts';
import { LOCAL_OPTIONS } from '../../core/options.fixture.ts';
import { parseOptions } from '../../core/options.ts';
import { BitcoinSendView } from './BitcoinSendView.tsx';
import { BitcoinSignMessageView } from './BitcoinSignMessageView.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
// The views speak with the feature views' English, as the modal loads it with their chunk.
beforeAll(loadFeatureEnglish);

const BITCOIN = ALL_NETWORKS.find((network) => network.chainNamespace === 'bip122')!;
const PAYMENT = 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080';
const ORDINAL = 'bcrt1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c';

/** A modal's store on EVM (an EVM account connected), with a Bitcoin network listed; the views' services as spies. */
function modal({ bitcoinAccount }: { bitcoinAccount: boolean }) {
  const store = createStore();
  const options = parseOptions({ projectId: 'p', networks: [LOCAL_OPTIONS.networks[0]!, BITCOIN] });
  store.set(optionsAtom, options);
  store.set(activeNamespaceAtom, 'eip155');
  store.set(connectionAtom('eip155'), { status: 'connected', address: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8' });
  if (bitcoinAccount) {
    store.set(connectionAtom('bip122'), { status: 'connected', address: PAYMENT });
    store.set(allAccountsAtom('bip122'), [
      { address: PAYMENT, type: 'payment' },
      { address: ORDINAL, type: 'ordinal' },
    ]);
  }
  const push = vi.fn();
  const switchNetwork = vi.fn(async () => true);
  const services = { instance: stubContext({ store, options }), push, toaster: {}, wallet: { switchNetwork } } as unknown as Services;
  store.set(servicesAtom, services);
  return { store, push, switchNetwork };
}

async function render(store: ReturnType<typeof createStore>, view: React.ReactNode) {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  await act(async () => root.render(<Provider store={store}>{view}</Provider>));
  return container;
}

/** Types into a React-controlled field as a visitor does (the native setter, then the input event). */
function typeInto(field: HTMLTextAreaElement, text: string) {
  Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

describe('the Bitcoin views without a Bitcoin account', () => {
  it("open({ view: 'BitcoinSignMessage' }) on an EVM-only connection says so, with no form; Connect makes Bitcoin active and opens Connect", async () => {
    const { store, push, switchNetwork } = modal({ bitcoinAccount: false });
    store.set(routerAtom, initialRouterState('BitcoinSignMessage'));
    const view = await render(store, <BitcoinSignMessageView />);
    expect(view.querySelector('[role="status"]')?.textContent).toContain('No Bitcoin account');
    expect(view.textContent).toContain('Connect a Bitcoin wallet to continue.');
    expect(view.querySelector('textarea, form')).toBeNull();
    const connect = view.querySelector('button')!;
    expect(connect.textContent).toBe('Connect a wallet');
    expect(document.activeElement).toBe(connect);
    await act(async () => connect.click());
    expect(switchNetwork).toHaveBeenCalledWith(BITCOIN, { confirmed: true });
    expect(push).toHaveBeenCalledWith('Connect');
  });

  it('Bitcoin Send has the same state, not a form that cannot send', async () => {
    const { store } = modal({ bitcoinAccount: false });
    store.set(routerAtom, initialRouterState('Send'));
    const view = await render(store, <BitcoinSendView />);
    expect(view.textContent).toContain('No Bitcoin account');
    expect(view.querySelector('form')).toBeNull();
  });

  it("a Bitcoin account beside the active EVM one (the embedded wallet's, a WalletConnect session's) gets the form with its accounts", async () => {
    const { store } = modal({ bitcoinAccount: true });
    store.set(routerAtom, initialRouterState('BitcoinSignMessage'));
    const view = await render(store, <BitcoinSignMessageView />);
    expect(view.querySelector('textarea')).not.toBeNull();
    expect([...view.querySelectorAll<HTMLInputElement>('input[type="radio"]')].map((radio) => radio.value)).toEqual([PAYMENT, ORDINAL]);
  });
});

describe('the Sign message form', () => {
  it('is empty again once the view was left and opened again', async () => {
    const { store } = modal({ bitcoinAccount: true });
    store.set(routerAtom, push(initialRouterState('Account'), 'BitcoinSignMessage'));
    const view = await render(store, <BitcoinSignMessageView />);
    await act(async () => typeInto(view.querySelector('textarea')!, 'hello'));
    expect(view.querySelector('textarea')!.value).toBe('hello');
    await act(async () => store.set(routerAtom, (router) => push(goBack(router, true).state, 'BitcoinSignMessage')));
    expect(view.querySelector('textarea')!.value).toBe('');
  });
});
