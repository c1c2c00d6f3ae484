import { beforeAll, describe, expect, it } from 'vitest';
import { loadFeatureEnglish } from '../../core/i18n/english.ts';
import { loadWholePack } from '../../core/i18n/packs.fixture.ts';
import { createTranslator } from '../../core/i18n/translator.ts';
import { EMBEDDED_ALERTS } from './messages.ts';

// The unverified domain's texts are the feature views' English (the e-mail and social views are up when it shows).
beforeAll(() => loadFeatureEnglish());
describe("the embedded wallet's alerts", () => {
  it('are in the catalogue: the banner says them in the modal’s language', async () => {
    const fr = createTranslator('fr', await loadWholePack('fr'));
    for (const make of Object.values(EMBEDDED_ALERTS)) {
      const alert = make();
      expect(fr.text(alert.shortMessage), alert.shortMessage).not.toBe(alert.shortMessage);
      expect(fr.text(alert.longMessage), alert.longMessage).not.toBe(alert.longMessage);
    }
  });
});
