import { Psbt, Transaction } from 'bitcoinjs-lib';
import { describe, expect, it } from 'vitest';
import { BITCOIN_CAIP_NETWORK_ID } from '../bitcoin/chain.ts';
import { verifyMessageBip322 } from '../bitcoin/bip322.ts';
import { REGTEST } from '../bitcoin/ecc.ts';
import { testWalletFromLabel } from '../bitcoin/testKeys.ts';
import { verifyInput } from '../bitcoin/verifyInput.ts';
import {
  accountAddresses,
  bitcoinWalletOf,
  deriveBitcoinWallet,
  describePsbt,
  parsePsbt,
  signBitcoinMessage,
  signPaymentInputs,
} from './bitcoinWallet.ts';

/** BIP-39's "abandon … about" seed (no passphrase): the seed of BIP-84's and BIP-86's published test vectors. */
const VECTOR_SEED = Buffer.from(
  '5eb00bbddcf069084889a8ab9155568165f5c453ccb85e70811aaed6f6da5fc19a5ac40b389cd370d086206dec8aa6c43daea6690f20ad3d8d48b2d2ce9e38e4',
  'hex',
);
const MAINNET = 'bip122:000000000019d6689c085ae165831e93';
const TESTNET = 'bip122:000000000933ea01ad0ee984209779ba';
const SIGNET = 'bip122:00000008819873e925422c1ff0f99f7c';
const USER = { privateKey: '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d' };

describe('the embedded wallet’s Bitcoin accounts', () => {
  it('derives BIP-84’s and BIP-86’s published first addresses on mainnet (payment index 0, ordinal index 1)', () => {
    const wallet = deriveBitcoinWallet(VECTOR_SEED, MAINNET);
    expect(wallet.payment).toMatchObject({ index: 0, purpose: 'payment', address: 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu' });
    expect(wallet.ordinal).toMatchObject({
      index: 1,
      purpose: 'ordinal',
      address: 'bc1p5cyxnuxmeuwuvkwfem96lqzszd02n6xdcjrs20cac6yqjjwudpxqkedrcr',
    });
    expect(accountAddresses(wallet).map((a) => [a.intention, a.path])).toEqual([
      ['payment', "m/84'/0'/0'/0/0"],
      ['ordinal', "m/86'/0'/0'/0/0"],
    ]);
  });

  it('writes each network’s address format: coin type 1 off mainnet, tb1 on testnet and signet, bcrt1 on regtest', () => {
    const testnet = deriveBitcoinWallet(VECTOR_SEED, TESTNET);
    // BIP-84's testnet vector: m/84'/1'/0'/0/0.
    expect(testnet.payment.address).toBe('tb1q6rz28mcfaxtmd6v789l9rrlrusdprr9pqcpvkl');
    expect(testnet.ordinal.address).toMatch(/^tb1p[02-9ac-hj-np-z]{58}$/);
    expect(deriveBitcoinWallet(VECTOR_SEED, SIGNET).payment.address).toBe(testnet.payment.address);
    const regtest = deriveBitcoinWallet(VECTOR_SEED, BITCOIN_CAIP_NETWORK_ID);
    expect(regtest.payment.address).toMatch(/^bcrt1q/);
    expect(regtest.ordinal.address).toMatch(/^bcrt1p/);
    expect(() => deriveBitcoinWallet(VECTOR_SEED, 'bip122:00000000000000000000000000000000')).toThrow('is not supported');
  });

  it('derives from the user’s key, the same wallet every time, another for another key', () => {
    const wallet = bitcoinWalletOf(USER, BITCOIN_CAIP_NETWORK_ID);
    expect(bitcoinWalletOf({ privateKey: USER.privateKey }, BITCOIN_CAIP_NETWORK_ID).payment.address).toBe(wallet.payment.address);
    const other = bitcoinWalletOf({ privateKey: `0x${'11'.repeat(32)}` }, BITCOIN_CAIP_NETWORK_ID);
    expect(other.payment.address).not.toBe(wallet.payment.address);
  });

  it('signs a BIP-322 message that verifies for the payment address, and refuses an address not its own', () => {
    const wallet = bitcoinWalletOf(USER, BITCOIN_CAIP_NETWORK_ID);
    const { signature } = signBitcoinMessage(wallet, wallet.payment.address, 'hello bitcoin');
    const base64 = Buffer.from(signature, 'hex').toString('base64');
    const message = new TextEncoder().encode('hello bitcoin');
    expect(verifyMessageBip322(wallet.payment.address, message, base64)).toEqual({ valid: true });
    expect(verifyMessageBip322(wallet.payment.address, new TextEncoder().encode('hello bitcoin!'), base64).valid).toBe(false);
    const stranger = testWalletFromLabel('bitcoin wallet test stranger').payment.address;
    expect(() => signBitcoinMessage(wallet, stranger, 'hi')).toThrow('is not this embedded wallet');
  });

  it('signs only the payment inputs it was asked to: the spend verifies; an ordinal or a foreign input is refused', () => {
    const wallet = bitcoinWalletOf(USER, BITCOIN_CAIP_NETWORK_ID);
    const receiver = testWalletFromLabel('bitcoin wallet test receiver').payment;
    const build = () => {
      const psbt = new Psbt({ network: REGTEST });
      psbt.addInput({ hash: '11'.repeat(32), index: 0, witnessUtxo: { script: wallet.payment.script, value: 50_000n } });
      psbt.addInput({ hash: '22'.repeat(32), index: 1, witnessUtxo: { script: wallet.ordinal.script, value: 10_000n } });
      psbt.addOutput({ script: receiver.script, value: 30_000n });
      psbt.addOutput({ script: wallet.payment.script, value: 29_000n });
      return parsePsbt(wallet, psbt.toBase64());
    };
    const signed = signPaymentInputs(wallet, build(), [{ address: wallet.payment.address, index: 0 }]);
    expect(signed.data.inputs[0]?.partialSig).toHaveLength(1);
    expect(signed.data.inputs[1]?.tapKeySig).toBeUndefined();
    const tx = Transaction.fromBuffer(signed.data.globalMap.unsignedTx.toBuffer());
    tx.setWitness(0, [signed.data.inputs[0]!.partialSig![0]!.signature, wallet.payment.publicKey]);
    expect(() =>
      verifyInput(tx, 0, [
        { script: wallet.payment.script, value: 50_000n },
        { script: wallet.ordinal.script, value: 10_000n },
      ]),
    ).not.toThrow();

    expect(() => signPaymentInputs(wallet, build(), [{ address: wallet.ordinal.address, index: 1 }])).toThrow(
      "not this embedded wallet's payment account",
    );
    expect(() => signPaymentInputs(wallet, build(), [{ address: wallet.payment.address, index: 1 }])).toThrow('does not spend');
    expect(() => parsePsbt(wallet, 'bm90IGEgcHNidA==')).toThrow('Invalid PSBT');

    // What the visitor reads: both outputs, the change one marked, and the fee (inputs less outputs).
    expect(describePsbt(wallet, build())).toEqual({
      outputs: [
        { address: receiver.address, value: 30_000n, change: false },
        { address: wallet.payment.address, value: 29_000n, change: true },
      ],
      fee: 1_000n,
    });
  });
});
