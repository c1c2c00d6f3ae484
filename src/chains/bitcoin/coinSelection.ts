/**
 * Coin selection and fee arithmetic for a transfer from a native segwit (P2WPKH) payment account. Sizes are in
 * weight units (BIP-141) so the virtual size is exact to the byte: a signature is counted at its largest (72
 * bytes), so the fee never falls short of the rate asked.
 */

/** An unspent output of the payment account (Esplora's `/address/:addr/utxo`). */
export type Utxo = { txid: string; vout: number; value: bigint; confirmed: boolean };

/** version, input and output counts, locktime (non-witness, ×4) + the segwit marker and flag. */
const OVERHEAD_WEIGHT = 4 * (4 + 1 + 1 + 4) + 2;
/** outpoint, empty script, sequence (×4) + witness: item count, signature (≤ 72 + length), public key (33 + length). */
export const P2WPKH_INPUT_WEIGHT = 4 * (32 + 4 + 1 + 4) + (1 + 73 + 34);
/** An output: amount, script length, script. */
export const outputWeight = (scriptLength: number) => 4 * (8 + 1 + scriptLength);
/** A P2WPKH output script: OP_0 <20 bytes>. */
export const P2WPKH_SCRIPT_LENGTH = 22;
/** Below this, a P2WPKH change output costs more to spend than it holds: it goes to the fee instead (Bitcoin Core's dust limit). */
export const DUST_SATS = 294n;

/** Virtual bytes of a transaction with `inputs` P2WPKH inputs and outputs of these script lengths. */
export function virtualSize(inputs: number, outputScriptLengths: readonly number[]): number {
  const weight = OVERHEAD_WEIGHT + inputs * P2WPKH_INPUT_WEIGHT + outputScriptLengths.reduce((sum, l) => sum + outputWeight(l), 0);
  return Math.ceil(weight / 4);
}

/** The fee for `vbytes` at `satsPerVbyte` (Esplora's rates are fractional), rounded up to a whole satoshi. */
export function feeFor(vbytes: number, satsPerVbyte: number): bigint {
  return BigInt(Math.ceil(vbytes * satsPerVbyte));
}

export type Selection = { inputs: Utxo[]; fee: bigint; change: bigint; vbytes: number };

/**
 * Picks the payment account's outputs to pay `amount` to a script of `recipientScriptLength` bytes at
 * `satsPerVbyte`: confirmed coins first, largest first, until amount and fee are covered. The change goes back
 * to the payment address unless it is dust (then it is left to the fee). Undefined when the coins do not cover it.
 */
export function selectCoins(
  utxos: readonly Utxo[],
  amount: bigint,
  recipientScriptLength: number,
  satsPerVbyte: number,
): Selection | undefined {
  const ordered = [...utxos].sort(
    (a, b) => Number(b.confirmed) - Number(a.confirmed) || (b.value > a.value ? 1 : b.value < a.value ? -1 : 0),
  );
  const inputs: Utxo[] = [];
  let total = 0n;
  for (const utxo of ordered) {
    inputs.push(utxo);
    total += utxo.value;
    const withChange = virtualSize(inputs.length, [recipientScriptLength, P2WPKH_SCRIPT_LENGTH]);
    const changeFee = feeFor(withChange, satsPerVbyte);
    const change = total - amount - changeFee;
    if (change >= DUST_SATS) return { inputs, fee: changeFee, change, vbytes: withChange };
    const alone = virtualSize(inputs.length, [recipientScriptLength]);
    const fee = feeFor(alone, satsPerVbyte);
    if (total >= amount + fee) return { inputs, fee: total - amount, change: 0n, vbytes: alone };
  }
  return undefined;
}
