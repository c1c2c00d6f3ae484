import { encodeFunctionData, type Hex, numberToHex } from 'viem';
import * as z from 'zod/mini';
import { BaseError } from '../../core/errors/base.ts';
import type { Eip1193Provider } from './provider.ts';

/**
 * ERC-20 `transfer` without outputs: the USDT-style token's `transfer` returns nothing (SPEC section 9), so
 * nothing here decodes a return value; the selector is the same for every token.
 */
const TRANSFER_ABI = [
  {
    type: 'function',
    name: 'transfer',
    stateMutability: 'nonpayable',
    inputs: [
      { name: 'to', type: 'address' },
      { name: 'amount', type: 'uint256' },
    ],
    outputs: [],
  },
] as const;

export type TransferRequest = { from: Hex; to: Hex; value?: Hex; data?: Hex };

/** The transaction for a transfer: native (value) or token (`transfer` on the token contract). */
export function transferRequest(input: { from: string; to: string; amount: bigint; tokenAddress?: string }): TransferRequest {
  const from = input.from as Hex;
  if (!input.tokenAddress) return { from, to: input.to as Hex, value: numberToHex(input.amount) };
  const data = encodeFunctionData({ abi: TRANSFER_ABI, functionName: 'transfer', args: [input.to as Hex, input.amount] });
  return { from, to: input.tokenAddress as Hex, data };
}

/** SPEC section 3: an RPC response of 0x plus 64 hex characters is a transaction hash. */
const transactionHashSchema = z.string().check(z.regex(/^0x[0-9a-fA-F]{64}$/));

export class InvalidTransactionHashError extends BaseError {
  override name = 'InvalidTransactionHashError';
  constructor(parameters: { details?: string } = {}) {
    super('The wallet did not return a transaction hash', parameters);
  }
}

/** Asks the wallet to send `request` (`eth_sendTransaction`) and checks that it answered with a hash. */
export async function sendTransaction(provider: Eip1193Provider, request: TransferRequest): Promise<Hex> {
  const reply = await provider.request({ method: 'eth_sendTransaction', params: [request] });
  const parsed = z.safeParse(transactionHashSchema, reply);
  if (!parsed.success)
    throw new InvalidTransactionHashError({ details: `eth_sendTransaction answered ${JSON.stringify(reply)?.slice(0, 80)}` });
  return parsed.data as Hex;
}
