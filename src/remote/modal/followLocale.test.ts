import { createStore } from 'jotai/vanilla';
import { beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The pack chunks, each held until the test settles it: `de` is German's modal texts, `de-features` its feature
 * views' texts. The feature part keeps the contract of `featureTextsInto` (fetched once, never rejects, fetched
 * again after a failure, tells `arrived` once in), which packs.test.ts proves of the real one.
 */
const chunks = vi.hoisted(() => ({ fetched: [] as string[], pending: new Map<string, { resolve(): void; reject(error: Error): void }>() }));

function fetchChunk(name: string) {
  chunks.fetched.push(name);
  return new Promise<void>((resolve, reject) => chunks.pending.set(name, { resolve, reject }));
}

vi.mock('../../core/i18n/packs.ts', () => ({
  loadLocalePack: async (locale: string) => {
    await fetchChunk(locale);
    return { 'modal.close': `${locale}: close` };
  },
  featureTextsInto: (locale: string, pack: Record<string, string>, arrived: () => void) => {
    let loading: Promise<void> | undefined;
    return () =>
      (loading ??= fetchChunk(`${locale}-features`).then(
        () => {
          pack['send.review'] = `${locale}: review`;
          arrived();
        },
        () => void (loading = undefined),
      ));
  },
}));

/** Lets every settled chunk's continuations run. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
async function arrive(name: string) {
  chunks.pending.get(name)!.resolve();
  await settled();
}
async function fail(name: string) {
  chunks.pending.get(name)!.reject(new Error(`${name}: chunk failed`));
  await settled();
}

/** A fresh page: which languages are spoken and whether a feature view was reached are per page (module state). */
async function page(lang = 'en') {
  vi.resetModules();
  const { followLocale } = await import('./followLocale.ts');
  const { loadFeatureTexts } = await import('../../core/i18n/featureTexts.ts');
  const { localePackAtom, requestedLocaleAtom } = await import('../../atoms/locale.ts');
  const { createTranslator } = await import('../../core/i18n/translator.ts');
  // The feature views' English is the same chunk in every language; in already, so only the packs' timing counts.
  await (await import('../../core/i18n/english.ts')).loadFeatureEnglish();
  const store = createStore();
  const stop = followLocale(store, { lang }, { languages: [] });
  const speaks = () => {
    const { locale, messages } = store.get(localePackAtom);
    const t = createTranslator(locale, messages ?? undefined);
    return { locale, close: t('modal.close'), review: t('send.review' as never) };
  };
  /** A feature view reached: resolves once the view could show (its English and the spoken language's texts are in). */
  const reachFeatureView = () => {
    const view = { shown: false };
    void loadFeatureTexts().then(() => void (view.shown = true));
    return view;
  };
  await settled();
  return {
    stop,
    speaks,
    /** What the modal's root renders from: a new value re-renders every view on screen. */
    pack: () => store.get(localePackAtom),
    reachFeatureView,
    ask: (locale: string) => store.set(requestedLocaleAtom, locale),
  };
}

beforeEach(() => {
  chunks.fetched.length = 0;
  chunks.pending.clear();
});

