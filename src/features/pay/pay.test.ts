import { createStore } from 'jotai/vanilla';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { connectionAtom } from '../../atoms/connection.ts';
import type { OpenOptions } from '../../atoms/context.ts';
import { modalOpenAtom } from '../../atoms/modal.ts';
import { activeNetworkAtom } from '../../atoms/network.ts';
import { optionsAtom } from '../../atoms/options.ts';
import { currentRoute, initialRouterState, push, routerAtom } from '../../atoms/router.ts';
import { PayError } from '../../core/errors/pay.ts';
import { parseOptions } from '../../core/options.ts';
import { readAsset, readBalance } from './asset.ts';
import { createPayActions } from './pay.ts';
import { payStateAtom } from './state.ts';
import { sendEvmTransfer } from '../send/index.ts';
import { stubContext } from '../../atoms/context.fixture.ts';

vi.mock('./asset.ts', () => ({ readAsset: vi.fn(), readBalance: vi.fn() }));
vi.mock('../send/index.ts', async (original) => ({
  ...(await original<typeof import('../send/index.ts')>()),
  chainClientOf: vi.fn(() => ({})),
  sendEvmTransfer: vi.fn(),
}));

const PAYER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const SHOP = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const HASH: `0x${string}` = `0x${'ab'.repeat(32)}`;
const ETHER = 10n ** 18n;
const options = parseOptions({
  projectId: 'p',
  networks: [
    {
      id: 31337,
      name: 'Anvil',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
    },
  ],
});
const request = { recipient: SHOP, amount: '0.5', asset: 'native', network: 'eip155:31337' };

/** An instance whose open/close move the modal atoms as the real one does, with the payer connected or not. */
function setup({ connected = true } = {}) {
  const store = createStore();
  store.set(optionsAtom, options);
  store.set(activeNetworkAtom, options.networks[0]);
  if (connected) connect(store);
  const ctx = stubContext({
    store,
    options,
    debug: () => undefined,
    open: vi.fn(async (o: OpenOptions = {}) => {
      store.set(routerAtom, initialRouterState(o.view ?? 'Connect'));
      store.set(modalOpenAtom, true);
    }),
    close: () => store.set(modalOpenAtom, false),
    push: (view) => store.set(routerAtom, (r) => push(r, view)),
  });
  return { store, ctx, actions: createPayActions(ctx) };
}

function connect(store: ReturnType<typeof createStore>) {
  store.set(connectionAtom('eip155'), { status: 'connected', address: PAYER, caipAddress: `eip155:31337:${PAYER}` });
}

/** Waits until the payment reaches `step` (the actions chain a few promises). */
const reach = (store: ReturnType<typeof createStore>, step: string) => vi.waitFor(() => expect(store.get(payStateAtom)?.step).toBe(step));
const settled = <T>(promise: Promise<T>) =>
  promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error: error as PayError }),
  );

beforeEach(() => {
  vi.mocked(readAsset).mockReset().mockResolvedValue({ symbol: 'ETH', decimals: 18 });
  vi.mocked(readBalance)
    .mockReset()
    .mockResolvedValue(2n * ETHER);
  vi.mocked(sendEvmTransfer).mockReset();
});

