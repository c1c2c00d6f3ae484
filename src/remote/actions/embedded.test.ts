import { describe, expect, it } from 'vitest';
import { cooldownMessage, describeRequest, personalSignText } from './embedded.ts';
import { frameUrl } from '../../chains/connectors/embedded.ts';
import { formatEth } from '../../features/approve/ApproveTransactionView.tsx';

describe('e-mail cooldown', () => {
  it("says 'Please try again after {n} seconds' within 30 s of the last login, rounding up", () => {
    expect(cooldownMessage(undefined, 1_000)).toBeNull();
    expect(cooldownMessage(0, 1)).toBe('Please try again after 30 seconds');
    expect(cooldownMessage(0, 29_001)).toBe('Please try again after 1 seconds');
    expect(cooldownMessage(0, 30_000)).toBeNull();
  });
});

describe('ApproveTransaction details', () => {
  it('shows personal_sign messages as text, binary as hex', () => {
    expect(personalSignText('0x48656c6c6f')).toBe('Hello');
    expect(personalSignText('0x0001ff')).toBe('0x0001ff');
    expect(describeRequest(1, { method: 'personal_sign', params: ['0x6869', '0xabc'] })).toMatchObject({ message: 'hi', from: '0xabc' });
  });
  it('shows a transfer with its value in wei and as ETH', () => {
    const d = describeRequest(2, { method: 'eth_sendTransaction', params: [{ from: '0x1', to: '0x2', value: '0x2386f26fc10000' }] });
    expect(d).toMatchObject({ from: '0x1', to: '0x2', value: '10000000000000000' });
    expect(formatEth(d.value)).toBe('0.01');
    expect(formatEth('1000000000000000000')).toBe('1');
  });
});

describe('frame URL', () => {
  it('carries project id, chain id, version and logger flag', () => {
    const url = new URL(frameUrl({ secureSiteUrl: 'http://127.0.0.1:4001', projectId: 'p', chainId: 31337, version: 'v1', enableLogger: true }));
    expect(url.origin + url.pathname).toBe('http://127.0.0.1:4001/login');
    expect(Object.fromEntries(url.searchParams)).toEqual({ projectId: 'p', chainId: '31337', version: 'v1', enableLogger: 'true' });
  });
});
