/**
 * Finds what an on-ramp request names: the purchase currency (an id or symbol, or the options'
 * object as the SDK sends it), its network (name, chain id, or CAIP-2 id), the payment currency,
 * and checks the amount against the payment method's limits (SPEC section 9).
 */
import { refuse } from '../reasons.ts';
import { type OnrampNetwork, PAYMENT_CURRENCIES, type PaymentCurrency, type PurchaseCurrency } from './catalog.ts';

/** A currency as text (`ETH`) or as the options' object (`{ id, symbol, … }`). */
export type CurrencyRef = string | { id?: string; symbol?: string };

const same = (a: string | undefined, b: string) => a !== undefined && a.toLowerCase() === b.toLowerCase();

export function findPurchase(currencies: readonly PurchaseCurrency[], ref: CurrencyRef, field: string): PurchaseCurrency {
  const keys = typeof ref === 'string' ? [ref] : [ref.id, ref.symbol].filter((k) => k !== undefined);
  const found = currencies.find((c) => keys.some((key) => same(key, c.id) || same(key, c.symbol)));
  if (!found) throw refuse(field, `${keys[0] ?? 'that currency'} is not for sale here`);
  return found;
}

export function findNetwork(currency: PurchaseCurrency, ref: string, field: string): OnrampNetwork {
  const found = currency.networks.find(
    (n) => same(ref, n.name) || same(ref, n.display_name) || (n.chain_id !== '' && (ref === n.chain_id || ref === `eip155:${n.chain_id}`)),
  );
  if (!found) throw refuse(field, `${currency.symbol} is not sold on ${ref}; networks: ${currency.networks.map((n) => n.name).join(', ')}`);
  return found;
}

export function findPayment(ref: CurrencyRef, field: string): PaymentCurrency {
  const key = typeof ref === 'string' ? ref : (ref.id ?? '');
  const found = PAYMENT_CURRENCIES.find((c) => same(key, c.id));
  if (!found)
    throw refuse(field, `Payment in ${key || 'that currency'} is not supported; use ${PAYMENT_CURRENCIES.map((c) => c.id).join(' or ')}`);
  return found;
}

/** `card` when not named; `bank_account` means the currency's own (ACH for USD, SEPA for EUR). */
export function checkLimits(currency: PaymentCurrency, method: string | undefined, totalCents: bigint, field: string): string {
  const wanted = method ?? 'card';
  const limit = currency.payment_method_limits.find(
    (l) => l.id === wanted || (wanted === 'bank_account' && l.id.endsWith('_bank_account')),
  );
  if (!limit) throw refuse('paymentMethod', `${wanted} is not a payment method for ${currency.id}`);
  const toCents = (text: string) => BigInt(Math.round(Number(text) * 100));
  if (totalCents < toCents(limit.min) || totalCents > toCents(limit.max)) {
    throw refuse(field, `The amount must be between ${limit.min} and ${limit.max} ${currency.id} for ${limit.id}`);
  }
  return limit.id;
}
