/**
 * devcloud's Bitcoin regtest ledger: the UTXO set, the mempool and the blocks, with no node behind it. Every
 * broadcast transaction is decoded and checked as Bitcoin Core's mempool would (standardness, inputs present and
 * unspent, value in ≥ value out, the minimum relay fee, and each input's signature: verifyInput.ts) before it is
 * accepted. A block confirms the whole mempool, or only the transactions it is given (and their ancestors), as Bitcoin
 * Core's `generateblock` does: parallel tests mine their own transactions without confirming each other's. At
 * creation the faucet gets a coinbase and pays the test wallet, so it starts funded and confirmed.
 */
import { address as baddress, Block, Transaction } from 'bitcoinjs-lib';
import { formatSats, MIN_RELAY_SATS_PER_VBYTE, REGTEST_GENESIS_HASH } from './chain.ts';
import { REGTEST } from './ecc.ts';
import { buildSignedTransfer } from './sign.ts';
import { BITCOIN_FAUCET, BITCOIN_TEST_WALLET, FUNDED_ORDINAL_UTXOS, FUNDED_PAYMENT_UTXOS } from './testKeys.ts';
import { ScriptError, verifyInput, type Prevout } from './verifyInput.ts';

export type BlockRecord = { height: number; hash: string; time: number; txids: string[] };
export type TxStatus = { confirmed: false } | { confirmed: true; block_height: number; block_hash: string; block_time: number };
export type LedgerTx = {
  txid: string;
  tx: Transaction;
  /** One per input (none for a coinbase). */
  prevouts: Prevout[];
  fee: bigint;
  block?: BlockRecord;
};
export type Utxo = { txid: string; vout: number; value: bigint; status: TxStatus };
export type AddressStats = {
  funded_txo_count: number;
  funded_txo_sum: bigint;
  spent_txo_count: number;
  spent_txo_sum: bigint;
  tx_count: number;
};

/** A refused broadcast, with Bitcoin Core's RPC error code and reject reason. */
export class BroadcastError extends Error {
  override name = 'BroadcastError';
  constructor(
    readonly code: number,
    reason: string,
  ) {
    super(reason);
  }
}

/** A block refused (Core's `generateblock`): a transaction asked for is not in the mempool. */
export class MiningError extends Error {
  override name = 'MiningError';
}

/** Outputs below these are dust (Core's default dust relay fee, 3 sat/vB), by script type. */
const DUST_LIMITS: Array<[test: (script: Uint8Array) => boolean, limit: bigint]> = [
  [(s) => s.length === 22 && s[0] === 0x00, 294n], // P2WPKH
  [(s) => s.length === 34 && (s[0] === 0x00 || s[0] === 0x51), 330n], // P2WSH, P2TR
  [(s) => s.length === 23 && s[0] === 0xa9, 540n], // P2SH
  [(s) => s.length === 25 && s[0] === 0x76, 546n], // P2PKH
];
const OP_RETURN = 0x6a;
const COINBASE_VALUE = 1_000n * 100_000_000n;
/**
 * How many coins one coinbase pays the faucet. A funding spends a confirmed coin, never the pending change of another
 * one: a block with it would confirm that other funding too, as its ancestor.
 */
const FAUCET_COINS_PER_COINBASE = 10;
/** Regtest's proof-of-work limit: about one nonce in two meets it. */
const REGTEST_BITS = 0x207fffff;
const FAUCET_FEE_RATE = 2;

const outpointKey = (txid: string, vout: number) => `${txid}:${vout}`;
const txidOfInput = (hash: Uint8Array) => Buffer.from(hash).reverse().toString('hex');

/** The address of an output script on regtest, or undefined (OP_RETURN, bare scripts). */
export function addressOfScript(script: Uint8Array): string | undefined {
  try {
    return baddress.fromOutputScript(script, REGTEST);
  } catch {
    return undefined;
  }
}

export type BitcoinLedger = ReturnType<typeof createBitcoinLedger>;

