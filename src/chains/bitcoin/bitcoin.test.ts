import { p2tr, p2wpkh, Transaction } from '@scure/btc-signer';
import { secp256k1, schnorr } from '@noble/curves/secp256k1';
import * as fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { accountTypeOfAddress, isBitcoinAddress } from './address.ts';
import { DUST_SATS, feeFor, P2WPKH_SCRIPT_LENGTH, selectCoins, virtualSize, type Utxo } from './coinSelection.ts';
import { addressEncodingOf, walletChainMatches } from './network.ts';
import { buildTransfer, bytesFromBase64, base64FromBytes, finalizeSigned, InsufficientBitcoinError } from './psbt.ts';
import { formatSats, parseBtc } from './units.ts';
import { sessionOf } from './wallet.ts';

const MAINNET = 'bip122:000000000019d6689c085ae165831e93';
const TESTNET = 'bip122:000000000933ea01ad0ee984209779ba';
const SIGNET = 'bip122:00000008819873e925422c1ff0f99f7c';
const REGTEST = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328';

const key = new Uint8Array(32).fill(7);
const publicKey = secp256k1.getPublicKey(key, true);
const regtest = addressEncodingOf(REGTEST)!;
const payment = p2wpkh(publicKey, regtest).address!;
const ordinal = p2tr(schnorr.getPublicKey(key), undefined, regtest).address!;
const other = p2wpkh(secp256k1.getPublicKey(new Uint8Array(32).fill(9), true), regtest).address!;
const txid = (n: number) => n.toString(16).padStart(64, '0');

describe('addresses per network', () => {
  it('accepts each network its own addresses only', () => {
    expect(isBitcoinAddress('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', MAINNET)).toBe(true);
    expect(isBitcoinAddress('1BvBMSEYstWetqTFn5Au4m4GFg7xJaNVN2', MAINNET)).toBe(true);
    expect(isBitcoinAddress('tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', MAINNET)).toBe(false);
    expect(isBitcoinAddress('tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', TESTNET)).toBe(true);
    expect(isBitcoinAddress('tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', SIGNET)).toBe(true);
    expect(isBitcoinAddress('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', TESTNET)).toBe(false);
    expect(isBitcoinAddress(payment, REGTEST)).toBe(true);
    expect(isBitcoinAddress(payment, MAINNET)).toBe(false);
    expect(isBitcoinAddress('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdr', MAINNET)).toBe(false);
    expect(isBitcoinAddress('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', MAINNET)).toBe(false);
    expect(isBitcoinAddress(payment, 'bip122:ffffffffffffffffffffffffffffffff')).toBe(false);
  });
  it('tells the payment (segwit) from the ordinal (taproot) account', () => {
    expect(accountTypeOfAddress(payment, REGTEST)).toBe('payment');
    expect(accountTypeOfAddress(ordinal, REGTEST)).toBe('ordinal');
  });
  it('matches Wallet Standard chain names to CAIP networks', () => {
    expect(walletChainMatches('bitcoin:mainnet', MAINNET)).toBe(true);
    expect(walletChainMatches('bitcoin:regtest', REGTEST)).toBe(true);
    expect(walletChainMatches(REGTEST, REGTEST)).toBe(true);
    expect(walletChainMatches('bitcoin:testnet', MAINNET)).toBe(false);
  });
});

describe('amounts', () => {
  it('formats and parses BTC exactly', () => {
    expect(formatSats(150_000_000n)).toBe('1.5');
    expect(formatSats(1n)).toBe('0.00000001');
    expect(parseBtc('0.001')).toBe(100_000n);
    expect(parseBtc('0.000000001')).toBeUndefined();
    expect(parseBtc('0')).toBeUndefined();
    expect(parseBtc('abc')).toBeUndefined();
    fc.assert(fc.property(fc.bigInt({ min: 1n, max: 2_100_000_000_000_000n }), (sats) => parseBtc(formatSats(sats)) === sats));
  });
});

describe('fee arithmetic', () => {
  it('counts a one-in two-out P2WPKH transfer at 141 vB and rounds the fee up', () => {
    expect(virtualSize(1, [P2WPKH_SCRIPT_LENGTH, P2WPKH_SCRIPT_LENGTH])).toBe(141);
    expect(virtualSize(1, [P2WPKH_SCRIPT_LENGTH])).toBe(110);
    expect(feeFor(141, 2)).toBe(282n);
    expect(feeFor(141, 1.5)).toBe(212n);
  });
});

