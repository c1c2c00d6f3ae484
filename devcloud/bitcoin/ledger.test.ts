import { Psbt, Transaction } from 'bitcoinjs-lib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { REGTEST } from './ecc.ts';
import { BroadcastError, createBitcoinLedger, MiningError, type BitcoinLedger, type LedgerTx } from './ledger.ts';
import { buildSignedTransfer, signPsbtInput } from './sign.ts';
import {
  BITCOIN_TEST_WALLET,
  FUNDED_ORDINAL_UTXOS,
  FUNDED_PAYMENT_UTXOS,
  testWalletFromLabel,
  type BitcoinTestAccount,
} from './testKeys.ts';

const { payment, ordinal } = BITCOIN_TEST_WALLET;
const recipient = testWalletFromLabel('ledger.test recipient').payment;

const coinsOf = (ledger: BitcoinLedger, account: BitcoinTestAccount) =>
  ledger.utxosOf(account.address).map(({ txid, vout, value }) => ({ txid, vout, value }));

/** Core's refusal of `hex`, as `code reason`. */
function refusal(ledger: BitcoinLedger, hex: string): string {
  try {
    ledger.broadcast(hex);
  } catch (error) {
    if (error instanceof BroadcastError) return `${error.code} ${error.message}`;
    throw error;
  }
  throw new Error('accepted');
}

