import { createStore } from 'jotai/vanilla';
import { describe, expect, it, vi } from 'vitest';
import { walletProviderAtom } from '../../atoms/account.ts';
import { allAccountsAtom } from '../../atoms/bitcoin.ts';
import { connectionAtom } from '../../atoms/connection.ts';
import { stubContext } from '../../atoms/context.fixture.ts';
import { LOCAL_OPTIONS as options } from '../../core/options.fixture.ts';
import { createBitcoinSignActions } from './signMessage.ts';

const PAYMENT = 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080';
const ORDINAL = 'bcrt1pqqqqp399et2xygdj5xreqhjjvcmzhxw4aywxecjdzew6hylgvsesf3hn0c';

/** A Wallet Standard Bitcoin wallet whose `bitcoin:signMessage` answers `answer` (or throws it). */
function standardWallet(answer: (input: { account: { address: string }; message: Uint8Array }) => Promise<unknown>) {
  const accounts = [PAYMENT, ORDINAL].map((address) => ({ address, publicKey: new Uint8Array(33), chains: [] }));
  const signMessage = vi.fn(answer);
  return {
    signMessage,
    wallet: {
      name: 'Test',
      icon: 'data:image/svg+xml;base64,',
      chains: [],
      accounts,
      features: { 'bitcoin:signMessage': { version: '1.0.0', signMessage } },
    },
  };
}

function setup(
  provider: unknown,
  accounts = [
    { address: ORDINAL, type: 'ordinal' as const },
    { address: PAYMENT, type: 'payment' as const },
  ],
) {
  const store = createStore();
  store.set(connectionAtom('bip122'), { status: 'connected', address: PAYMENT });
  store.set(allAccountsAtom('bip122'), accounts);
  store.set(walletProviderAtom('bip122'), provider);
  return createBitcoinSignActions(stubContext({ store, options }));
}

describe('Bitcoin sign message (BIP-322)', () => {
  it('offers the payment account first, then the ordinal one; without typed accounts, the address as payment', () => {
    expect(
      setup(undefined)
        .accounts()
        .map((a) => a.type),
    ).toEqual(['payment', 'ordinal']);
    expect(setup(undefined, []).accounts()).toEqual([{ address: PAYMENT, type: 'payment' }]);
  });

  it("asks a Wallet Standard wallet with the chosen account's own object and the message's bytes; the signature is base64", async () => {
    const { wallet, signMessage } = standardWallet(async () => [{ signature: new Uint8Array([1, 2, 3]) }]);
    const actions = setup(wallet);
    await expect(actions.sign('Airlock says hi', ORDINAL)).resolves.toEqual({ signature: 'AQID', address: ORDINAL });
    const [input] = signMessage.mock.calls[0]!;
    expect(input.account).toBe(wallet.accounts[1]);
    expect(new TextDecoder().decode(input.message)).toBe('Airlock says hi');
  });

  it('asks a wallet answering requests (the embedded one) signMessage in the bip122 shape; its hex becomes base64', async () => {
    const request = vi.fn(async () => ({ signature: '0x7369676e6174757265' }));
    await expect(setup({ request }).sign(' hi ', PAYMENT)).resolves.toEqual({ signature: 'c2lnbmF0dXJl', address: PAYMENT });
    expect(request).toHaveBeenCalledWith({
      method: 'signMessage',
      params: { account: PAYMENT, address: PAYMENT, message: ' hi ', protocol: 'bip322' },
    });
    // An answer that is not a hex signature is not shown as one.
    await expect(setup({ request: async () => ({ signature: 'not hex' }) }).sign('hi', PAYMENT)).resolves.toEqual({
      error: 'Error signing message',
    });
  });

  it('refuses an empty message (or blanks) without asking the wallet', async () => {
    const { wallet, signMessage } = standardWallet(async () => [{ signature: new Uint8Array([1]) }]);
    const actions = setup(wallet);
    await expect(actions.sign('', PAYMENT)).resolves.toEqual({ error: 'Enter a message to sign' });
    await expect(actions.sign(' \n ', PAYMENT)).resolves.toEqual({ error: 'Enter a message to sign' });
    expect(signMessage).not.toHaveBeenCalled();
  });

  it("says 'User rejected' when the visitor declines, and 'Error signing message' for any other failure", async () => {
    const rejected = standardWallet(() => Promise.reject(Object.assign(new Error('User rejected the request.'), { code: 4001 })));
    await expect(setup(rejected.wallet).sign('hi', PAYMENT)).resolves.toEqual({ error: 'User rejected' });
    const broken = standardWallet(async () => [{ signature: 'not bytes' }]);
    await expect(setup(broken.wallet).sign('hi', PAYMENT)).resolves.toEqual({ error: 'Error signing message' });
    const offline = standardWallet(() => Promise.reject(new Error('wallet locked')));
    await expect(setup(offline.wallet).sign('hi', PAYMENT)).resolves.toEqual({ error: 'Error signing message' });
  });

  it("never signs with an address that is not one of the connection's accounts, nor without a provider", async () => {
    const { wallet, signMessage } = standardWallet(async () => [{ signature: new Uint8Array([1]) }]);
    await expect(setup(wallet).sign('hi', 'bcrt1qsomeoneelse')).resolves.toEqual({ error: 'Error signing message' });
    expect(signMessage).not.toHaveBeenCalled();
    await expect(setup(undefined).sign('hi', PAYMENT)).resolves.toEqual({ error: 'Error signing message' });
  });
});
