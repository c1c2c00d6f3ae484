import { type Client, decodeFunctionResult, encodeFunctionData, type Hex } from 'viem';
import * as z from 'zod/mini';
import type { CaipNetwork } from '../../core/caip.ts';
import { PayError } from '../../core/errors/pay.ts';
import { PAY_MESSAGES } from './messages.ts';
import type { PayRequest } from './request.ts';

/** What is paid with: its symbol and decimals, and its contract (none for the native currency). */
export type PayAsset = { symbol: string; decimals: number; tokenAddress?: Hex };

const ERC20_READS = [
  { type: 'function', name: 'symbol', stateMutability: 'view', inputs: [], outputs: [{ type: 'string' }] },
  { type: 'function', name: 'decimals', stateMutability: 'view', inputs: [], outputs: [{ type: 'uint8' }] },
  { type: 'function', name: 'balanceOf', stateMutability: 'view', inputs: [{ type: 'address' }], outputs: [{ type: 'uint256' }] },
] as const;

/** An RPC reply of data or a quantity: 0x and hex digits, nothing else. */
const hexReply = z.string().check(z.regex(/^0x[0-9a-fA-F]*$/));

async function call(client: Client, to: Hex, data: Hex): Promise<Hex> {
  const reply = z.safeParse(hexReply, await client.request({ method: 'eth_call', params: [{ to, data }, 'latest'] }));
  if (!reply.success || reply.data === '0x') throw new Error(`eth_call to ${to} answered no data`);
  return reply.data as Hex;
}

/**
 * The asset of a payment, read from the chain (not from the balance API: the payer may hold none of it yet). A
 * contract that does not answer `symbol` and `decimals` is not a token: 'invalid_request'.
 */
export async function readAsset(client: Client, network: CaipNetwork, asset: PayRequest['asset']): Promise<PayAsset> {
  if (asset === 'native') return { symbol: network.nativeCurrency.symbol, decimals: network.nativeCurrency.decimals };
  try {
    const [symbol, decimals] = await Promise.all([
      call(client, asset, encodeFunctionData({ abi: ERC20_READS, functionName: 'symbol' })),
      call(client, asset, encodeFunctionData({ abi: ERC20_READS, functionName: 'decimals' })),
    ]);
    return {
      symbol: decodeFunctionResult({ abi: ERC20_READS, functionName: 'symbol', data: symbol }),
      decimals: decodeFunctionResult({ abi: ERC20_READS, functionName: 'decimals', data: decimals }),
      tokenAddress: asset,
    };
  } catch (cause) {
    throw new PayError('invalid_request', `${PAY_MESSAGES.invalidRequest}: asset ${asset} is not a token on ${network.name}`, { cause });
  }
}

/** `owner`'s balance of `asset`, in smallest units. */
export async function readBalance(client: Client, asset: PayAsset, owner: Hex): Promise<bigint> {
  if (!asset.tokenAddress) {
    const reply = z.safeParse(hexReply, await client.request({ method: 'eth_getBalance', params: [owner, 'latest'] }));
    if (!reply.success || reply.data === '0x') throw new Error('eth_getBalance answered no quantity');
    return BigInt(reply.data);
  }
  const data = await call(client, asset.tokenAddress, encodeFunctionData({ abi: ERC20_READS, functionName: 'balanceOf', args: [owner] }));
  return decodeFunctionResult({ abi: ERC20_READS, functionName: 'balanceOf', data });
}
