import { expect, test, type Page } from '@playwright/test';
import { Psbt } from 'bitcoinjs-lib';
import { REGTEST } from '../devcloud/bitcoin/ecc.ts';
import {
  BITCOIN_CAIP_NETWORK_ID,
  BITCOIN_TEST_WALLET,
  BITCOIN_WALLET_NAME,
  ESPLORA_URL,
  fundBitcoin,
  installBitcoinWallet,
  mineBitcoinBlock,
  testWalletFromLabel,
} from './fixtures/bitcoinWallet.ts';
import { DEVCLOUD, uniqueProjectId } from './fixtures/devcloud.ts';

type Utxo = { txid: string; vout: number; value: number; status: { confirmed: boolean } };

/** Runs `body` in the page with the registered Bitcoin wallet (found through the Wallet Standard's app-ready event). */
function withWallet<T, A>(page: Page, arg: A, body: string): Promise<T> {
  return page.evaluate(
    async ({ name, arg: input, source }) => {
      const found: Array<{ name: string; features: Record<string, Record<string, (...args: unknown[]) => Promise<unknown>>> }> = [];
      window.dispatchEvent(
        new CustomEvent('wallet-standard:app-ready', { detail: { register: (w: (typeof found)[number]) => found.push(w) } }),
      );
      const wallet = found.find((w) => w.name === name);
      if (!wallet) throw new Error('the Bitcoin test wallet did not register');
      const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
      const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
      return new Function('wallet', 'input', 'toBase64', 'fromBase64', `return (async () => { ${source} })()`)(
        wallet,
        input,
        toBase64,
        fromBase64,
      );
    },
    { name: BITCOIN_WALLET_NAME, arg, source: body },
  ) as Promise<T>;
}

const utxosOf = async (address: string) => (await (await fetch(`${ESPLORA_URL}/address/${address}/utxo`)).json()) as Utxo[];

