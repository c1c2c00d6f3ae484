// @vitest-environment happy-dom
import { describe, expect, it, vi } from 'vitest';
import { stubContext } from '../../atoms/context.fixture.ts';
import { optionsAtom } from '../../atoms/options.ts';
import { createInstanceStore } from '../../atoms/store.ts';
import { parseOptions } from '../../core/options.ts';
import type { EmbeddedActions } from './embeddedActions.ts';
import type { WalletActions } from './walletActions.ts';
import { createMultiWallet } from './walletsActions.ts';

describe('the multi-wallet actions report their failures (SPEC section 8)', () => {
  it("a switch that throws 'Invalid connection status' reaches error analytics once, and the caller still gets it", async () => {
    const store = createInstanceStore();
    const options = parseOptions({
      projectId: 'p',
      networks: [
        {
          id: 1,
          name: 'Ethereum',
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
          rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
        },
      ],
      features: { multiWallet: true },
    });
    store.set(optionsAtom, options);
    const ctx = stubContext({ store, options });
    const wallets = createMultiWallet({
      ...ctx,
      walletActions: vi.fn(async () => ({}) as WalletActions),
      embeddedActions: vi.fn(async () => ({}) as EmbeddedActions),
    });
    await expect(wallets.switchConnection({ connectorId: 'unknown', status: 'pending' })).rejects.toThrow('Invalid connection status');
    expect(ctx.reportError).toHaveBeenCalledTimes(1);
    expect(ctx.reportError).toHaveBeenCalledWith(
      'INTERNAL_SDK_ERROR',
      expect.objectContaining({ action: 'switchConnection', errorType: 'InvalidConnectionStatusError' }),
    );
  });
});
