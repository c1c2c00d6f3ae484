import { describe, expect, it } from 'vitest';
import { en as modalEnglish } from './en.ts';
import { enFeatures } from './enFeatures.ts';
import { SUPPORTED_LOCALES } from './locales.ts';
import { loadLocalePack } from './packs.ts';
import type { Message } from './translate.ts';

/** The whole catalogue: the modal's English and the feature views'. */
const en = { ...modalEnglish, ...enFeatures };

const placeholders = (message: Message) =>
  [
    ...new Set(
      (typeof message === 'string' ? [message] : Object.values(message)).flatMap((text) =>
        [...(text ?? '').matchAll(/\{(\w+)\}/g)].map((m) => m[1]),
      ),
    ),
  ].sort();

/** Words some languages write as English does (Token(s) in Spanish, German and Portuguese; Wallets in German; brand names). */
const SAME_WORD = [
  'send.token',
  'account.tokens',
  'connect.wallets',
  'common.max',
  'view.ConnectingWalletConnect',
  'view.ConnectingFarcaster',
];

describe('the message catalogue', () => {
  for (const locale of SUPPORTED_LOCALES.filter((l) => l !== 'en')) {
    it(`${locale}: every key of the catalogue and no other, each with the same placeholders, none left in English`, async () => {
      const pack = await loadLocalePack(locale);
      expect(Object.keys(pack).sort()).toEqual(Object.keys(en).sort());
      for (const [key, english] of Object.entries(en)) {
        const translated = pack[key as keyof typeof en];
        expect(placeholders(translated), `${locale} ${key}`).toEqual(placeholders(english));
        if (typeof translated !== 'string') expect(translated.other, `${locale} ${key}`).toBeTruthy();
      }
      // Brand names (WalletConnect, Farcaster) stay as they are; anything else word for word English is a miss.
      const untranslated = Object.entries(pack).filter(([key, text]) => text === en[key as keyof typeof en] && !SAME_WORD.includes(key));
      expect(
        untranslated.filter(([, text]) => /[a-z]{4,}/.test(String(text)) && !/^(WalletConnect|Farcaster)$/.test(String(text))),
      ).toEqual([]);
    });
  }
});
