import { centsToText, fiatCents } from './limits.ts';
import { MAX_PROVIDER_FEE_BPS } from './providers.ts';
import type { OnrampNetwork, OnrampOptions, OnrampQuote, PaymentMethodLimit } from './schemas.ts';

/** SPEC section 9: the fallback limits, card 10–7500 and bank account 10–25000, in USD and EUR alike. */
export const FALLBACK_LIMITS: readonly PaymentMethodLimit[] = [
  { id: 'card', min: '10.00', max: '7500.00' },
  { id: 'bank_account', min: '10.00', max: '25000.00' },
];

const net = (name: string, display_name: string, chain_id: string, contract_address = ''): OnrampNetwork => ({
  name,
  display_name,
  chain_id,
  contract_address,
});
const ETHEREUM = net('ethereum', 'Ethereum', '1');
const BASE = net('base', 'Base', '8453');

/**
 * The built-in sample options (SPEC section 7: used when the options call fails): the common assets on the
 * networks the on-ramp serves (eip155 and solana, section 9), paid in USD or EUR within the fallback limits.
 */
export const SAMPLE_OPTIONS: OnrampOptions = {
  purchaseCurrencies: [
    {
      id: 'ETH',
      name: 'Ether',
      symbol: 'ETH',
      networks: [ETHEREUM, BASE, net('optimism', 'Optimism', '10'), net('arbitrum', 'Arbitrum', '42161')],
    },
    {
      id: 'USDC',
      name: 'USD Coin',
      symbol: 'USDC',
      networks: [
        { ...ETHEREUM, contract_address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48' },
        { ...BASE, contract_address: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913' },
        net('polygon', 'Polygon', '137', '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359'),
        net('solana', 'Solana', '', 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v'),
      ],
    },
    { id: 'SOL', name: 'Solana', symbol: 'SOL', networks: [net('solana', 'Solana', '')] },
  ],
  paymentCurrencies: [
    { id: 'USD', payment_method_limits: [...FALLBACK_LIMITS] },
    { id: 'EUR', payment_method_limits: [...FALLBACK_LIMITS] },
  ],
};

/**
 * The placeholder quote (SPEC section 7: used when the quote call fails), an estimate only: the whole amount is
 * the total, the fee the SPEC's highest (2 %), the network fee unknown (0 here, shown as such), and the amount
 * received only when the asset's USD price is known (else empty).
 */
export function placeholderQuote(input: { amount: string; currency: string; symbol: string; usdPrice?: number }): OnrampQuote {
  const total = fiatCents(input.amount) ?? 0n;
  const fee = (total * MAX_PROVIDER_FEE_BPS + 9_999n) / 10_000n;
  const subtotal = total - fee;
  const money = (cents: bigint) => ({ amount: centsToText(cents), currency: input.currency });
  const price = input.currency === 'USD' && input.usdPrice && input.usdPrice > 0 ? input.usdPrice : undefined;
  // Rounded down to 8 decimals: an estimate never shows more than would arrive.
  const received = price ? (Math.floor((Number(subtotal) / 100 / price) * 1e8) / 1e8).toFixed(8).replace(/\.?0+$/, '') : '';
  return {
    coinbaseFee: money(fee),
    networkFee: money(0n),
    paymentSubtotal: money(subtotal),
    paymentTotal: money(total),
    purchaseAmount: { amount: received, currency: input.symbol },
    quoteId: 'placeholder',
  };
}