export function createBitcoinLedger(options: { now?: () => number } = {}) {
  const now = options.now ?? (() => Math.floor(Date.now() / 1000));
  const txs = new Map<string, LedgerTx>();
  /** Outputs not spent by a confirmed transaction (the mempool may spend them: see spentBy). */
  const unspent = new Map<string, Prevout>();
  /** Outpoint → the transaction (confirmed or in the mempool) that spends it. */
  const spentBy = new Map<string, string>();
  /** Address → its transactions (funding or spending it), in arrival order. */
  const byAddress = new Map<string, string[]>();
  const blocks: BlockRecord[] = [{ height: 0, hash: REGTEST_GENESIS_HASH, time: now(), txids: [] }];
  let mempool: string[] = [];

  const tip = () => blocks[blocks.length - 1] as BlockRecord;

  function index(record: LedgerTx) {
    const addresses = new Set<string>();
    for (const prevout of record.prevouts) addresses.add(addressOfScript(prevout.script) ?? '');
    for (const output of record.tx.outs) addresses.add(addressOfScript(output.script) ?? '');
    addresses.delete('');
    for (const addr of addresses) byAddress.set(addr, [...(byAddress.get(addr) ?? []), record.txid]);
  }

  function admit(record: LedgerTx) {
    txs.set(record.txid, record);
    // A coinbase (no prevouts) spends nothing.
    if (record.prevouts.length > 0) {
      for (const input of record.tx.ins) spentBy.set(outpointKey(txidOfInput(input.hash), input.index), record.txid);
    }
    record.tx.outs.forEach((output, vout) => {
      unspent.set(outpointKey(record.txid, vout), { script: output.script, value: output.value });
    });
    mempool.push(record.txid);
    index(record);
  }

  /** The prevout of an outpoint, or a BroadcastError saying why it cannot be spent. */
  function spendable(txid: string, vout: number): Prevout {
    const key = outpointKey(txid, vout);
    const prevout = unspent.get(key);
    const spender = spentBy.get(key);
    if (prevout && spender && !txs.get(spender)?.block) throw new BroadcastError(-26, 'txn-mempool-conflict');
    if (!prevout || spender) throw new BroadcastError(-25, 'bad-txns-inputs-missingorspent');
    return prevout;
  }

  /** Checks and accepts a raw transaction into the mempool; answers its txid. */
  function broadcast(hex: string): string {
    let tx: Transaction;
    try {
      if (!/^([0-9a-fA-F]{2})+$/.test(hex)) throw new Error('not hex');
      tx = Transaction.fromHex(hex);
    } catch {
      throw new BroadcastError(-22, 'TX decode failed');
    }
    const txid = tx.getId();
    const known = txs.get(txid);
    if (known?.block) throw new BroadcastError(-27, 'Transaction already in block chain');
    if (known) return txid;
    if (tx.isCoinbase()) throw new BroadcastError(-26, 'coinbase');
    if (tx.ins.length === 0) throw new BroadcastError(-26, 'bad-txns-vin-empty');
    if (tx.outs.length === 0) throw new BroadcastError(-26, 'bad-txns-vout-empty');
    const outpoints = new Set(tx.ins.map((input) => outpointKey(txidOfInput(input.hash), input.index)));
    if (outpoints.size !== tx.ins.length) throw new BroadcastError(-26, 'bad-txns-inputs-duplicate');
    for (const output of tx.outs) {
      if (output.script[0] === OP_RETURN) continue;
      const limit = DUST_LIMITS.find(([test]) => test(output.script))?.[1] ?? 546n;
      if (output.value < limit) throw new BroadcastError(-26, 'dust');
    }
    const prevouts = tx.ins.map((input) => spendable(txidOfInput(input.hash), input.index));
    const valueIn = prevouts.reduce((sum, prevout) => sum + prevout.value, 0n);
    const valueOut = tx.outs.reduce((sum, output) => sum + output.value, 0n);
    if (valueIn < valueOut) {
      throw new BroadcastError(-26, `bad-txns-in-belowout, value in (${formatSats(valueIn)}) < value out (${formatSats(valueOut)})`);
    }
    const fee = valueIn - valueOut;
    const minimumFee = BigInt(tx.virtualSize() * MIN_RELAY_SATS_PER_VBYTE);
    if (fee < minimumFee) throw new BroadcastError(-26, `min relay fee not met, ${fee} < ${minimumFee}`);
    tx.ins.forEach((_, i) => {
      try {
        verifyInput(tx, i, prevouts);
      } catch (error) {
        if (error instanceof ScriptError) throw new BroadcastError(-26, `mandatory-script-verify-flag-failed (${error.message})`);
        throw error;
      }
    });
    admit({ txid, tx, prevouts, fee });
    return txid;
  }

  /**
   * `txids` with their unconfirmed ancestors, in mempool (arrival, so parents-first) order. A block always includes
   * the ancestors of what it includes, or it would spend outputs the chain does not hold yet (a child of a pending
   * transfer, a chain of sends on pending change).
   */
  function withAncestors(txids: readonly string[]): string[] {
    const chosen = new Set<string>();
    const visit = (txid: string) => {
      const record = txs.get(txid);
      if (chosen.has(txid) || !record || record.block) return;
      chosen.add(txid);
      // A coinbase (no prevouts) has no parent.
      if (record.prevouts.length > 0) for (const input of record.tx.ins) visit(txidOfInput(input.hash));
    };
    for (const txid of txids) {
      if (!mempool.includes(txid)) throw new MiningError(`Transaction ${txid} not in mempool.`);
      visit(txid);
    }
    return mempool.filter((txid) => chosen.has(txid));
  }

  /**
   * Confirms in a new block (with proof of work at regtest's difficulty) the whole mempool, or only `txids` and their
   * unconfirmed ancestors (a MiningError if one is not in the mempool); answers the block.
   */
  function mine(txids?: readonly string[]): BlockRecord {
    const chosen = txids ? withAncestors(txids) : [...mempool];
    const included = chosen.map((txid) => txs.get(txid) as LedgerTx);
    const block = new Block();
    block.version = 0x20000000;
    block.prevHash = Buffer.from(tip().hash, 'hex').reverse();
    block.transactions = included.map((record) => record.tx);
    block.merkleRoot = included.length > 0 ? Block.calculateMerkleRoot(block.transactions) : new Uint8Array(32);
    block.timestamp = Math.max(now(), tip().time);
    block.bits = REGTEST_BITS;
    block.nonce = 0;
    while (!block.checkProofOfWork()) block.nonce += 1;
    const record: BlockRecord = { height: tip().height + 1, hash: block.getId(), time: block.timestamp, txids: chosen };
    blocks.push(record);
    for (const tx of included) tx.block = record;
    const confirmed = new Set(chosen);
    mempool = mempool.filter((txid) => !confirmed.has(txid));
    return record;
  }

  const statusOf = (record: LedgerTx): TxStatus =>
    record.block
      ? { confirmed: true, block_height: record.block.height, block_hash: record.block.hash, block_time: record.block.time }
      : { confirmed: false };

  const txsOf = (addr: string) => (byAddress.get(addr) ?? []).map((txid) => txs.get(txid) as LedgerTx);

  /** The address's unspent outputs, mempool ones included and those the mempool spends left out (as Esplora lists them). */
  function utxosOf(addr: string): Utxo[] {
    const utxos: Utxo[] = [];
    for (const record of txsOf(addr)) {
      record.tx.outs.forEach((output, vout) => {
        if (addressOfScript(output.script) !== addr || spentBy.has(outpointKey(record.txid, vout))) return;
        utxos.push({ txid: record.txid, vout, value: output.value, status: statusOf(record) });
      });
    }
    return utxos;
  }

  /** Esplora's `chain_stats` (confirmed) and `mempool_stats` of an address. */
  function statsOf(addr: string): { chain: AddressStats; mempool: AddressStats } {
    const empty = (): AddressStats => ({ funded_txo_count: 0, funded_txo_sum: 0n, spent_txo_count: 0, spent_txo_sum: 0n, tx_count: 0 });
    const chain = empty();
    const pending = empty();
    for (const record of txsOf(addr)) {
      const stats = record.block ? chain : pending;
      stats.tx_count += 1;
      for (const output of record.tx.outs) {
        if (addressOfScript(output.script) !== addr) continue;
        stats.funded_txo_count += 1;
        stats.funded_txo_sum += output.value;
      }
      for (const prevout of record.prevouts) {
        if (addressOfScript(prevout.script) !== addr) continue;
        stats.spent_txo_count += 1;
        stats.spent_txo_sum += prevout.value;
      }
    }
    return { chain, mempool: pending };
  }

  /** What the address holds, pending transactions included: confirmed + mempool funded − spent. */
  function balanceOf(addr: string): { confirmed: bigint; pending: bigint } {
    const { chain, mempool: pending } = statsOf(addr);
    return { confirmed: chain.funded_txo_sum - chain.spent_txo_sum, pending: pending.funded_txo_sum - pending.spent_txo_sum };
  }

  /** A coinbase of the next block paying `outputs`: the faucet's only source of coins. */
  function coinbase(outputs: Array<{ script: Uint8Array; value: bigint }>) {
    const tx = new Transaction();
    tx.version = 2;
    const height = tip().height + 1;
    // BIP-34: the block height first in the coinbase script.
    const heightPush = Buffer.from([3, height & 0xff, (height >> 8) & 0xff, (height >> 16) & 0xff]);
    tx.addInput(new Uint8Array(32), 0xffffffff, 0xffffffff, Buffer.concat([heightPush, Buffer.from('devcloud')]));
    for (const output of outputs) tx.addOutput(output.script, output.value);
    const txid = tx.getId();
    admit({ txid, tx, prevouts: [], fee: 0n });
    return mine([txid]);
  }

  /** A block whose coinbase pays the faucet new coins, each worth at least `needed` + a fee's margin. */
  const mintFaucetCoins = (needed: bigint) =>
    coinbase(
      Array.from({ length: FAUCET_COINS_PER_COINBASE }, () => ({
        script: BITCOIN_FAUCET.script,
        value: COINBASE_VALUE / BigInt(FAUCET_COINS_PER_COINBASE) + needed,
      })),
    );

  /** Pays `sats` to `addr` from the faucet with a signed transaction through broadcast(); `confirm` mines it alone. */
  function fund(addr: string, sats: readonly bigint[], confirm = false): string {
    let script: Uint8Array;
    try {
      script = baddress.toOutputScript(addr, REGTEST);
    } catch {
      throw new BroadcastError(-5, 'Invalid Bitcoin address');
    }
    const needed = sats.reduce((sum, value) => sum + value, 0n);
    const confirmedCoin = () => utxosOf(BITCOIN_FAUCET.address).find((utxo) => utxo.status.confirmed && utxo.value >= needed + 100_000n);
    if (!confirmedCoin()) mintFaucetCoins(needed);
    const coin = confirmedCoin();
    if (!coin) throw new Error('the faucet has no coins');
    const tx = buildSignedTransfer(
      BITCOIN_FAUCET,
      [coin],
      sats.map((value) => ({ script, value })),
      FAUCET_FEE_RATE,
    );
    const txid = broadcast(tx.toHex());
    if (confirm) mine([txid]);
    return txid;
  }

  mintFaucetCoins(0n);
  fund(BITCOIN_TEST_WALLET.payment.address, FUNDED_PAYMENT_UTXOS);
  fund(BITCOIN_TEST_WALLET.ordinal.address, FUNDED_ORDINAL_UTXOS);
  mine();

  return {
    broadcast,
    mine,
    fund,
    utxosOf,
    statsOf,
    balanceOf,
    txsOf,
    statusOf,
    getTx: (txid: string) => txs.get(txid),
    mempoolTxids: () => [...mempool],
    tip,
    blockAt: (height: number) => blocks[height],
  };
}
