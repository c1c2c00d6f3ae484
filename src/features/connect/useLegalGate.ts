import { useAtomValue } from 'jotai/react';
import { featuresAtom } from '../../atoms/features.ts';
import { optionsAtom } from '../../atoms/options.ts';
import { hasLegalLinks, legalConsentAtom, legalLinks } from './legalLinks.ts';

/**
 * The `legalCheckbox` gate, for every view a wallet is chosen in (Connect, and All Wallets, which a host can open
 * straight away): whether the consent box shows (the flag and at least one of the host's links), and whether the
 * options wait for it.
 */
export function useLegalGate() {
  const features = useAtomValue(featuresAtom);
  const links = legalLinks(useAtomValue(optionsAtom));
  const consented = useAtomValue(legalConsentAtom);
  const asksConsent = features.legalCheckbox && hasLegalLinks(links);
  return { links, asksConsent, locked: asksConsent && !consented };
}
