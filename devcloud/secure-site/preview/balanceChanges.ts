/**
 * Simulated balance changes of the account: the transfers a simulation saw (ERC-20 Transfer
 * logs, and native transfers, which eth_simulateV1 reports as Transfer logs of 0xeeee…eeee),
 * netted per asset for one account, then put in words.
 */
import { amountOf } from './amounts.ts';
import type { BalanceChange } from './schema.ts';

export const NATIVE = 'native';

/** eth_simulateV1 with traceTransfers logs native transfers as if this address were an ERC-20. */
export const NATIVE_TRANSFER_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee';

/** keccak256('Transfer(address,address,uint256)'). */
export const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef';

export type Log = { address: string; topics: readonly string[]; data: string };

/** `asset` is NATIVE or a lower-case contract address; addresses are lower-case. */
export type Transfer = { asset: string; from: string; to: string; amount: bigint };

const topicAddress = (topic: string) => `0x${topic.slice(-40)}`.toLowerCase();

/**
 * The ERC-20 (and native) transfers among `logs`. An ERC-721 Transfer has its token id as a
 * fourth topic and no data, so it is not taken for an ERC-20 one.
 */
export function transfersFromLogs(logs: readonly Log[]): Transfer[] {
  const out: Transfer[] = [];
  for (const log of logs) {
    if (log.topics.length !== 3 || log.topics[0]?.toLowerCase() !== TRANSFER_TOPIC) continue;
    if (!/^0x[0-9a-fA-F]{64}$/.test(log.data)) continue;
    const address = log.address.toLowerCase();
    out.push({
      asset: address === NATIVE_TRANSFER_ADDRESS ? NATIVE : address,
      from: topicAddress(log.topics[1]!),
      to: topicAddress(log.topics[2]!),
      amount: BigInt(log.data),
    });
  }
  return out;
}

export type NetChange = { asset: string; delta: bigint };

/** The account's net change per asset (native first, then in order of appearance); zero nets are left out. */
export function netChanges(transfers: readonly Transfer[], account: string): NetChange[] {
  const me = account.toLowerCase();
  const totals = new Map<string, bigint>();
  for (const transfer of transfers) {
    const out = transfer.from === me ? transfer.amount : 0n;
    const incoming = transfer.to === me ? transfer.amount : 0n;
    if (out === 0n && incoming === 0n) continue;
    totals.set(transfer.asset, (totals.get(transfer.asset) ?? 0n) + incoming - out);
  }
  const changes = [...totals].map(([asset, delta]) => ({ asset, delta })).filter((change) => change.delta !== 0n);
  return changes.sort((a, b) => Number(b.asset === NATIVE) - Number(a.asset === NATIVE));
}

/** What the page needs to know of an asset; `decimals` is missing for a contract that does not say. */
export type AssetInfo = { symbol: string; decimals?: number; price?: number };

export function formatChanges(changes: readonly NetChange[], assetInfo: (asset: string) => AssetInfo): BalanceChange[] {
  return changes.map(({ asset, delta }) => {
    const info = assetInfo(asset);
    const direction = delta < 0n ? 'out' : 'in';
    const magnitude = delta < 0n ? -delta : delta;
    const amount =
      info.decimals === undefined
        ? { value: magnitude.toString(), symbol: `${info.symbol} (raw units)` }
        : amountOf(magnitude, info.decimals, info.symbol, info.price);
    return { direction, amount, asset };
  });
}