test.describe('the Bitcoin test wallet (Wallet Standard) against devcloud', () => {
  test('connects with a payment and an ordinal account, signs BIP-322 messages that verify, and declines after rejectNext', async ({
    page,
    request,
  }) => {
    await installBitcoinWallet(page);
    await page.goto(`/?projectId=${uniqueProjectId('btc-wallet')}`);
    const accounts = await withWallet<Array<{ address: string; purpose: string; keyLength: number; chains: string[] }>, null>(
      page,
      null,
      `const { accounts } = await wallet.features['bitcoin:connect'].connect({ purposes: ['payment', 'ordinals'] });
       return accounts.map((a) => ({ address: a.address, purpose: a.purpose, keyLength: a.publicKey.length, chains: [...a.chains] }));`,
    );
    expect(accounts).toEqual([
      { address: BITCOIN_TEST_WALLET.payment.address, purpose: 'payment', keyLength: 33, chains: [BITCOIN_CAIP_NETWORK_ID] },
      { address: BITCOIN_TEST_WALLET.ordinal.address, purpose: 'ordinal', keyLength: 32, chains: [BITCOIN_CAIP_NETWORK_ID] },
    ]);
    const sign = (index: number) =>
      withWallet<string, number>(
        page,
        index,
        `const account = wallet.accounts[input];
         const [out] = await wallet.features['bitcoin:signMessage'].signMessage({ account, message: new TextEncoder().encode('Hello from Airlock') });
         return toBase64(out.signature);`,
      );
    for (const [index, account] of [BITCOIN_TEST_WALLET.payment, BITCOIN_TEST_WALLET.ordinal].entries()) {
      const signature = await sign(index);
      const verify = async (message: string) =>
        (
          await request.post(`${DEVCLOUD}/__devcloud/bitcoin/verify-message`, { data: { address: account.address, message, signature } })
        ).json();
      expect(await verify('Hello from Airlock')).toEqual({ valid: true });
      expect(await verify('Hello from Airlock!')).toMatchObject({ valid: false });
    }
    await page.evaluate(() => (window as unknown as { __bitcoinTestWallet: { rejectNext(): void } }).__bitcoinTestWallet.rejectNext());
    await expect(sign(0)).rejects.toThrow('User rejected the request.');
    // A reload finds the wallet still connected (its authorisation is in localStorage).
    await page.reload();
    expect(
      await page.evaluate(() => (window as unknown as { __bitcoinTestWallet: { authorized(): boolean } }).__bitcoinTestWallet.authorized()),
    ).toBe(true);
  });

  test('signs a PSBT the ledger accepts, and sends one itself; both balances move after a block', async ({ page }) => {
    // A wallet of its own, funded here: no other test moves its coins.
    const label = `e2e bitcoin-wallet ${Math.random()}`;
    const own = testWalletFromLabel(label);
    const recipient = testWalletFromLabel(`${label} recipient`).payment.address;
    await fundBitcoin(own.payment.address, [200_000, 300_000]);
    await installBitcoinWallet(page, { label });
    await page.goto(`/?projectId=${uniqueProjectId('btc-psbt')}`);
    await withWallet(page, null, `await wallet.features['bitcoin:connect'].connect({ purposes: ['payment'] });`);

    const psbtFor = (coin: Utxo, value: number) => {
      const psbt = new Psbt({ network: REGTEST });
      psbt.addInput({ hash: coin.txid, index: coin.vout, witnessUtxo: { script: own.payment.script, value: BigInt(coin.value) } });
      psbt.addOutput({ address: recipient, value: BigInt(value) });
      psbt.addOutput({ address: own.payment.address, value: BigInt(coin.value - value - 1_000) });
      return psbt.toBase64();
    };
    const [first, second] = (await utxosOf(own.payment.address)).sort((a, b) => a.value - b.value);
    if (!first || !second) throw new Error('not funded');
    const signInput = { psbt: psbtFor(first, 100_000), address: own.payment.address };
    const signed = await withWallet<string, typeof signInput>(
      page,
      signInput,
      `const account = wallet.accounts.find((a) => a.address === input.address);
       const [out] = await wallet.features['bitcoin:signTransaction'].signTransaction({ psbt: fromBase64(input.psbt), inputsToSign: [{ account, signingIndexes: [0] }] });
       return toBase64(out.signedPsbt);`,
    );
    const psbt = Psbt.fromBase64(signed, { network: REGTEST });
    psbt.finalizeAllInputs();
    const tx = psbt.extractTransaction();
    const broadcast = await fetch(`${ESPLORA_URL}/tx`, { method: 'POST', body: tx.toHex() });
    expect([broadcast.status, await broadcast.text()]).toEqual([200, tx.getId()]);

    const sendInput = { psbt: psbtFor(second, 50_000), address: own.payment.address };
    const txId = await withWallet<string, typeof sendInput>(
      page,
      sendInput,
      `const account = wallet.accounts.find((a) => a.address === input.address);
       const [out] = await wallet.features['bitcoin:signAndSendTransaction'].signAndSendTransaction({ psbt: fromBase64(input.psbt), inputsToSign: [{ account, signingIndexes: [0] }] });
       return out.txId;`,
    );
    expect(txId).toMatch(/^[0-9a-f]{64}$/);
    // Pending until a block with them: other tests mine only their own transactions.
    const received = await utxosOf(recipient);
    expect(received.map((utxo) => [utxo.value, utxo.status.confirmed]).sort(([a], [b]) => Number(a) - Number(b))).toEqual([
      [50_000, false],
      [100_000, false],
    ]);
    await mineBitcoinBlock([tx.getId(), txId]);
    expect((await utxosOf(recipient)).every((utxo) => utxo.status.confirmed)).toBe(true);
    const balance = async (address: string) => {
      const response = await fetch(`${DEVCLOUD}/v1/account/${address}/balance?projectId=p&currency=usd&chainId=${BITCOIN_CAIP_NETWORK_ID}`);
      return ((await response.json()) as { balances: Array<{ quantity: { numeric: string } }> }).balances[0]?.quantity.numeric;
    };
    expect(await balance(recipient)).toBe('0.0015');
    // 0.005 funded − 0.0015 sent − 2 × 1000 sats of fees (0.00002).
    expect(await balance(own.payment.address)).toBe('0.00348');
  });
});
