import { type Client, encodeAbiParameters } from 'viem';
import { describe, expect, it } from 'vitest';
import { anvil } from './anvil.fixture.ts';
import { PayError } from '../../core/errors/pay.ts';
import { readAsset, readBalance } from './asset.ts';

const AUSD = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const PAYER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const SELECTORS = { symbol: '0x95d89b41', decimals: '0x313ce567', balanceOf: '0x70a08231' };

/** A chain that answers `eth_call` and `eth_getBalance` from `replies` (by selector / method). */
function chain(replies: Record<string, unknown>) {
  return {
    request: async ({ method, params }: { method: string; params: [{ data: string }] }) => {
      const key = method === 'eth_call' ? params[0].data.slice(0, 10) : method;
      return replies[key];
    },
  } as unknown as Client;
}

describe('readAsset', () => {
  it("is the network's currency for 'native', without a call", async () => {
    expect(await readAsset(chain({}), anvil, 'native')).toEqual({ symbol: 'ETH', decimals: 18 });
  });

  it("reads a token's symbol and decimals from its contract", async () => {
    const token = chain({
      [SELECTORS.symbol]: encodeAbiParameters([{ type: 'string' }], ['AUSD']),
      [SELECTORS.decimals]: encodeAbiParameters([{ type: 'uint8' }], [6]),
    });
    expect(await readAsset(token, anvil, AUSD)).toEqual({ symbol: 'AUSD', decimals: 6, tokenAddress: AUSD });
  });

  it('decodes long and non-ASCII symbols, as viem encodes them', async () => {
    for (const symbol of ['A', 'USD₮0', 'X'.repeat(40)]) {
      const token = chain({
        [SELECTORS.symbol]: encodeAbiParameters([{ type: 'string' }], [symbol]),
        [SELECTORS.decimals]: encodeAbiParameters([{ type: 'uint8' }], [18]),
      });
      expect((await readAsset(token, anvil, AUSD)).symbol).toBe(symbol);
    }
  });

  it("calls an address that answers no data (no contract) or malformed data 'invalid_request'", async () => {
    const truncatedString = encodeAbiParameters([{ type: 'string' }], ['AUSD']).slice(0, 130);
    for (const reply of ['0x', 'not hex', null, '0x1234', truncatedString, `0x${'f'.repeat(64)}`]) {
      const error = await readAsset(chain({ [SELECTORS.symbol]: reply, [SELECTORS.decimals]: reply }), anvil, AUSD).catch(
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(PayError);
      expect((error as PayError).reason).toBe('invalid_request');
      expect((error as PayError).shortMessage).toBe(`Invalid payment request: asset ${AUSD} is not a token on Anvil`);
    }
  });
});

describe('readBalance', () => {
  it('native through eth_getBalance, a token through balanceOf', async () => {
    const replies = { eth_getBalance: '0xde0b6b3a7640000', [SELECTORS.balanceOf]: encodeAbiParameters([{ type: 'uint256' }], [1234n]) };
    expect(await readBalance(chain(replies), { symbol: 'ETH', decimals: 18 }, PAYER)).toBe(10n ** 18n);
    expect(await readBalance(chain(replies), { symbol: 'AUSD', decimals: 6, tokenAddress: AUSD }, PAYER)).toBe(1234n);
  });

  it('rejects a reply that is not a quantity', async () => {
    await expect(readBalance(chain({ eth_getBalance: { balance: 1 } }), { symbol: 'ETH', decimals: 18 }, PAYER)).rejects.toThrow();
  });
});
