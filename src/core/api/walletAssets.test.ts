import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseWalletAssets, supportsAssetDiscovery, walletAssetsToBalances } from './walletAssets.ts';

const CHAIN = '0x7a69';
const CAIP = 'eip155:31337';
const asset = (extra: Record<string, unknown> = {}, metadata: Record<string, unknown> = {}) => ({
  address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
  balance: '0xde0b6b3a7640000',
  type: 'ERC20',
  metadata: { name: 'Airlock Dollar', symbol: 'AUSD', iconUrl: 'http://x/a.svg', decimals: 18, price: 2, ...metadata },
  ...extra,
});

describe('asset discovery (wallet_getAssets, SPEC section 5)', () => {
  it('accepts only the SPEC shape: a map of arrays of ERC20 or NATIVE assets with typed metadata', () => {
    expect(parseWalletAssets({ [CHAIN]: [asset()] })).toEqual({ [CHAIN]: [asset()] });
    expect(parseWalletAssets({ [CHAIN]: [asset({ type: 'ERC721' })] })).toBeUndefined();
    expect(parseWalletAssets({ [CHAIN]: [asset({}, { decimals: '18' })] })).toBeUndefined();
    expect(parseWalletAssets({ [CHAIN]: [asset({}, { price: '1' })] })).toBeUndefined();
    expect(parseWalletAssets({ [CHAIN]: [asset({ balance: 1 })] })).toBeUndefined();
    expect(parseWalletAssets({ [CHAIN]: asset() })).toBeUndefined();
    expect(parseWalletAssets([asset()])).toBeUndefined();
  });

  it("turns the active chain's assets into balances: native without an address, tokens by CAIP address", () => {
    const balances = walletAssetsToBalances(
      {
        [CHAIN]: [
          asset({ type: 'NATIVE', address: '0x0000000000000000000000000000000000000000' }, { symbol: 'ETH', name: 'Ether' }),
          asset(),
        ],
        '0x7a6a': [asset({}, { symbol: 'OTHER' })],
      },
      '0x7A69',
      CAIP,
    );
    expect(balances).toEqual([
      {
        name: 'Ether',
        symbol: 'ETH',
        chainId: CAIP,
        value: 2,
        price: 2,
        quantity: { decimals: '18', numeric: '1' },
        iconUrl: 'http://x/a.svg',
      },
      {
        name: 'Airlock Dollar',
        symbol: 'AUSD',
        chainId: CAIP,
        address: `${CAIP}:0x5FbDB2315678afecb367f032d93F642f64180aa3`,
        value: 2,
        price: 2,
        quantity: { decimals: '18', numeric: '1' },
        iconUrl: 'http://x/a.svg',
      },
    ]);
  });

  it('leaves out zero-decimal tokens and assets whose balance or decimals are not a quantity', () => {
    const balances = walletAssetsToBalances(
      {
        [CHAIN]: [
          asset({}, { decimals: 0 }),
          asset({ balance: 'lots' }),
          asset({ balance: '-0x1' }),
          asset({}, { decimals: 1.5 }),
          asset({}, { decimals: 300 }),
          asset({}, { symbol: 'OK', decimals: 6 }),
        ],
      },
      CHAIN,
      CAIP,
    );
    expect(balances?.map((b) => [b.symbol, b.quantity.numeric])).toEqual([['OK', '1000000000000']]);
  });

  it('an answer of any other shape is ignored, never thrown on', () => {
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(() => walletAssetsToBalances(value, CHAIN, CAIP)).not.toThrow();
      }),
    );
  });

  /** Assets that are valid except for one field, mutated at random. */
  const brokenAsset = fc.oneof(
    fc
      .record({ field: fc.constant('type'), value: fc.oneof(fc.string(), fc.integer(), fc.constant(null)) })
      .filter(({ value }) => value !== 'ERC20' && value !== 'NATIVE'),
    fc.record({
      field: fc.constantFrom('address', 'balance'),
      value: fc.oneof(fc.integer(), fc.constant(null), fc.boolean(), fc.object()),
    }),
    fc.record({
      field: fc.constantFrom('decimals', 'price'),
      value: fc.oneof(fc.string(), fc.constant(null), fc.boolean()),
      meta: fc.constant(true),
    }),
    fc.record({
      field: fc.constantFrom('name', 'symbol', 'iconUrl'),
      value: fc.oneof(fc.integer(), fc.constant(null)),
      meta: fc.constant(true),
    }),
  );

  it('one invalid asset anywhere in the answer: no balance comes from it', () => {
    fc.assert(
      fc.property(fc.array(fc.constant(asset()), { maxLength: 3 }), brokenAsset, fc.nat(3), (valid, broken, at) => {
        const bad: Record<string, unknown> =
          'meta' in broken ? asset({}, { [broken.field]: broken.value }) : asset({ [broken.field]: broken.value });
        const listed = [...valid];
        listed.splice(Math.min(at, listed.length), 0, bad as ReturnType<typeof asset>);
        expect(walletAssetsToBalances({ [CHAIN]: listed }, CHAIN, CAIP)).toBeUndefined();
      }),
    );
  });

  it('every balance produced comes from a valid asset, with a finite value and its own decimals', () => {
    const validAsset = fc.record({
      address: fc.string(),
      balance: fc.oneof(
        fc.string(),
        fc.bigInt({ min: 0n, max: 2n ** 256n }).map((n) => `0x${n.toString(16)}`),
      ),
      type: fc.constantFrom('ERC20', 'NATIVE'),
      metadata: fc.record({
        name: fc.string(),
        symbol: fc.string(),
        iconUrl: fc.string(),
        decimals: fc.oneof(fc.integer({ min: -5, max: 300 }), fc.double()),
        price: fc.double(),
      }),
    });
    fc.assert(
      fc.property(fc.array(validAsset, { maxLength: 5 }), (assets) => {
        const balances = walletAssetsToBalances({ [CHAIN]: assets }, CHAIN, CAIP) ?? [];
        for (const balance of balances) {
          const decimals = Number(balance.quantity.decimals);
          expect(Number.isInteger(decimals) && decimals > 0).toBe(true);
          expect(Number.isFinite(balance.price) && Number.isFinite(balance.value)).toBe(true);
          expect(balance.quantity.numeric).toMatch(/^\d+(\.\d+)?$/);
          expect(assets.some((a) => a.metadata.symbol === balance.symbol && /^(0x[0-9a-fA-F]+|\d+)$/.test(a.balance))).toBe(true);
        }
      }),
    );
  });
});

describe('the asset-discovery capability (wallet_getCapabilities)', () => {
  it('is read per chain, and only `assetDiscovery.supported: true` counts', () => {
    expect(supportsAssetDiscovery({ [CHAIN]: { assetDiscovery: { supported: true } } }, '0x7A69')).toBe(true);
    expect(supportsAssetDiscovery({ '0x7a6a': { assetDiscovery: { supported: true } } }, CHAIN)).toBe(false);
    expect(supportsAssetDiscovery({ [CHAIN]: { assetDiscovery: { supported: 'yes' } } }, CHAIN)).toBe(false);
    expect(supportsAssetDiscovery({ [CHAIN]: { atomic: { status: 'supported' } } }, CHAIN)).toBe(false);
    fc.assert(
      fc.property(fc.anything(), (value) => {
        expect(typeof supportsAssetDiscovery(value, CHAIN)).toBe('boolean');
      }),
    );
  });
});
