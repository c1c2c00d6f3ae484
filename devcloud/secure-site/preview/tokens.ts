/**
 * An ERC-20's symbol, decimals and total supply, read with eth_call. Each may be missing (not a
 * token, or a token that does not say); a bytes32 symbol (old tokens) is read as text. Symbols
 * come from the contract, so they are cleaned and kept short: the page shows the address too.
 */
import { decodeFunctionResult, encodeFunctionData, hexToString, parseAbi, type Hex } from 'viem';
import { isCleanText } from './personalMessage.ts';
import type { TokenInfo } from './calldata.ts';
import type { NodeRequest } from './simulate.ts';

const ERC20 = parseAbi([
  'function symbol() view returns (string)',
  'function decimals() view returns (uint8)',
  'function totalSupply() view returns (uint256)',
]);
const BYTES32_SYMBOL = parseAbi(['function symbol() view returns (bytes32)']);

async function read(request: NodeRequest, to: string, functionName: 'symbol' | 'decimals' | 'totalSupply'): Promise<Hex | undefined> {
  try {
    const data = encodeFunctionData({ abi: ERC20, functionName });
    const result = (await request('eth_call', [{ to, data }, 'latest'])) as Hex;
    return typeof result === 'string' && result !== '0x' ? result : undefined;
  } catch {
    return undefined;
  }
}

/** A symbol fit to show: printable, at most 16 characters; anything else is dropped. */
export function cleanSymbol(raw: string): string | undefined {
  const trimmed = raw.replace(/\0+$/, '').trim();
  if (trimmed.length === 0 || trimmed.length > 16 || !isCleanText(trimmed) || /[\r\n\t]/.test(trimmed)) return undefined;
  return trimmed;
}

function decodeSymbol(result: Hex): string | undefined {
  try {
    return cleanSymbol(decodeFunctionResult({ abi: ERC20, functionName: 'symbol', data: result }));
  } catch {
    try {
      return cleanSymbol(hexToString(decodeFunctionResult({ abi: BYTES32_SYMBOL, functionName: 'symbol', data: result })));
    } catch {
      return undefined;
    }
  }
}

function decodeNumber(result: Hex | undefined, functionName: 'decimals' | 'totalSupply'): bigint | undefined {
  if (!result) return undefined;
  try {
    return BigInt(decodeFunctionResult({ abi: ERC20, functionName, data: result }));
  } catch {
    return undefined;
  }
}

export async function readTokenInfo(request: NodeRequest, address: string): Promise<TokenInfo> {
  const [symbol, decimals, totalSupply] = await Promise.all([
    read(request, address, 'symbol'),
    read(request, address, 'decimals'),
    read(request, address, 'totalSupply'),
  ]);
  const shown = symbol ? decodeSymbol(symbol) : undefined;
  const places = decodeNumber(decimals, 'decimals');
  const supply = decodeNumber(totalSupply, 'totalSupply');
  return {
    ...(shown ? { symbol: shown } : {}),
    // uint8 by the standard; more than 36 places would be a joke or an attack.
    ...(places !== undefined && places <= 36n ? { decimals: Number(places) } : {}),
    ...(supply !== undefined ? { totalSupply: supply } : {}),
  };
}
