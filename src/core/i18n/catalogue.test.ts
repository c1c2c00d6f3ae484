import { describe, expect, it } from 'vitest';
import { en as modalEnglish } from './en.ts';
import { enFeatures } from './enFeatures.ts';
import { SUPPORTED_LOCALES } from './locales.ts';
import { loadWholePack } from './packs.fixture.ts';
import { secureEn } from './secure/en.ts';
import { SECURE_PACKS } from './secure/packs.ts';
import { parseSecurePack } from './secure/parsePack.ts';
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

/** Every key of `english` and no other in `pack`, each with the same placeholders, none left in English but `sameWord`. */
function expectTranslated(locale: string, pack: Record<string, Message>, english: Record<string, Message>, sameWord: readonly string[]) {
  expect(Object.keys(pack).sort()).toEqual(Object.keys(english).sort());
  for (const [key, message] of Object.entries(english)) {
    const translated = pack[key] as Message;
    expect(placeholders(translated), `${locale} ${key}`).toEqual(placeholders(message));
    if (typeof translated !== 'string') expect(translated.other, `${locale} ${key}`).toBeTruthy();
  }
  // Brand names (WalletConnect, Farcaster) stay as they are; anything else word for word English is a miss.
  const untranslated = Object.entries(pack).filter(([key, text]) => text === english[key] && !sameWord.includes(key));
  expect(untranslated.filter(([, text]) => /[a-z]{4,}/.test(String(text)) && !/^(WalletConnect|Farcaster)$/.test(String(text)))).toEqual(
    [],
  );
}

describe('the message catalogue', () => {
  for (const locale of SUPPORTED_LOCALES.filter((l) => l !== 'en')) {
    it(`${locale}: every key of the catalogue and no other, each with the same placeholders, none left in English`, async () => {
      expectTranslated(locale, await loadWholePack(locale), en, SAME_WORD);
    });
  }
});

/** The secure site's words some languages write as English does (Token; Message, Transaction in French; Domain, Chain in German). */
const SECURE_SAME_WORD = ['preview.token', 'approval.message', 'approval.transaction', 'approval.domain', 'preview.chain'];

describe("the secure site's catalogue", () => {
  for (const locale of SUPPORTED_LOCALES.filter((l) => l !== 'en')) {
    it(`${locale}: every key of the secure catalogue and no other, each with the same placeholders, none left in English`, () => {
      expectTranslated(locale, SECURE_PACKS[locale], secureEn, SECURE_SAME_WORD);
    });

    it(`${locale}: its pack survives the trip to the frame (JSON, then the frame's schema)`, () => {
      expect(parseSecurePack(JSON.parse(JSON.stringify(SECURE_PACKS[locale])))).toEqual(SECURE_PACKS[locale]);
    });
  }

  it('a fetched pack with a key missing, an extra shape or a wrong type is refused', () => {
    const { 'approval.approve': _, ...missing } = SECURE_PACKS.es;
    expect(parseSecurePack(missing)).toBeNull();
    expect(parseSecurePack({ ...SECURE_PACKS.es, 'approval.approve': 42 })).toBeNull();
    expect(parseSecurePack({ ...SECURE_PACKS.es, 'title.sendCalls': { one: 'x' } })).toBeNull();
    expect(parseSecurePack('es')).toBeNull();
  });
});