describe('followLocale: the two parts of a language', () => {
  it('an English page fetches no pack, neither on its first paint nor when a feature view is reached', async () => {
    const { speaks, reachFeatureView } = await page('en');
    const view = reachFeatureView();
    await settled();
    expect(view.shown).toBe(true);
    expect(chunks.fetched).toEqual([]);
    expect(speaks()).toEqual({ locale: 'en', close: 'Close', review: 'Review' });
  });

  it("fetches the modal's texts first, the feature views' only when a feature view is reached, which waits for them", async () => {
    const { speaks, reachFeatureView } = await page('de');
    expect(chunks.fetched).toEqual(['de']);
    await arrive('de');
    expect(speaks()).toEqual({ locale: 'de', close: 'de: close', review: 'Review' });
    expect(chunks.fetched).toEqual(['de']);

    const view = reachFeatureView();
    await settled();
    expect(chunks.fetched).toEqual(['de', 'de-features']);
    expect(view.shown).toBe(false);
    await arrive('de-features');
    expect(view.shown).toBe(true);
    expect(speaks()).toEqual({ locale: 'de', close: 'de: close', review: 'de: review' });

    // Another feature view fetches nothing more.
    const next = reachFeatureView();
    await settled();
    expect(next.shown).toBe(true);
    expect(chunks.fetched).toEqual(['de', 'de-features']);
  });

  it('a switch while a feature view is open fetches both parts and switches once both are in', async () => {
    const { speaks, reachFeatureView, ask } = await page('en');
    reachFeatureView();
    await settled();
    ask('fr');
    await arrive('fr');
    expect(chunks.fetched).toEqual(['fr', 'fr-features']);
    expect(speaks().locale).toBe('en');
    await arrive('fr-features');
    expect(speaks()).toEqual({ locale: 'fr', close: 'fr: close', review: 'fr: review' });
  });

  it("a feature view reached while the modal's texts are still loading: the switch waits for the feature texts too", async () => {
    const { speaks, reachFeatureView } = await page('ja');
    const view = reachFeatureView();
    await settled();
    // The modal still speaks English, so the view shows in English at once.
    expect(view.shown).toBe(true);
    expect(chunks.fetched).toEqual(['ja']);
    await arrive('ja');
    expect(chunks.fetched).toEqual(['ja', 'ja-features']);
    expect(speaks().locale).toBe('en');
    await arrive('ja-features');
    expect(speaks()).toEqual({ locale: 'ja', close: 'ja: close', review: 'ja: review' });
  });

  it('feature texts that fail to load: the modal switches, the feature views speak English, the next feature view fetches them again', async () => {
    const { speaks, reachFeatureView, ask } = await page('en');
    reachFeatureView();
    await settled();
    ask('de');
    await arrive('de');
    await fail('de-features');
    expect(speaks()).toEqual({ locale: 'de', close: 'de: close', review: 'Review' });

    const view = reachFeatureView();
    await settled();
    expect(chunks.fetched).toEqual(['de', 'de-features', 'de-features']);
    await arrive('de-features');
    expect(view.shown).toBe(true);
    expect(speaks()).toEqual({ locale: 'de', close: 'de: close', review: 'de: review' });
  });

  it('feature texts that arrive on a retry while a feature view is on screen: the modal speaks again, so that view re-renders in them', async () => {
    const { speaks, pack, reachFeatureView, ask } = await page('en');
    reachFeatureView();
    await settled();
    ask('de');
    await arrive('de');
    await fail('de-features');
    // The view on screen rendered from this pack, in English for its feature texts.
    const onScreen = pack();
    expect(onScreen.locale).toBe('de');

    // Another feature view's chunk (a prefetch on hover) fetches them again; they arrive.
    reachFeatureView();
    await settled();
    await arrive('de-features');
    expect(pack()).not.toBe(onScreen);
    expect(pack()).toEqual({ locale: 'de', messages: onScreen.messages });
    expect(speaks().review).toBe('de: review');
  });

  it('feature texts arriving for a language left: the modal keeps speaking the new one', async () => {
    const { pack, reachFeatureView, ask } = await page('de');
    await arrive('de');
    reachFeatureView();
    await settled();
    ask('fr');
    await arrive('fr');
    const before = pack();
    await arrive('de-features');
    expect(pack()).toBe(before);
    await arrive('fr-features');
    expect(pack().locale).toBe('fr');
  });

  it("the modal's texts failing to load leave the modal in English, and no feature texts are fetched for that language", async () => {
    const { speaks, reachFeatureView } = await page('es');
    await fail('es');
    expect(speaks()).toEqual({ locale: 'en', close: 'Close', review: 'Review' });
    reachFeatureView();
    await settled();
    expect(chunks.fetched).toEqual(['es']);
  });

  it('two switches in a row: the latest wins whichever pack arrives first, and the language left is not fetched for feature views', async () => {
    const { speaks, reachFeatureView, ask } = await page('en');
    ask('de');
    ask('fr');
    await arrive('de');
    expect(speaks().locale).toBe('en');
    await arrive('fr');
    expect(speaks()).toEqual({ locale: 'fr', close: 'fr: close', review: 'Review' });

    ask('pt');
    ask('zh');
    await arrive('zh');
    await arrive('pt');
    expect(speaks().locale).toBe('zh');

    reachFeatureView();
    await settled();
    expect(chunks.fetched).toEqual(['de', 'fr', 'pt', 'zh', 'zh-features']);
  });

  it('back to English: the feature views no longer fetch the language left', async () => {
    const { speaks, reachFeatureView, ask } = await page('de');
    await arrive('de');
    ask('en');
    await settled();
    expect(speaks().locale).toBe('en');
    reachFeatureView();
    await settled();
    expect(chunks.fetched).toEqual(['de']);
  });

  it('once stopped (the modal unmounted), a pack still loading is not spoken and feature views fetch none', async () => {
    const { stop, speaks, reachFeatureView } = await page('de');
    stop();
    await arrive('de');
    expect(speaks().locale).toBe('en');
    reachFeatureView();
    await settled();
    expect(chunks.fetched).toEqual(['de']);
  });
});
