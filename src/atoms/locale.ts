import { atom } from 'jotai/vanilla';
import type { Messages } from '../core/i18n/en.ts';
import type { Locale } from '../core/i18n/locales.ts';

/**
 * The language the host asked for (the `locale` option, then `setLocale()`); undefined: the page's, then the
 * browser's. Only the wish lives here before the first open: the catalogue and its packs load with the modal.
 */
export const requestedLocaleAtom = atom<string | undefined>(undefined);

/** The language the modal speaks now, with its pack once loaded (null: English, the modal's own). */
export const localePackAtom = atom<{ locale: Locale; messages: Messages | null }>({ locale: 'en', messages: null });
