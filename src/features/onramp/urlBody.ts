import { fiatCents } from './limits.ts';
import type { OnrampNetwork, PurchaseCurrency } from './schemas.ts';

/** What a purchase needs: who receives what where, and what they pay with whom. */
export type PurchaseInput = {
  /** The connected address on the chosen network's namespace: the destination wallet. */
  address: string;
  asset: PurchaseCurrency;
  network: OnrampNetwork;
  /** The fiat amount as typed (within the method's limits). */
  amount: string;
  currency: string;
  method: string;
  provider: string;
  /** What the chosen provider quoted for that amount; left out when its quote is only our estimate. */
  cryptoAmount?: string;
};

/** The body of `POST /v1/generators/onrampurl`; `provider`, `paymentCurrency` and `paymentMethod` name the order's provider and terms. */
export type OnrampUrlBody = {
  destinationWallets: Array<{ address: string; blockchains: string[]; assets: string[] }>;
  defaultNetwork: string;
  partnerUserId: string;
  defaultExperience: 'buy';
  presetCryptoAmount?: number;
  presetFiatAmount: number;
  provider: string;
  paymentCurrency: string;
  paymentMethod: string;
};

/**
 * SPEC section 7: the destination wallet (the connected address, on the chosen network, for the chosen asset),
 * that network as the default, the address as the partner's user id, the buy experience, and the amount preset
 * in fiat and, when the provider quoted it, in crypto, so the provider's page opens on the order the visitor saw quoted.
 */
export function onrampUrlBody(input: PurchaseInput): OnrampUrlBody {
  const presetCrypto = Number(input.cryptoAmount);
  return {
    destinationWallets: [{ address: input.address, blockchains: [input.network.name], assets: [input.asset.id] }],
    defaultNetwork: input.network.name,
    partnerUserId: input.address,
    defaultExperience: 'buy',
    ...(presetCrypto > 0 && Number.isFinite(presetCrypto) ? { presetCryptoAmount: presetCrypto } : {}),
    presetFiatAmount: Number(fiatCents(input.amount) ?? 0n) / 100,
    provider: input.provider,
    paymentCurrency: input.currency,
    paymentMethod: input.method,
  };
}