describe('pay', () => {
  it('opens Pay, pays through the transfer path on Pay and resolves with the hash once mined', async () => {
    const { store, ctx, actions } = setup();
    vi.mocked(sendEvmTransfer).mockImplementation(async (_ctx, _network, input) => {
      input.onSubmitted?.(HASH);
      expect(store.get(payStateAtom)?.step).toBe('confirming');
      return HASH;
    });
    const result = actions.pay(request);
    await reach(store, 'review');
    expect(currentRoute(store.get(routerAtom)).view).toBe('Pay');
    await vi.waitFor(() => expect(store.get(payStateAtom)?.balance).toEqual({ owner: PAYER, units: 2n * ETHER }));
    await actions.confirm();
    expect(await result).toBe(HASH);
    expect(vi.mocked(sendEvmTransfer).mock.calls[0]![2]).toMatchObject({
      from: PAYER,
      to: SHOP,
      amount: ETHER / 2n,
      tokenAddress: undefined,
    });
    expect(store.get(payStateAtom)).toMatchObject({ step: 'paid', hash: HASH });
    expect(store.get(routerAtom).transactionStack).toEqual([]);
    expect(ctx.refreshAccount).toHaveBeenCalledWith({ force: true });
    // Done: the modal closes and the payment is gone.
    ctx.close();
    expect(store.get(payStateAtom)).toBeUndefined();
  });

  it("a 4001 from the wallet rejects with 'rejected' and the view says so", async () => {
    const { store, actions } = setup();
    vi.mocked(sendEvmTransfer).mockRejectedValue({ code: 4001, message: 'User rejected the request.' });
    const result = settled(actions.pay(request));
    await vi.waitFor(() => expect(store.get(payStateAtom)?.balance).toBeDefined());
    await actions.confirm();
    const { error } = (await result) as { error: PayError };
    expect(error).toBeInstanceOf(PayError);
    expect(error.reason).toBe('rejected');
    expect(store.get(payStateAtom)?.failure).toEqual({ reason: 'rejected', message: 'Payment rejected in the wallet' });
    expect(currentRoute(store.get(routerAtom)).view).toBe('Pay');
  });

  it("a balance below the amount ends it as 'insufficient_balance' before the wallet is asked", async () => {
    const { store, actions } = setup();
    vi.mocked(readBalance).mockResolvedValue(ETHER / 4n);
    const { error } = (await settled(actions.pay(request))) as { error: PayError };
    expect(error.reason).toBe('insufficient_balance');
    expect(error.shortMessage).toBe('Insufficient balance');
    expect(store.get(payStateAtom)?.failure?.message).toBe('Insufficient balance: this payment needs 0.5 ETH; the account holds 0.25 ETH');
    await actions.confirm();
    expect(sendEvmTransfer).not.toHaveBeenCalled();
  });

  it("closing the modal before paying rejects with 'modal_closed' (the SPEC's 'Modal closed')", async () => {
    const { store, ctx, actions } = setup();
    const result = settled(actions.pay(request));
    await reach(store, 'review');
    ctx.close();
    const { error } = (await result) as { error: PayError };
    expect([error.reason, error.shortMessage]).toEqual(['modal_closed', 'Modal closed']);
    expect(store.get(payStateAtom)).toBeUndefined();
  });

  it('closing while the wallet has the transaction does not cancel it: the call settles with its answer', async () => {
    const { store, ctx, actions } = setup();
    let answer: (hash: `0x${string}`) => void = () => undefined;
    vi.mocked(sendEvmTransfer).mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const result = actions.pay(request);
    await vi.waitFor(() => expect(store.get(payStateAtom)?.balance).toBeDefined());
    void actions.confirm();
    await reach(store, 'paying');
    ctx.close();
    answer(HASH);
    expect(await result).toBe(HASH);
    expect(store.get(payStateAtom)).toBeUndefined();
  });

  it("one payment at a time: a second call rejects with 'busy'; bad arguments reject without opening", async () => {
    const { store, ctx, actions } = setup();
    void settled(actions.pay(request));
    await reach(store, 'review');
    await expect(actions.pay(request)).rejects.toMatchObject({ reason: 'busy', shortMessage: 'A payment is already in progress' });
    ctx.close();

    const fresh = setup();
    await expect(fresh.actions.pay({ ...request, amount: '-1' })).rejects.toMatchObject({ reason: 'invalid_request' });
    await expect(fresh.actions.pay({ ...request, network: 'eip155:1' })).rejects.toMatchObject({ reason: 'unsupported_network' });
    expect(fresh.ctx.open).not.toHaveBeenCalled();
  });

  it('too many decimals for the asset, or an address that is no token, end it as invalid_request', async () => {
    const { actions, ctx } = setup();
    vi.mocked(readAsset).mockResolvedValue({ symbol: 'USDT', decimals: 6, tokenAddress: SHOP });
    const { error } = (await settled(actions.pay({ ...request, asset: SHOP, amount: '1.0000001' }))) as { error: PayError };
    expect(error.reason).toBe('invalid_request');
    expect(error.shortMessage).toBe('Invalid payment request: amount has more decimal places than USDT (6)');
    ctx.close();
    vi.mocked(readAsset).mockRejectedValue(new PayError('invalid_request', 'Invalid payment request: asset … is not a token on Anvil'));
    const second = (await settled(actions.pay({ ...request, asset: SHOP }))) as { error: PayError };
    expect(second.error.shortMessage).toBe('Invalid payment request: asset … is not a token on Anvil');
  });

  it('not connected: Connect, and once the wallet connects (the connect flow then closes the modal) Pay comes back', async () => {
    const { store, ctx, actions } = setup({ connected: false });
    const result = settled(actions.pay(request));
    await reach(store, 'review');
    expect(readBalance).not.toHaveBeenCalled();
    ctx.push('Connect');
    connect(store);
    ctx.close();
    expect(store.get(modalOpenAtom)).toBe(true);
    expect(currentRoute(store.get(routerAtom)).view).toBe('Pay');
    await vi.waitFor(() => expect(store.get(payStateAtom)?.balance).toEqual({ owner: PAYER, units: 2n * ETHER }));
    // A later close is the visitor's: the payment ends.
    await new Promise((resolve) => setTimeout(resolve, 0));
    ctx.close();
    expect(((await result) as { error: PayError }).error.reason).toBe('modal_closed');
  });
});
