/** The on-ramp providers' names as a visitor reads them (SPEC section 9: meld and coinbase). */
const NAMES: Readonly<Record<string, string>> = { meld: 'Meld', coinbase: 'Coinbase' };

export const providerName = (id: string) => NAMES[id] ?? id.charAt(0).toUpperCase() + id.slice(1);