describe('coin selection', () => {
  const utxo = fc.record({
    txid: fc.integer({ min: 1, max: 1e6 }).map(txid),
    vout: fc.nat(10),
    value: fc.bigInt({ min: 1n, max: 10_000_000n }),
    confirmed: fc.boolean(),
  });
  it('pays amount and fee exactly from the given coins, the change never dust', () => {
    fc.assert(
      fc.property(
        fc.array(utxo, { maxLength: 12 }),
        fc.bigInt({ min: 1n, max: 20_000_000n }),
        fc.double({ min: 1, max: 200, noNaN: true }),
        (utxos, amount, rate) => {
          const selection = selectCoins(utxos, amount, P2WPKH_SCRIPT_LENGTH, rate);
          const total = utxos.reduce((sum, u) => sum + u.value, 0n);
          if (!selection) {
            // Refused only when even every coin cannot pay amount and the fee without change.
            expect(total < amount + feeFor(virtualSize(utxos.length, [P2WPKH_SCRIPT_LENGTH]), rate)).toBe(true);
            return;
          }
          const spent = selection.inputs.reduce((sum, u) => sum + u.value, 0n);
          expect(spent).toBe(amount + selection.fee + selection.change);
          expect(selection.fee >= feeFor(selection.vbytes, rate)).toBe(true);
          expect(selection.change === 0n || selection.change >= DUST_SATS).toBe(true);
          for (const input of selection.inputs) expect(utxos).toContain(input);
        },
      ),
    );
  });
  it('spends confirmed coins first, largest first', () => {
    const coins: Utxo[] = [
      { txid: txid(1), vout: 0, value: 50_000n, confirmed: true },
      { txid: txid(2), vout: 0, value: 900_000n, confirmed: false },
      { txid: txid(3), vout: 0, value: 200_000n, confirmed: true },
    ];
    expect(selectCoins(coins, 100_000n, P2WPKH_SCRIPT_LENGTH, 1)?.inputs.map((u) => u.txid)).toEqual([txid(3)]);
    expect(selectCoins(coins, 240_000n, P2WPKH_SCRIPT_LENGTH, 1)?.inputs.map((u) => u.txid)).toEqual([txid(3), txid(1)]);
  });
});

describe('PSBT building', () => {
  const coins: Utxo[] = [
    { txid: txid(1), vout: 1, value: 100_000n, confirmed: true },
    { txid: txid(2), vout: 0, value: 300_000n, confirmed: true },
  ];
  it('pays the recipient, returns the change to the payment address, and signs and finalizes to that transaction', () => {
    const plan = buildTransfer({ caipNetworkId: REGTEST, utxos: coins, from: payment, to: other, amount: 150_000n, satsPerVbyte: 2 });
    const tx = Transaction.fromPSBT(bytesFromBase64(plan.psbt));
    expect(tx.inputsLength).toBe(1);
    expect(tx.getInput(0).index).toBe(0);
    expect(tx.outputsLength).toBe(2);
    expect(tx.getOutput(0).amount).toBe(150_000n);
    expect(tx.getOutput(1).amount).toBe(plan.change);
    expect(tx.fee).toBe(plan.fee);
    expect(plan.fee).toBe(282n);
    tx.sign(key);
    const raw = finalizeSigned(base64FromBytes(tx.toPSBT()), plan.unsignedTx);
    const signed = Transaction.fromRaw(Uint8Array.from(Buffer.from(raw, 'hex')));
    expect(signed.isFinal).toBe(true);
    expect(signed.vsize).toBeLessThanOrEqual(plan.vbytes);
  });
  it('refuses a PSBT the wallet changed, and amounts the coins do not cover', () => {
    const plan = buildTransfer({ caipNetworkId: REGTEST, utxos: coins, from: payment, to: other, amount: 150_000n, satsPerVbyte: 2 });
    const altered = buildTransfer({ caipNetworkId: REGTEST, utxos: coins, from: payment, to: other, amount: 150_001n, satsPerVbyte: 2 });
    expect(() => finalizeSigned(altered.psbt, plan.unsignedTx)).toThrow('different transaction');
    expect(() =>
      buildTransfer({ caipNetworkId: REGTEST, utxos: coins, from: payment, to: other, amount: 400_000n, satsPerVbyte: 2 }),
    ).toThrow(InsufficientBitcoinError);
  });
});

describe('the accounts of a Bitcoin wallet', () => {
  const account = (address: string, purpose?: string) => ({
    address,
    publicKey: publicKey,
    chains: ['bitcoin:regtest'],
    ...(purpose ? { purpose } : {}),
  });
  it('makes the segwit account the payment one (the connection address) and the taproot one the ordinal, by form or purpose', () => {
    expect(sessionOf([account(ordinal), account(payment)], REGTEST)).toMatchObject({
      address: payment,
      accounts: [
        { address: payment, type: 'payment' },
        { address: ordinal, type: 'ordinal' },
      ],
    });
    expect(sessionOf([account(ordinal, 'ordinals'), account(other, 'payment')], REGTEST)?.address).toBe(other);
    // Another network's addresses, or no payment account: no session.
    expect(sessionOf([account(payment)], MAINNET)).toBeUndefined();
    expect(sessionOf([account(ordinal)], REGTEST)).toBeUndefined();
  });
});
