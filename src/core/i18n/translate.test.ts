import { beforeAll, describe, expect, it } from 'vitest';
import { isRightToLeft, matchLocale, resolveLocale } from './locales.ts';
import { formatMessage } from './translate.ts';
import { createTranslator } from './translator.ts';
import { loadWholePack } from './packs.fixture.ts';
import { loadFeatureEnglish } from './english.ts';

// The feature views' English, as their chunk loaders fetch it in the modal.
beforeAll(() => loadFeatureEnglish());
describe('formatMessage', () => {
  it('fills placeholders and leaves a missing one visible', () => {
    expect(formatMessage('en', 'Approve {symbol} and swap', { symbol: 'USDC' })).toBe('Approve USDC and swap');
    expect(formatMessage('en', 'Approve {symbol} and swap')).toBe('Approve {symbol} and swap');
  });

  it('writes numbers the locale’s way', () => {
    expect(formatMessage('en', '{n} wallets', { n: 1234.5 })).toBe('1,234.5 wallets');
    expect(formatMessage('de', '{n} Wallets', { n: 1234.5 })).toBe('1.234,5 Wallets');
  });

  it('picks the plural form of the locale (Arabic has six)', () => {
    const wallets = {
      zero: 'لا محافظ',
      one: 'محفظة واحدة',
      two: 'محفظتان',
      few: '{count} محافظ',
      many: '{count} محفظة',
      other: '{count} محفظة',
    };
    expect(formatMessage('ar', wallets, { count: 0 })).toBe('لا محافظ');
    expect(formatMessage('ar', wallets, { count: 2 })).toBe('محفظتان');
    expect(formatMessage('ar', wallets, { count: 3 })).toBe(`${new Intl.NumberFormat('ar').format(3)} محافظ`);
    expect(formatMessage('en', { one: '{count} wallet', other: '{count} wallets' }, { count: 1 })).toBe('1 wallet');
    expect(formatMessage('en', { one: '{count} wallet', other: '{count} wallets' }, { count: 3 })).toBe('3 wallets');
  });
});

describe('locales', () => {
  it('matches by language, most wanted first, English when none is spoken', () => {
    expect(matchLocale(['pt-BR'])).toBe('pt');
    expect(matchLocale(['zh-Hans-CN', 'en'])).toBe('zh');
    expect(matchLocale(['sv', 'de-AT'])).toBe('de');
    expect(matchLocale(['sv', undefined, ''])).toBe('en');
  });

  it('takes the option, then the page, then the browser', () => {
    const browser = { languages: ['fr-FR', 'en'] };
    expect(resolveLocale('ja', { lang: 'es' }, browser)).toBe('ja');
    expect(resolveLocale(undefined, { lang: 'es' }, browser)).toBe('es');
    expect(resolveLocale(undefined, { lang: '' }, browser)).toBe('fr');
    expect(resolveLocale('xx', { lang: 'yy' }, {})).toBe('en');
  });

  it('lays Arabic out right to left only', () => {
    expect(isRightToLeft('ar')).toBe(true);
    expect(isRightToLeft('en')).toBe(false);
  });
});

describe('translator', () => {
  it('translates an English text the catalogue knows, and keeps one it does not', async () => {
    const t = createTranslator('es', await loadWholePack('es'));
    expect(t.text('Insufficient balance')).toBe('Saldo insuficiente');
    expect(t.text('Something only an action says')).toBe('Something only an action says');
    expect(t('swap.approveAndSwap', { symbol: 'USDC' })).toBe('Aprobar USDC e intercambiar');
  });
});
