import { createStore } from 'jotai/vanilla';
import { describe, expect, it } from 'vitest';
import { tokenBalancesAtom } from '../../atoms/account.ts';
import { walletProviderAtom } from '../../atoms/account.ts';
import { connectionAtom } from '../../atoms/connection.ts';
import { activeNetworkAtom } from '../../atoms/network.ts';
import { optionsAtom } from '../../atoms/options.ts';
import { sendStateAtom } from '../../atoms/send.ts';
import { toCaipNetwork } from '../../core/caip.ts';
import { parseOptions } from '../../core/options.ts';
import { createSendActions } from './send.ts';
import { stubContext } from '../../atoms/context.fixture.ts';

const ANVIL = toCaipNetwork({
  id: 31337,
  name: 'Anvil',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
});
const ETH = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:31337',
  value: 2,
  price: 2,
  quantity: { decimals: '18', numeric: '1' },
  iconUrl: '',
};

function harness() {
  const store = createStore();
  const options = parseOptions({
    projectId: 'proj',
    networks: [ANVIL],
    metadata: { name: 'Shell', description: 'd', url: 'http://localhost:3000', icons: [] },
  });
  store.set(optionsAtom, options);
  store.set(tokenBalancesAtom, [ETH]);
  const ctx = stubContext({ store, options });
  return { store, ctx, actions: createSendActions(ctx) };
}

describe('send: the SPEC section 8 texts for a missing network or account', () => {
  it("estimating the fee without an active network is 'CaipNetwork is undefined'", async () => {
    const { actions } = harness();
    await expect(actions.estimateFee()).rejects.toMatchObject({ shortMessage: 'CaipNetwork is undefined' });
  });

  it("sending once the account is gone says 'CaipNetwork or CaipAddress is undefined' and sends nothing", async () => {
    const { store, actions } = harness();
    store.set(activeNetworkAtom, ANVIL);
    store.set(sendStateAtom, (s) => ({ ...s, sendTokenAmount: '0.1', receiverAddress: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8' }));
    await actions.send();
    expect(store.get(sendStateAtom)).toMatchObject({ error: 'CaipNetwork or CaipAddress is undefined', loading: false });
  });
});

describe('send: error analytics (SPEC section 8)', () => {
  it('a transfer the wallet fails is reported as an internal SDK error, and the form says it', async () => {
    const { store, ctx, actions } = harness();
    const from = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266';
    store.set(activeNetworkAtom, ANVIL);
    store.set(connectionAtom('eip155'), { status: 'connected', address: from, caipAddress: `eip155:31337:${from}` });
    store.set(walletProviderAtom('eip155'), {
      request: async () => {
        throw new Error('wallet unreachable');
      },
    });
    store.set(sendStateAtom, (s) => ({ ...s, sendTokenAmount: '0.1', receiverAddress: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8' }));
    await actions.send();
    expect(store.get(sendStateAtom).error).toBeTruthy();
    expect(ctx.reportError).toHaveBeenCalledTimes(1);
    expect(ctx.reportError).toHaveBeenCalledWith('INTERNAL_SDK_ERROR', expect.objectContaining({ action: 'send', errorType: 'Error' }));
  });
});
