import { p2tr, p2wpkh } from '@scure/btc-signer';
import { schnorr, secp256k1 } from '@noble/curves/secp256k1';
import { describe, expect, it, vi } from 'vitest';
import { addressEncodingOf } from '../bitcoin/network.ts';
import { signBitcoinMessage, signBitcoinPsbt } from '../bitcoin/wallet.ts';
import { requestedNamespaces } from './walletconnect.ts';
import {
  bitcoinSessionAddresses,
  bitcoinSessionOf,
  createWalletConnectBitcoinProvider,
  parseListedAddresses,
  requestAccountAddresses,
} from './walletconnectBitcoin.ts';

const REGTEST = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328';
const MAINNET = 'bip122:000000000019d6689c085ae165831e93';
const key = new Uint8Array(32).fill(7);
const publicKey = secp256k1.getPublicKey(key, true);
const encoding = addressEncodingOf(REGTEST)!;
const payment = p2wpkh(publicKey, encoding).address!;
const ordinal = p2tr(schnorr.getPublicKey(key), undefined, encoding).address!;
const publicKeyHex = Array.from(publicKey, (b) => b.toString(16).padStart(2, '0')).join('');
const METHODS = ['getAccountAddresses', 'signMessage', 'signPsbt', 'sendTransfer'];
const PSBT = btoa('psbt\xff\x01\x02');
const SIGNED_PSBT = btoa('psbt\xff\x09\x09');

function setup(answer: (method: string, params: unknown) => unknown, methods = METHODS) {
  const request = vi.fn(async ({ method, params }: { method: string; params?: unknown }, _chain?: string) => answer(method, params));
  const session = bitcoinSessionOf(
    [
      { address: payment, intention: 'payment', publicKey: publicKeyHex },
      { address: ordinal, intention: 'ordinal' },
    ],
    [],
    REGTEST,
  )!;
  const provider = createWalletConnectBitcoinProvider({
    provider: { request, on: vi.fn(), removeListener: vi.fn() },
    chain: REGTEST,
    session,
    methods,
    wallet: { name: 'WC Wallet', icon: 'https://wallet.example/icon.png' },
  });
  return { request, provider };
}

describe("WalletConnect's bip122 namespace", () => {
  it('is asked for on the Bitcoin networks with the reference methods and its addresses event, next to eip155', () => {
    const anvil = {
      id: 31337,
      chainNamespace: 'eip155' as const,
      caipNetworkId: 'eip155:31337' as const,
      rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
    };
    const bitcoin = {
      id: REGTEST.slice(7),
      chainNamespace: 'bip122' as const,
      caipNetworkId: REGTEST,
      rpcUrls: { default: { http: ['http://127.0.0.1:4000/bitcoin/api'] } },
    };
    const namespaces = requestedNamespaces([anvil, bitcoin] as never);
    expect(Object.keys(namespaces)).toEqual(['eip155', 'bip122']);
    expect(namespaces.bip122).toEqual({
      methods: ['sendTransfer', 'signMessage', 'signPsbt', 'getAccountAddresses'],
      chains: [REGTEST],
      events: ['chainChanged', 'accountsChanged', 'bip122_addressesChanged'],
      // Esplora is read by the modal itself: the provider gets no RPC for Bitcoin.
      rpcMap: {},
    });
  });

  it("takes the session's addresses of the host's network only (CAIP-10)", () => {
    expect(
      bitcoinSessionAddresses(
        [`${REGTEST}:${payment}`, `${MAINNET}:bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq`, `eip155:1:0xabc`, 'bip122'],
        REGTEST,
      ),
    ).toEqual([payment]);
  });

  it('types the accounts: the intention the wallet lists, else the address form; none without a payment account', () => {
    expect(
      bitcoinSessionOf(
        [
          { address: payment, intention: 'payment', publicKey: publicKeyHex },
          { address: ordinal, intention: 'ordinal' },
        ],
        [payment],
        REGTEST,
      ),
    ).toEqual({
      address: payment,
      accounts: [
        { address: payment, type: 'payment', publicKey: publicKeyHex },
        { address: ordinal, type: 'ordinal' },
      ],
    });
    // AppKit reads the list as bare addresses; the session's own address is typed by its form. Index 0 is payment.
    expect(bitcoinSessionOf([ordinal], [payment], REGTEST)?.accounts).toEqual([
      { address: payment, type: 'payment' },
      { address: ordinal, type: 'ordinal' },
    ]);
    expect(bitcoinSessionOf([], [payment], REGTEST)).toEqual({ address: payment, accounts: [{ address: payment, type: 'payment' }] });
    expect(bitcoinSessionOf([], [ordinal], REGTEST)).toBeUndefined();
    // Another network's address is never an account here.
    expect(bitcoinSessionOf(['bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq'], [], REGTEST)).toBeUndefined();
  });

  it('parses the listed addresses; a malformed list is undefined', () => {
    expect(parseListedAddresses([payment, { address: ordinal, intention: 'ordinal' }])).toHaveLength(2);
    expect(parseListedAddresses({ addresses: [payment] })).toBeUndefined();
    expect(parseListedAddresses([{ address: payment, publicKey: 'not hex' }])).toBeUndefined();
    expect(parseListedAddresses([42])).toBeUndefined();
  });

  it('asks getAccountAddresses for the session account on its chain, only when granted', async () => {
    const { request } = setup(() => [{ address: payment, intention: 'payment' }]);
    const requester = { request, on: vi.fn(), removeListener: vi.fn() };
    expect(await requestAccountAddresses(requester, REGTEST, payment, METHODS)).toEqual([{ address: payment, intention: 'payment' }]);
    expect(request).toHaveBeenCalledWith(
      { method: 'getAccountAddresses', params: { account: payment, intentions: ['payment', 'ordinal'] } },
      REGTEST,
    );
    expect(await requestAccountAddresses(requester, REGTEST, payment, ['signPsbt'])).toBeUndefined();
    expect(request).toHaveBeenCalledTimes(1);
  });
});

