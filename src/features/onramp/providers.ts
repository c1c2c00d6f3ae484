/** The on-ramp providers' names as a visitor reads them (SPEC section 9: meld and coinbase). */
const NAMES: Readonly<Record<string, string>> = { meld: 'Meld', coinbase: 'Coinbase' };

export const providerName = (id: string) => NAMES[id] ?? id.charAt(0).toUpperCase() + id.slice(1);

/** SPEC section 9: what each provider charges, in percent of the purchase (1–2 % for both). */
const FEE_RANGES: Readonly<Record<string, readonly [min: number, max: number]>> = { meld: [1, 2], coinbase: [1, 2] };

/** A provider's fee range in percent; undefined for a provider the SPEC names no range for. */
export const providerFeeRange = (id: string): readonly [min: number, max: number] | undefined => FEE_RANGES[id];

/** The highest fee any provider may charge, in basis points: an estimate assumes it so it never promises too much. */
export const MAX_PROVIDER_FEE_BPS = BigInt(Math.max(...Object.values(FEE_RANGES).map(([, max]) => max)) * 100);
