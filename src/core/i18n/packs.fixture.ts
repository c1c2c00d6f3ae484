import type { Messages } from './en.ts';
import type { Locale } from './locales.ts';
import { featureTextsInto, loadLocalePack } from './packs.ts';

/** A language's whole pack, both parts keyed, as the modal speaks it once a feature view was reached. */
export async function loadWholePack(locale: Exclude<Locale, 'en'>): Promise<Messages> {
  const pack = await loadLocalePack(locale);
  await featureTextsInto(locale, pack, () => undefined)();
  return pack;
}
