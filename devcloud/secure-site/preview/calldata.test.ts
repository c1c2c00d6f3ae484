import { encodeFunctionData, maxUint256, parseAbi, parseUnits } from 'viem';
import { describe, expect, it } from 'vitest';
import { secureTranslator } from '../translations.ts';
import { createCallRegistry, erc20Approve, isUnlimitedAllowance, KNOWN_CALLS, tokenAmount, type CallDecoder } from './calldata.ts';

const ERC20 = parseAbi([
  'function transfer(address to, uint256 amount)',
  'function approve(address spender, uint256 amount)',
  'function transferFrom(address from, address to, uint256 amount)',
]);
const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const ALICE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const AUSD = { symbol: 'AUSD', decimals: 18, totalSupply: parseUnits('50000', 18) };
const english = secureTranslator('en');

function describeData(data: string, token = AUSD) {
  const match = KNOWN_CALLS.match(data);
  return match ? match.decoder.describe(match.args, { to: TOKEN, token, t: english }) : null;
}

describe('calldata decoders', () => {
  it('decodes an ERC-20 transfer: token, recipient and amount in token units', () => {
    const data = encodeFunctionData({ abi: ERC20, functionName: 'transfer', args: [ALICE, parseUnits('12.5', 18)] });
    expect(describeData(data)).toEqual({
      title: 'ERC-20 transfer',
      fields: [
        { label: 'Token', value: `AUSD (${TOKEN})` },
        { label: 'Recipient', value: ALICE },
        { label: 'Amount', value: '12.5 AUSD' },
      ],
      warnings: [],
    });
  });

  it('decodes a bounded approve without a warning, and a zero approve as a removal', () => {
    const data = encodeFunctionData({ abi: ERC20, functionName: 'approve', args: [ALICE, parseUnits('100', 18)] });
    expect(describeData(data)).toMatchObject({
      title: 'ERC-20 approval',
      fields: [{ label: 'Token' }, { label: 'Spender', value: ALICE }, { label: 'Allowance', value: '100 AUSD' }],
      warnings: [],
    });
    const zero = encodeFunctionData({ abi: ERC20, functionName: 'approve', args: [ALICE, 0n] });
    expect(describeData(zero)?.fields[2]).toEqual({ label: 'Allowance', value: '0 (removes the allowance)' });
  });

  it('calls out an unlimited approve: max uint256, 2^96 − 1, or the whole supply', () => {
    for (const amount of [maxUint256, 2n ** 160n - 1n, 2n ** 96n - 1n, AUSD.totalSupply]) {
      const described = describeData(encodeFunctionData({ abi: ERC20, functionName: 'approve', args: [ALICE, amount] }));
      expect(described?.fields[2]).toEqual({ label: 'Allowance', value: 'Unlimited' });
      expect(described?.warnings).toEqual([`Unlimited allowance: ${ALICE} may spend all your AUSD, now and later, until you revoke it.`]);
    }
    expect(isUnlimitedAllowance(AUSD.totalSupply - 1n, AUSD.totalSupply)).toBe(false);
    expect(isUnlimitedAllowance(10n ** 27n)).toBe(false);
    // A token that does not say its supply: only the size rule applies.
    expect(isUnlimitedAllowance(10n ** 27n, 0n)).toBe(false);
  });

  it('names the contract when it does not say its symbol, and raw units when its decimals are unknown', () => {
    const unlimited = encodeFunctionData({ abi: ERC20, functionName: 'approve', args: [ALICE, maxUint256] });
    const match = KNOWN_CALLS.match(unlimited)!;
    expect(match.decoder.describe(match.args, { to: TOKEN, token: {}, t: english }).warnings[0]).toContain(
      'all your tokens of this contract',
    );
    expect(tokenAmount(1234n, {}, english)).toBe("1234 (raw units: the token's decimals are unknown)");
    expect(tokenAmount(1234n, undefined, english)).toBe("1234 (raw units: the token's decimals are unknown)");
    expect(tokenAmount(1_500_000n, { symbol: 'USDT', decimals: 6 }, english)).toBe('1.5 USDT');
  });

  it("puts the call in the page's language: labels, the unlimited warning", () => {
    const unlimited = encodeFunctionData({ abi: ERC20, functionName: 'approve', args: [ALICE, maxUint256] });
    const match = KNOWN_CALLS.match(unlimited)!;
    const described = match.decoder.describe(match.args, { to: TOKEN, token: AUSD, t: secureTranslator('es') });
    expect(described.title).toBe('Aprobación ERC-20');
    expect(described.fields[2]).toEqual({ label: 'Límite', value: 'Ilimitado' });
    expect(described.warnings).toEqual([
      `Autorización ilimitada: ${ALICE} puede gastar todos sus AUSD, ahora y después, hasta que la revoque.`,
    ]);
  });

  it('decodes transferFrom', () => {
    const data = encodeFunctionData({ abi: ERC20, functionName: 'transferFrom', args: [ALICE, TOKEN, 5n * 10n ** 18n] });
    expect(describeData(data)?.fields.map((field) => field.value)).toEqual([`AUSD (${TOKEN})`, ALICE, TOKEN, '5 AUSD']);
  });

  it('leaves unknown calldata undecoded: unknown selectors, short data, a known selector with bad arguments', () => {
    expect(KNOWN_CALLS.match('0x12345678')).toBeNull();
    expect(KNOWN_CALLS.match('0xdeadbeef0000000000000000000000000000000000000000000000000000000000000001')).toBeNull();
    expect(KNOWN_CALLS.match('0xa9059cbb')).toBeNull();
    expect(KNOWN_CALLS.match('0xa9059cbb1234')).toBeNull();
    expect(KNOWN_CALLS.match('0x')).toBeNull();
  });

  it('takes more decoders, such as a swap router, and refuses two for one selector', () => {
    const swap: CallDecoder = {
      signature: 'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline)',
      needsToken: false,
      describe: ([amountIn, , path]) => ({
        title: 'Swap',
        fields: [
          { label: 'Sell', value: String(amountIn) },
          { label: 'Path', value: (path as string[]).join(' → ') },
        ],
        warnings: [],
      }),
    };
    const registry = createCallRegistry([erc20Approve, swap]);
    const abi = parseAbi([
      'function swapExactTokensForTokens(uint256 amountIn, uint256 amountOutMin, address[] path, address to, uint256 deadline)',
    ]);
    const data = encodeFunctionData({ abi, functionName: 'swapExactTokensForTokens', args: [7n, 1n, [TOKEN, ALICE], ALICE, 0n] });
    const match = registry.match(data)!;
    expect(match.decoder.describe(match.args, { to: TOKEN, token: undefined, t: english }).fields).toEqual([
      { label: 'Sell', value: '7' },
      { label: 'Path', value: `${TOKEN} → ${ALICE}` },
    ]);
    expect(() => createCallRegistry([erc20Approve, { ...erc20Approve, describe: erc20Approve.describe }])).toThrow(/two decoders/);
  });
});
