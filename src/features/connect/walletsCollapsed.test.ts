import { describe, expect, it } from 'vitest';
import { DEFAULT_FEATURES } from '../../core/features.ts';
import { walletsCollapsed } from './walletsCollapsed.ts';

const withEmail = { email: true, social: false, wallet: true };
const walletsOnly = { email: false, social: false, wallet: true };

describe('walletsCollapsed', () => {
  it('shows the wallets by default (SPEC: email-show-wallets on, collapse-wallets off)', () => {
    expect(DEFAULT_FEATURES.emailShowWallets).toBe(true);
    expect(walletsCollapsed(DEFAULT_FEATURES, withEmail)).toBe(false);
  });

  it('collapses them with collapseWallets, or with emailShowWallets off', () => {
    expect(walletsCollapsed({ collapseWallets: true, emailShowWallets: true }, withEmail)).toBe(true);
    expect(walletsCollapsed({ collapseWallets: false, emailShowWallets: false }, withEmail)).toBe(true);
    expect(walletsCollapsed({ collapseWallets: false, emailShowWallets: false }, { ...walletsOnly, social: true })).toBe(true);
  });

  it('leaves them open when nothing comes before them', () => {
    expect(walletsCollapsed({ collapseWallets: true, emailShowWallets: false }, walletsOnly)).toBe(false);
  });
});
