/** Esplora's JSON shapes (Blockstream's and mempool.space's REST API) for the ledger's records. */
import { opcodes, script as bscript } from 'bitcoinjs-lib';
import { addressOfScript, type AddressStats, type BitcoinLedger, type LedgerTx } from './ledger.ts';

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

const OPCODE_NAMES = new Map<number, string>();
for (const [name, code] of Object.entries(opcodes)) {
  // A numeric enum: skip its reverse entries, and the aliases Esplora does not print.
  if (typeof code === 'number' && !OPCODE_NAMES.has(code) && !/^OP_(FALSE|TRUE)$/.test(name)) OPCODE_NAMES.set(code, name);
}

/** A script in Esplora's asm notation: `OP_0 OP_PUSHBYTES_20 <hex>`, `OP_PUSHNUM_1 OP_PUSHBYTES_32 <hex>`. */
export function scriptAsm(script: Uint8Array): string {
  const chunks = bscript.decompile(script);
  if (!chunks) return '';
  return chunks
    .map((chunk) => {
      if (typeof chunk !== 'number') {
        const push = chunk.length <= 75 ? `OP_PUSHBYTES_${chunk.length}` : chunk.length <= 0xff ? 'OP_PUSHDATA1' : 'OP_PUSHDATA2';
        return `${push} ${hex(chunk)}`;
      }
      if (chunk >= opcodes.OP_1 && chunk <= opcodes.OP_16) return `OP_PUSHNUM_${chunk - opcodes.OP_1 + 1}`;
      if (chunk === opcodes.OP_1NEGATE) return 'OP_PUSHNUM_NEG1';
      return OPCODE_NAMES.get(chunk) ?? `OP_UNKNOWN_${chunk}`;
    })
    .join(' ');
}

/** Esplora's `scriptpubkey_type`. */
export function scriptType(script: Uint8Array): string {
  if (script.length === 0) return 'empty';
  if (script[0] === opcodes.OP_RETURN) return 'op_return';
  if (script.length === 22 && script[0] === 0x00 && script[1] === 0x14) return 'v0_p2wpkh';
  if (script.length === 34 && script[0] === 0x00 && script[1] === 0x20) return 'v0_p2wsh';
  if (script.length === 34 && script[0] === 0x51 && script[1] === 0x20) return 'v1_p2tr';
  if (script.length === 25 && script[0] === opcodes.OP_DUP && script[1] === opcodes.OP_HASH160) return 'p2pkh';
  if (script.length === 23 && script[0] === opcodes.OP_HASH160) return 'p2sh';
  return 'unknown';
}

function outputJson(output: { script: Uint8Array; value: bigint }) {
  const address = addressOfScript(output.script);
  return {
    scriptpubkey: hex(output.script),
    scriptpubkey_asm: scriptAsm(output.script),
    scriptpubkey_type: scriptType(output.script),
    ...(address ? { scriptpubkey_address: address } : {}),
    value: Number(output.value),
  };
}

/** `GET /tx/:txid`: the transaction with its inputs' prevouts, fee and status. */
export function txJson(ledger: BitcoinLedger, record: LedgerTx) {
  const { tx } = record;
  const coinbase = record.prevouts.length === 0;
  return {
    txid: record.txid,
    version: tx.version,
    locktime: tx.locktime,
    vin: tx.ins.map((input, i) => {
      const prevout = record.prevouts[i];
      return {
        txid: Buffer.from(input.hash).reverse().toString('hex'),
        vout: input.index,
        prevout: prevout ? outputJson(prevout) : null,
        scriptsig: hex(input.script),
        scriptsig_asm: coinbase ? '' : scriptAsm(input.script),
        ...(input.witness.length > 0 ? { witness: input.witness.map(hex) } : {}),
        is_coinbase: coinbase,
        sequence: input.sequence,
      };
    }),
    vout: tx.outs.map(outputJson),
    size: tx.byteLength(),
    weight: tx.weight(),
    fee: Number(record.fee),
    status: ledger.statusOf(record),
  };
}

const statsJson = (stats: AddressStats) => ({
  funded_txo_count: stats.funded_txo_count,
  funded_txo_sum: Number(stats.funded_txo_sum),
  spent_txo_count: stats.spent_txo_count,
  spent_txo_sum: Number(stats.spent_txo_sum),
  tx_count: stats.tx_count,
});

/** `GET /address/:address`. */
export function addressJson(ledger: BitcoinLedger, address: string) {
  const { chain, mempool } = ledger.statsOf(address);
  return { address, chain_stats: statsJson(chain), mempool_stats: statsJson(mempool) };
}

/** `GET /address/:address/utxo`. */
export const utxosJson = (ledger: BitcoinLedger, address: string) =>
  ledger.utxosOf(address).map((utxo) => ({ txid: utxo.txid, vout: utxo.vout, status: utxo.status, value: Number(utxo.value) }));