describe('the Bitcoin ledger', () => {
  const ledger = createBitcoinLedger();

  it('starts with the test wallet funded and confirmed', () => {
    expect(ledger.tip().height).toBe(2);
    expect(ledger.utxosOf(payment.address).map((utxo) => utxo.value)).toEqual([...FUNDED_PAYMENT_UTXOS]);
    expect(ledger.utxosOf(ordinal.address).map((utxo) => utxo.value)).toEqual([...FUNDED_ORDINAL_UTXOS]);
    expect(ledger.utxosOf(payment.address).every((utxo) => utxo.status.confirmed)).toBe(true);
    expect(ledger.mempoolTxids()).toEqual([]);
  });

  it('accepts a P2WPKH spend, keeps it pending until a block, then confirms it', () => {
    const l = createBitcoinLedger();
    const [coin] = coinsOf(l, payment);
    const tx = buildSignedTransfer(payment, [coin as NonNullable<typeof coin>], [{ script: recipient.script, value: 100_000n }], 2);
    const txid = l.broadcast(tx.toHex());
    expect(txid).toBe(tx.getId());
    expect(l.utxosOf(recipient.address)).toEqual([{ txid, vout: 0, value: 100_000n, status: { confirmed: false } }]);
    expect(l.balanceOf(recipient.address)).toEqual({ confirmed: 0n, pending: 100_000n });
    expect(l.balanceOf(payment.address).pending).toBe(-(100_000n + (l.getTx(txid)?.fee ?? 0n)));
    const block = l.mine();
    expect(block).toMatchObject({ height: 3, txids: [txid] });
    expect(l.utxosOf(recipient.address)[0]?.status).toEqual({
      confirmed: true,
      block_height: 3,
      block_hash: block.hash,
      block_time: block.time,
    });
    expect(l.balanceOf(recipient.address)).toEqual({ confirmed: 100_000n, pending: 0n });
    expect(l.statsOf(recipient.address).chain).toMatchObject({ funded_txo_count: 1, funded_txo_sum: 100_000n, tx_count: 1 });
  });

  it('accepts a P2TR key-path spend (Schnorr)', () => {
    const l = createBitcoinLedger();
    l.fund(ordinal.address, [50_000n], true);
    const tx = buildSignedTransfer(ordinal, coinsOf(l, ordinal), [{ script: recipient.script, value: 40_000n }], 1);
    expect(l.broadcast(tx.toHex())).toBe(tx.getId());
  });

  it('accepts a transaction spending a P2WPKH and a P2TR input, each signed by its key', () => {
    const l = createBitcoinLedger();
    const [paymentCoin] = coinsOf(l, payment);
    const [ordinalCoin] = coinsOf(l, ordinal);
    if (!paymentCoin || !ordinalCoin) throw new Error('unfunded');
    const psbt = new Psbt({ network: REGTEST });
    psbt.addInput({ hash: paymentCoin.txid, index: paymentCoin.vout, witnessUtxo: { script: payment.script, value: paymentCoin.value } });
    psbt.addInput({ hash: ordinalCoin.txid, index: ordinalCoin.vout, witnessUtxo: { script: ordinal.script, value: ordinalCoin.value } });
    psbt.addOutput({ script: recipient.script, value: paymentCoin.value + ordinalCoin.value - 1_000n });
    signPsbtInput(psbt, 0, payment);
    signPsbtInput(psbt, 1, ordinal);
    psbt.finalizeAllInputs();
    expect(l.broadcast(psbt.extractTransaction().toHex())).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses a bad signature (ECDSA and Schnorr), whichever byte is changed', () => {
    const l = createBitcoinLedger();
    l.fund(ordinal.address, [50_000n], true);
    const cases = [
      {
        tx: buildSignedTransfer(payment, coinsOf(l, payment).slice(0, 1), [{ script: recipient.script, value: 1_000n }], 1),
        reason: /CHECK\(MULTI\)SIG|DER/,
      },
      { tx: buildSignedTransfer(ordinal, coinsOf(l, ordinal), [{ script: recipient.script, value: 1_000n }], 1), reason: /Schnorr/ },
    ];
    for (const { tx, reason } of cases) {
      const signature = tx.ins[0]?.witness[0] as Uint8Array;
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 63 }), fc.integer({ min: 1, max: 255 }), (at, xor) => {
          const forged = Transaction.fromHex(tx.toHex());
          const bytes = Uint8Array.from(signature);
          // Within the signature proper (ECDSA: past the DER header; Schnorr: its 64 bytes).
          const position = signature.length === 64 ? at : 5 + (at % (signature.length - 7));
          bytes[position] = (bytes[position] ?? 0) ^ xor;
          forged.setWitness(0, [bytes, ...(forged.ins[0]?.witness.slice(1) ?? [])]);
          expect(refusal(l, forged.toHex())).toMatch(reason);
        }),
        { numRuns: 40 },
      );
    }
  });

  it("refuses a spend signed by another key than the output's", () => {
    const l = createBitcoinLedger();
    const thief = testWalletFromLabel('ledger.test thief').payment;
    const coin = coinsOf(l, payment)[0] as NonNullable<ReturnType<typeof coinsOf>[number]>;
    // The thief signs with its own key a PSBT that claims the victim's output script.
    const psbt = new Psbt({ network: REGTEST });
    psbt.addInput({ hash: coin.txid, index: coin.vout, witnessUtxo: { script: thief.script, value: coin.value } });
    psbt.addOutput({ script: thief.script, value: coin.value - 1_000n });
    signPsbtInput(psbt, 0, thief);
    psbt.finalizeAllInputs();
    expect(refusal(l, psbt.extractTransaction().toHex())).toBe('-26 mandatory-script-verify-flag-failed (Witness program hash mismatch)');
  });

  it('refuses a double spend, in the mempool and once mined', () => {
    const l = createBitcoinLedger();
    const coins = coinsOf(l, payment).slice(0, 1);
    const first = buildSignedTransfer(payment, coins, [{ script: recipient.script, value: 10_000n }], 1);
    const second = buildSignedTransfer(payment, coins, [{ script: recipient.script, value: 20_000n }], 1);
    l.broadcast(first.toHex());
    expect(refusal(l, second.toHex())).toBe('-26 txn-mempool-conflict');
    l.mine();
    expect(refusal(l, second.toHex())).toBe('-25 bad-txns-inputs-missingorspent');
    expect(refusal(l, first.toHex())).toBe('-27 Transaction already in block chain');
  });

  it('refuses unknown inputs, outputs above inputs, fees below the relay minimum, dust, and garbage', () => {
    const l = createBitcoinLedger();
    const coins = coinsOf(l, payment).slice(0, 1);
    const unknown = buildSignedTransfer(
      payment,
      [{ txid: 'ab'.repeat(32), vout: 0, value: 50_000n }],
      [{ script: recipient.script, value: 1_000n }],
      1,
    );
    expect(refusal(l, unknown.toHex())).toBe('-25 bad-txns-inputs-missingorspent');
    const coin = coins[0] as NonNullable<(typeof coins)[number]>;
    const overspend = new Psbt({ network: REGTEST });
    overspend.addInput({ hash: coin.txid, index: coin.vout, witnessUtxo: { script: payment.script, value: coin.value } });
    overspend.addOutput({ script: recipient.script, value: coin.value + 1n });
    signPsbtInput(overspend, 0, payment);
    // bitcoinjs will not extract an overspend: the signed transaction is put together by hand.
    const overspent = Transaction.fromBuffer(overspend.data.globalMap.unsignedTx.toBuffer());
    const [partial] = overspend.data.inputs[0]?.partialSig ?? [];
    overspent.setWitness(0, [partial?.signature ?? new Uint8Array(), payment.publicKey]);
    expect(refusal(l, overspent.toHex())).toBe('-26 bad-txns-in-belowout, value in (0.6) < value out (0.60000001)');
    const feeless = buildSignedTransfer(payment, coins, [{ script: recipient.script, value: coin.value - 50n }], 0);
    expect(refusal(l, feeless.toHex())).toMatch(/^-26 min relay fee not met, 50 < 1\d\d$/);
    const dust = buildSignedTransfer(payment, coins, [{ script: recipient.script, value: 293n }], 1);
    expect(refusal(l, dust.toHex())).toBe('-26 dust');
    expect(refusal(l, 'zz')).toBe('-22 TX decode failed');
    expect(l.mempoolTxids()).toEqual([]);
  });

  it('funds any regtest address from the faucet through the same checks', () => {
    const l = createBitcoinLedger();
    const fresh = testWalletFromLabel(`ledger.test fresh ${Math.random()}`).payment;
    const txid = l.fund(fresh.address, [123_456n]);
    expect(l.balanceOf(fresh.address)).toEqual({ confirmed: 0n, pending: 123_456n });
    expect(l.getTx(txid)?.prevouts.length).toBeGreaterThan(0);
    l.mine();
    expect(l.balanceOf(fresh.address)).toEqual({ confirmed: 123_456n, pending: 0n });
  });

  it('mines only the transactions it is given and their unconfirmed ancestors (generateblock); the rest stays pending', () => {
    const l = createBitcoinLedger();
    const middle = testWalletFromLabel(`ledger.test middle ${Math.random()}`).payment;
    const [coin] = coinsOf(l, payment);
    const parent = buildSignedTransfer(payment, [coin as NonNullable<typeof coin>], [{ script: middle.script, value: 200_000n }], 2);
    l.broadcast(parent.toHex());
    // The child spends the parent's pending output: a block with the child must hold the parent too.
    const child = buildSignedTransfer(
      middle,
      [{ txid: parent.getId(), vout: 0, value: 200_000n }],
      [{ script: recipient.script, value: 100_000n }],
      2,
    );
    l.broadcast(child.toHex());
    const other = l.fund(testWalletFromLabel(`ledger.test other ${Math.random()}`).payment.address, [30_000n]);
    const block = l.mine([child.getId()]);
    expect(block.txids).toEqual([parent.getId(), child.getId()]);
    expect(l.mempoolTxids()).toEqual([other]);
    expect(l.statusOf(l.getTx(other) as LedgerTx)).toEqual({ confirmed: false });
    expect(() => l.mine([child.getId()])).toThrow(new MiningError(`Transaction ${child.getId()} not in mempool.`));
    expect(l.mine().txids).toEqual([other]);
  });

  it("confirms a funding alone: another one's pending coins stay pending", () => {
    const l = createBitcoinLedger();
    const pending = testWalletFromLabel(`ledger.test pending ${Math.random()}`).payment.address;
    const confirmed = testWalletFromLabel(`ledger.test confirmed ${Math.random()}`).payment.address;
    l.fund(pending, [100_000n]);
    l.fund(confirmed, [200_000n], true);
    expect(l.balanceOf(pending)).toEqual({ confirmed: 0n, pending: 100_000n });
    expect(l.balanceOf(confirmed)).toEqual({ confirmed: 200_000n, pending: 0n });
  });

  it('keeps value: any accepted chain of payments conserves sats (outputs + fees = inputs)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ value: fc.bigInt({ min: 1_000n, max: 5_000_000n }), mine: fc.boolean() }), { minLength: 1, maxLength: 5 }),
        (steps) => {
          const l = createBitcoinLedger();
          const before = l.balanceOf(payment.address).confirmed;
          let fees = 0n;
          let sent = 0n;
          for (const step of steps) {
            const tx = buildSignedTransfer(
              payment,
              coinsOf(l, payment).slice(0, 1),
              [{ script: recipient.script, value: step.value }],
              1.5,
            );
            fees += l.getTx(l.broadcast(tx.toHex()))?.fee ?? 0n;
            sent += step.value;
            if (step.mine) l.mine();
          }
          const after = l.balanceOf(payment.address);
          expect(after.confirmed + after.pending).toBe(before - sent - fees);
          const got = l.balanceOf(recipient.address);
          expect(got.confirmed + got.pending).toBe(sent);
        },
      ),
      { numRuns: 15 },
    );
  });
});
