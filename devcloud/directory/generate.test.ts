import { describe, expect, it } from 'vitest';
import { AIRLOCK_TEST_WALLET_ID, generateDirectory } from './generate.ts';

describe('generateDirectory', () => {
  const wallets = generateDirectory();

  it('has 3,000 wallets with unique 64-hex ids and unique names', () => {
    expect(wallets).toHaveLength(3000);
    expect(wallets.every((w) => /^[0-9a-f]{64}$/.test(w.id))).toBe(true);
    expect(new Set(wallets.map((w) => w.id)).size).toBe(3000);
    expect(new Set(wallets.map((w) => w.name)).size).toBe(3000);
  });

  it('is deterministic, and wallet n does not depend on the total', () => {
    expect(generateDirectory()).toEqual(wallets);
    expect(generateDirectory(50)).toEqual(wallets.slice(0, 50));
    expect(generateDirectory(0)).toHaveLength(7); // the known wallets are always there
  });

  it('starts with the well-known wallets and the Airlock test wallet', () => {
    const byRdns = new Map(wallets.map((w) => [w.rdns, w]));
    expect(byRdns.get('io.metamask')?.name).toBe('MetaMask');
    expect(byRdns.get('com.coinbase.wallet')?.name).toBe('Coinbase Wallet');
    expect(byRdns.get('app.phantom')?.name).toBe('Phantom');
    expect(byRdns.get('dev.airlock.testwallet')).toMatchObject({
      id: AIRLOCK_TEST_WALLET_ID,
      name: 'Airlock Test Wallet',
    });
    expect(wallets.find((w) => w.name === 'Solflare')).toBeDefined();
    expect(wallets.find((w) => w.name === 'Trust Wallet')).toBeDefined();
    expect(wallets.find((w) => w.name === 'Rainbow')).toBeDefined();
  });

  it('has a realistic mix of links, chains and about ten certified wallets', () => {
    const share = (f: (w: (typeof wallets)[number]) => boolean) => wallets.filter(f).length / wallets.length;
    expect(share((w) => w.mobile_link !== null)).toBeGreaterThan(0.6);
    expect(share((w) => w.desktop_link !== null)).toBeGreaterThan(0.15);
    expect(share((w) => w.webapp_link !== null)).toBeGreaterThan(0.08);
    expect(share((w) => w.chains.includes('eip155:31337'))).toBeGreaterThan(0.25);
    expect(share((w) => w.chains.some((c) => c.startsWith('solana:')))).toBeGreaterThan(0.1);
    expect(wallets.every((w) => w.chains.length > 0)).toBe(true);
    expect(wallets.filter((w) => w.badge_type === 'certified')).toHaveLength(10);
  });
});
