// @vitest-environment happy-dom
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadFeatureEnglish } from '../../core/i18n/english.ts';
import { CertifiedName, isCertified } from './CertifiedBadge.tsx';
import { WalletRow } from './WalletRow.tsx';

beforeAll(() => loadFeatureEnglish());

describe('the certified badge', () => {
  it("is for the wallets the directory marks certified (AppKit's badge_type)", () => {
    expect(isCertified({ badge_type: 'certified' })).toBe(true);
    expect(isCertified({ badge_type: 'none' })).toBe(false);
    expect(isCertified({ badge_type: null })).toBe(false);
    expect(isCertified({})).toBe(false);
  });

  it("follows the wallet's name in its button, WalletConnect's mark named for a screen reader", () => {
    const html = renderToStaticMarkup(
      <WalletRow name={<CertifiedName name="MetaMask" />} imageUrl={undefined} onSelect={() => undefined} />,
    );
    expect(html).toMatch(
      /<span class="name"><span class="certified-name">MetaMask<\/span><span class="certified-badge" role="img" aria-label="WalletConnect certified" title="WalletConnect certified"><svg[^>]*aria-hidden="true"[^>]*><path d="M5 10a10/,
    );
  });
});
