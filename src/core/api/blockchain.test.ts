import { describe, expect, it } from 'vitest';
import { parseTokenBalances, parseWalletAssets } from './blockchain.ts';

const token = (decimals: string, extra: Record<string, unknown> = {}) => ({
  name: 'Airlock Dollar',
  symbol: 'AUSD',
  chainId: 'eip155:31337',
  address: 'eip155:31337:0x5F',
  value: 1,
  price: 1,
  quantity: { decimals, numeric: '1' },
  iconUrl: 'http://x/i.svg',
  ...extra,
});

describe('blockchain API parsing', () => {
  it('drops zero-decimal tokens and malformed entries, keeps the rest', () => {
    const parsed = parseTokenBalances([
      token('18'),
      token('0'),
      token('6', { value: 'lots' }),
      null,
      token('6', { address: undefined, symbol: 'ETH' }),
    ]);
    expect(parsed.map((t) => t.symbol)).toEqual(['AUSD', 'ETH']);
  });

  it('accepts asset discovery only in the SPEC shape', () => {
    const asset = {
      address: '0x1',
      balance: '0x10',
      type: 'ERC20',
      metadata: { name: 'A', symbol: 'A', iconUrl: '', decimals: 18, price: 1 },
    };
    expect(parseWalletAssets({ '0x7a69': [asset] })).toEqual({ '0x7a69': [asset] });
    expect(parseWalletAssets({ '0x7a69': [{ ...asset, type: 'ERC721' }] })).toBeUndefined();
    expect(parseWalletAssets({ '0x7a69': [{ ...asset, metadata: { ...asset.metadata, decimals: '18' } }] })).toBeUndefined();
    expect(parseWalletAssets([asset])).toBeUndefined();
  });
});