describe('a Bitcoin account granted over WalletConnect as the bip122 provider', () => {
  it("signs a message as the Bitcoin views ask (bitcoin:signMessage): BIP-322 by the account's address, the hex signature as bytes", async () => {
    const { request, provider } = setup(() => ({ address: payment, signature: '0102ab', messageHash: 'ff' }));
    expect(await signBitcoinMessage(provider, payment, 'héllo')).toBe(btoa('\x01\x02\xab'));
    expect(request).toHaveBeenCalledWith(
      { method: 'signMessage', params: { account: payment, address: payment, message: 'héllo', protocol: 'bip322' } },
      REGTEST,
    );
  });

  it('refuses a signature by another address, or one that is not hex', async () => {
    await expect(signBitcoinMessage(setup(() => ({ address: ordinal, signature: '0102' })).provider, payment, 'x')).rejects.toMatchObject({
      code: -32603,
      message: 'The wallet signed with another address',
    });
    await expect(signBitcoinMessage(setup(() => ({ signature: 'AQI=' })).provider, payment, 'x')).rejects.toMatchObject({ code: -32603 });
  });

  it('signs a PSBT as Send asks (bitcoin:signTransaction) with signPsbt: base64 out and back, each input by address, not broadcast', async () => {
    const { request, provider } = setup(() => ({ psbt: SIGNED_PSBT }));
    expect(await signBitcoinPsbt(provider, PSBT, payment, [0, 2])).toBe(SIGNED_PSBT);
    expect(request).toHaveBeenCalledWith(
      {
        method: 'signPsbt',
        params: {
          account: payment,
          psbt: PSBT,
          signInputs: [
            { address: payment, index: 0 },
            { address: payment, index: 2 },
          ],
          broadcast: false,
        },
      },
      REGTEST,
    );
    await expect(signBitcoinPsbt(setup(() => ({ psbt: 42 })).provider, PSBT, payment, [0])).rejects.toMatchObject({ code: -32603 });
  });

  it("passes the wallet's rejection through untouched (Send says 'Transaction rejected' on its 4001)", async () => {
    const rejection = { code: 4001, message: 'User rejected the request.' };
    const { provider } = setup(() => {
      throw rejection;
    });
    await expect(signBitcoinPsbt(provider, PSBT, payment, [0])).rejects.toBe(rejection);
  });

  it("carries an app's request: the payment account by default, params checked, the answer parsed; ungranted methods never sent", async () => {
    const txid = 'ab'.repeat(32);
    const { request, provider } = setup((method) => (method === 'sendTransfer' ? { txid } : [payment, ordinal]));
    expect(await provider.request({ method: 'sendTransfer', params: { recipientAddress: ordinal, amount: '25000' } })).toEqual({ txid });
    expect(request).toHaveBeenLastCalledWith(
      { method: 'sendTransfer', params: { account: payment, recipientAddress: ordinal, amount: '25000' } },
      REGTEST,
    );
    expect(await provider.request({ method: 'getAccountAddresses' })).toEqual([payment, ordinal]);
    await expect(provider.request({ method: 'sendTransfer', params: { recipientAddress: ordinal, amount: '0.1' } })).rejects.toMatchObject({
      code: -32602,
    });
    await expect(provider.request({ method: 'eth_sendTransaction', params: [] })).rejects.toMatchObject({ code: 4200 });
    const calls = request.mock.calls.length;
    const limited = setup(() => ({ txid }), ['signMessage']);
    await expect(
      limited.provider.request({ method: 'sendTransfer', params: { recipientAddress: ordinal, amount: '1' } }),
    ).rejects.toMatchObject({
      code: 4200,
      message: 'The wallet did not grant sendTransfer',
    });
    expect(limited.request).not.toHaveBeenCalled();
    expect(request.mock.calls.length).toBe(calls);
    // A malformed answer is an error, never handed to the app.
    await expect(
      setup(() => ({ txid: 'nope' })).provider.request({ method: 'sendTransfer', params: { recipientAddress: ordinal, amount: '1' } }),
    ).rejects.toMatchObject({
      code: -32603,
    });
  });

  it('lists its accounts as Wallet Standard accounts, payment then ordinal, and follows a new session', () => {
    const { provider } = setup(() => undefined);
    expect(provider.accounts.map((a) => [a.address, a.purpose, a.publicKey.length])).toEqual([
      [payment, 'payment', 33],
      [ordinal, 'ordinals', 0],
    ]);
    provider.setSession(bitcoinSessionOf([], [payment], REGTEST)!);
    expect(provider.accounts.map((a) => a.address)).toEqual([payment]);
  });
});
