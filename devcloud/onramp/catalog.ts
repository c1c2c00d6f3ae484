/**
 * What the on-ramp stand-in sells and takes (SPEC section 3, onramp options; section 9, limits and
 * fees): ETH, AUSD and USDT on the local chain, a few public networks to choose among, USD and EUR
 * with the SPEC's limits, and the fixed rates that make quotes predictable.
 */
import { type LocalChainInfo, TOKEN_CHAIN_ID } from '../chain/tokens.ts';

/** Coinbase's shape: `name` is the network's id in requests, `chain_id` its EVM chain id as text. */
export type OnrampNetwork = { name: string; display_name: string; chain_id: string; contract_address: string };
export type PurchaseCurrency = { id: string; name: string; symbol: string; networks: OnrampNetwork[] };
export type PaymentMethodLimit = { id: string; min: string; max: string };
export type PaymentCurrency = { id: string; payment_method_limits: PaymentMethodLimit[] };

/** The local chain (the test tokens' chain, eip155:31337): the only network the sandbox delivers on. */
export const LOCAL_NETWORK_NAME = 'airlock-local';
export const LOCAL_CHAIN_ID = TOKEN_CHAIN_ID;

type Listing = { symbol: string; name: string; decimals: number; networks: Array<{ network: string; contract: string }> };

/** Public networks listed for choice; nothing is delivered there (no node). */
const PUBLIC_NETWORKS: Readonly<Record<string, { display_name: string; chain_id: string }>> = {
  'ethereum-mainnet': { display_name: 'Ethereum', chain_id: '1' },
  'base-mainnet': { display_name: 'Base', chain_id: '8453' },
  'polygon-mainnet': { display_name: 'Polygon', chain_id: '137' },
};
const MAINNET_USDT = '0xdAC17F958D2ee523a2206206994597C13D831ec7';
const POLYGON_USDT = '0xc2132D05D31c914a87C6611C10748AEb04B58e8F';

/** The assets for sale; the native coin has no contract (""), as in Coinbase's options. */
export function listings(info: LocalChainInfo): Listing[] {
  const local = (symbol: string) => info.tokens.find((t) => t.chainId === LOCAL_CHAIN_ID && t.symbol === symbol);
  const ausd = local('AUSD');
  const usdt = local('USDT');
  return [
    {
      symbol: 'ETH',
      name: 'Ether',
      decimals: 18,
      networks: [
        { network: LOCAL_NETWORK_NAME, contract: '' },
        { network: 'ethereum-mainnet', contract: '' },
        { network: 'base-mainnet', contract: '' },
      ],
    },
    ...(ausd
      ? [{ symbol: 'AUSD', name: ausd.name, decimals: ausd.decimals, networks: [{ network: LOCAL_NETWORK_NAME, contract: ausd.address }] }]
      : []),
    {
      symbol: 'USDT',
      name: 'Tether USD',
      decimals: 6,
      networks: [
        ...(usdt ? [{ network: LOCAL_NETWORK_NAME, contract: usdt.address as string }] : []),
        { network: 'ethereum-mainnet', contract: MAINNET_USDT },
        { network: 'polygon-mainnet', contract: POLYGON_USDT },
      ],
    },
  ];
}

export function networkInfo(name: string): { display_name: string; chain_id: string } {
  if (name === LOCAL_NETWORK_NAME) return { display_name: 'Airlock Local', chain_id: String(LOCAL_CHAIN_ID) };
  return PUBLIC_NETWORKS[name] ?? { display_name: name, chain_id: '' };
}

export function purchaseCurrencies(info: LocalChainInfo): PurchaseCurrency[] {
  return listings(info).map((listing) => ({
    id: listing.symbol,
    name: listing.name,
    symbol: listing.symbol,
    networks: listing.networks.map(({ network, contract }) => ({ name: network, ...networkInfo(network), contract_address: contract })),
  }));
}

/** SPEC section 9: card 10–7500, bank account 10–25000, in USD and EUR (ACH for USD, SEPA for EUR). */
export const PAYMENT_CURRENCIES: readonly PaymentCurrency[] = [
  {
    id: 'USD',
    payment_method_limits: [
      { id: 'card', min: '10.00', max: '7500.00' },
      { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
    ],
  },
  {
    id: 'EUR',
    payment_method_limits: [
      { id: 'card', min: '10.00', max: '7500.00' },
      { id: 'sepa_bank_account', min: '10.00', max: '25000.00' },
    ],
  },
];

/** Cents of USD one unit of the payment currency is worth: a fixed rate, so quotes never drift. */
export const USD_CENTS_PER_UNIT: Readonly<Record<string, bigint>> = { USD: 100n, EUR: 108n };

export type OnrampProvider = 'coinbase' | 'meld';
export const ONRAMP_PROVIDERS: readonly OnrampProvider[] = ['coinbase', 'meld'];

/** The providers' fee on the subtotal, in basis points: inside SPEC's 1–2 % for both. */
export const PROVIDER_FEE_BPS: Readonly<Record<OnrampProvider, bigint>> = { coinbase: 150n, meld: 125n };

/** What delivering costs on each network, in USD cents (converted to the payment currency). */
export const NETWORK_FEE_USD_CENTS: Readonly<Record<string, bigint>> = {
  [LOCAL_NETWORK_NAME]: 10n,
  'ethereum-mainnet': 250n,
  'base-mainnet': 5n,
  'polygon-mainnet': 5n,
};
