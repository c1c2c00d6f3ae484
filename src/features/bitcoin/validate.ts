import { isBitcoinAddress } from '../../chains/bitcoin/address.ts';
import { bitcoinChainOf } from '../../chains/bitcoin/network.ts';
import { parseBtc } from '../../chains/bitcoin/units.ts';
import { SEND_ERRORS } from '../../core/sendErrors.ts';

/**
 * The first reason a Bitcoin send can't go, or null; Send's texts and order: the chain, amount and receiver, the
 * amount's form, the balance (the payment account's), then the address, which must be one of this network's.
 */
export function validateBitcoinSend(input: { caipNetworkId: string; amount: string; receiver: string; balance: bigint }): string | null {
  if (!bitcoinChainOf(input.caipNetworkId)) return SEND_ERRORS.chain;
  const amount = input.amount.trim();
  const receiver = input.receiver.trim();
  if (!amount || !receiver) return SEND_ERRORS.amountAndReceiver;
  const sats = parseBtc(amount);
  if (sats === undefined) return /^\d+\.\d{9,}$/.test(amount) ? SEND_ERRORS.decimals : SEND_ERRORS.amount;
  if (sats > input.balance) return SEND_ERRORS.insufficient;
  return isBitcoinAddress(receiver, input.caipNetworkId) ? null : SEND_ERRORS.address;
}
