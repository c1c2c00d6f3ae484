import { describe, expect, it } from 'vitest';
import type { TokenBalance } from '../../core/api/blockchainSchemas.ts';
import { parseTokenList, resolveToken, searchTokens, swapTokens } from './tokens.ts';

const NET = 'eip155:31337';
const AUSD = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const USDT = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512';
const LIST = parseTokenList([
  {
    name: 'Ethereum',
    symbol: 'ETH',
    address: `${NET}:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`,
    decimals: 18,
    logoUri: 'http://x/ETH',
    price: 3000,
  },
  { name: 'Airlock Dollar', symbol: 'AUSD', address: `${NET}:${AUSD}`, decimals: 18, logoUri: 'http://x/AUSD', price: 1 },
  { name: 'Tether USD', symbol: 'USDT', address: `${NET}:${USDT}`, decimals: 6, logoUri: 'http://x/USDT', price: 1 },
]);
const balance = (symbol: string, numeric: string, value: number, address?: string, decimals = '18'): TokenBalance => ({
  name: symbol,
  symbol,
  chainId: NET,
  ...(address ? { address: `${NET}:${address}` } : {}),
  value,
  price: 1,
  quantity: { decimals, numeric },
  iconUrl: '',
});

describe('swap tokens', () => {
  it('drops entries that do not parse, keeps the rest', () => {
    const list = parseTokenList([{ symbol: 'BAD' }, LIST[1], { ...LIST[2], decimals: -1 }, null]);
    expect(list.map((t) => t.symbol)).toEqual(['AUSD']);
  });

  it("puts the account's balances first, by USD value, then the rest in the API's order", () => {
    const tokens = swapTokens(LIST, [balance('USDT', '20.5', 20.5, USDT, '6'), balance('ETH', '1.5', 4500)], NET);
    expect(tokens.map((t) => t.symbol)).toEqual(['ETH', 'USDT', 'AUSD']);
    expect(tokens[0]).toMatchObject({
      native: true,
      balance: 1_500_000_000_000_000_000n,
      key: `${NET}:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee`,
    });
    expect(tokens[1]).toMatchObject({ balance: 20_500_000n, address: USDT, key: `${NET}:${USDT.toLowerCase()}` });
    expect(tokens[2]!.balance).toBe(0n);
  });

  it("ignores another network's balances and tokens", () => {
    const other = { ...balance('AUSD', '5', 5, AUSD), chainId: 'eip155:31338' };
    const tokens = swapTokens([...LIST, { ...LIST[1]!, address: `eip155:1:${AUSD}` }], [other], NET);
    expect(tokens).toHaveLength(3);
    expect(tokens.every((t) => t.balance === 0n)).toBe(true);
  });

  it('searches symbol, name and address, any case', () => {
    const tokens = swapTokens(LIST, [], NET);
    expect(searchTokens(tokens, 'usd').map((t) => t.symbol)).toEqual(['AUSD', 'USDT']);
    expect(searchTokens(tokens, 'tether').map((t) => t.symbol)).toEqual(['USDT']);
    expect(searchTokens(tokens, '0x5fbdb').map((t) => t.symbol)).toEqual(['AUSD']);
    expect(searchTokens(tokens, '  ')).toHaveLength(3);
    expect(searchTokens(tokens, 'nothing')).toEqual([]);
  });

  it('resolves open() arguments: symbol, CAIP-10, contract address, native', () => {
    const tokens = swapTokens(LIST, [], NET);
    expect(resolveToken(tokens, 'ausd')?.symbol).toBe('AUSD');
    expect(resolveToken(tokens, `${NET}:${USDT}`)?.symbol).toBe('USDT');
    expect(resolveToken(tokens, USDT.toLowerCase())?.symbol).toBe('USDT');
    expect(resolveToken(tokens, 'native')?.symbol).toBe('ETH');
    expect(resolveToken(tokens, '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee')?.symbol).toBe('ETH');
    expect(resolveToken(tokens, `eip155:1:${USDT}`)).toBeUndefined();
    expect(resolveToken(tokens, 'DOGE')).toBeUndefined();
    expect(resolveToken(tokens, undefined)).toBeUndefined();
  });
});
