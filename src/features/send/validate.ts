import { isSolanaAddress } from '../../chains/solana/address.ts';
import type { ChainNamespace } from '../../core/caip.ts';
import { SEND_NAMESPACES } from '../../core/sendNamespaces.ts';
import { evmAddressProblem } from '../../core/evmAddress.ts';
import { AMOUNT_PATTERN, toUnits } from '../../core/units.ts';
import { SEND_ERRORS } from '../../core/sendErrors.ts';

export { SEND_ERRORS };

/** Nobody holds its key: what is sent there is burnt, and a form left empty or a bad name lookup can produce it. */
const EVM_ZERO_ADDRESS = /^0x0{40}$/;

/**
 * Whether `address` is a receiver address of `namespace`: EVM 0x + 40 hex (checksum enforced when mixed case) and not
 * the zero address, Solana base58.
 */
export function receiverAddressError(namespace: ChainNamespace, address: string): string | null {
  if (namespace === 'solana') return isSolanaAddress(address) ? null : SEND_ERRORS.address;
  const problem = evmAddressProblem(address);
  if (problem) return problem === 'format' ? SEND_ERRORS.address : SEND_ERRORS.checksum;
  return EVM_ZERO_ADDRESS.test(address) ? SEND_ERRORS.zeroAddress : null;
}

export type SendInput = {
  namespace: ChainNamespace | undefined;
  token: { decimals: number; balance: bigint } | undefined;
  amount: string;
  /** The address to send to: typed, or what a name resolved to. */
  receiver: string;
};

/**
 * The first reason the form can't be sent, or null. The SPEC's order: the chain, then the token, then amount
 * and receiver; then the amount's form and the balance, then the address.
 */
export function validateSend(input: SendInput): string | null {
  if (!input.namespace || !SEND_NAMESPACES.includes(input.namespace)) return SEND_ERRORS.chain;
  if (!input.token) return SEND_ERRORS.token;
  if (!input.amount.trim() || !input.receiver.trim()) return SEND_ERRORS.amountAndReceiver;
  const units = toUnits(input.amount, input.token.decimals);
  if (units === undefined) return AMOUNT_PATTERN.test(input.amount.trim()) ? SEND_ERRORS.decimals : SEND_ERRORS.amount;
  if (units <= 0n) return SEND_ERRORS.amount;
  if (units > input.token.balance) return SEND_ERRORS.insufficient;
  return receiverAddressError(input.namespace, input.receiver.trim());
}
