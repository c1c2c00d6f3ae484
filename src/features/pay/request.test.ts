import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toCaipNetwork } from '../../core/caip.ts';
import { anvil } from './anvil.fixture.ts';
import { PayError } from '../../core/errors/pay.ts';
import { parsePayRequest } from './request.ts';

const solana = toCaipNetwork({
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  chainNamespace: 'solana',
  name: 'Solana',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
});
const NETWORKS = [anvil, solana];
const ALICE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const AUSD = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const valid = { recipient: ALICE, amount: '0.5', asset: 'native', network: 'eip155:31337' };

/** The PayError `parsePayRequest` throws for `input`. */
function rejection(input: unknown): PayError {
  try {
    parsePayRequest(input, NETWORKS);
  } catch (error) {
    if (error instanceof PayError) return error;
    throw error;
  }
  throw new Error('expected a PayError');
}

describe('parsePayRequest', () => {
  it('takes a CAIP network id or a chain id, a decimal amount as text or number, native or a token', () => {
    expect(parsePayRequest(valid, NETWORKS)).toEqual({ recipient: ALICE, amount: '0.5', asset: 'native', network: anvil });
    const byChainId = parsePayRequest({ ...valid, network: 31337, amount: 12.25, asset: AUSD }, NETWORKS);
    expect(byChainId).toEqual({ recipient: ALICE, amount: '12.25', asset: AUSD, network: anvil });
    // One case throughout carries no checksum: accepted, as Send accepts it.
    expect(parsePayRequest({ ...valid, recipient: ALICE.toLowerCase() }, NETWORKS).recipient).toBe(ALICE.toLowerCase());
  });

  it('names the first bad field', () => {
    expect(rejection({ ...valid, recipient: '0x1234' }).shortMessage).toBe(
      'Invalid payment request: recipient is not an address: Invalid address',
    );
    expect(rejection({ ...valid, recipient: ALICE.replace('C51812dc', 'C51812Dc') }).shortMessage).toBe(
      'Invalid payment request: recipient is not an address: Invalid address checksum',
    );
    expect(rejection({ ...valid, recipient: `0x${'0'.repeat(40)}` }).shortMessage).toBe(
      'Invalid payment request: recipient is not an address: Cannot send to the zero address',
    );
    expect(rejection({ ...valid, recipient: 42 }).shortMessage).toBe(
      'Invalid payment request: recipient expected an address (0x followed by 40 hex characters)',
    );
    for (const amount of ['', 'abc', '-1', '1e-7', '1,5', Number.NaN]) {
      expect(rejection({ ...valid, amount }).shortMessage).toBe("Invalid payment request: amount expected a decimal amount such as '0.5'");
    }
    for (const amount of ['0', '0.000', 0]) {
      expect(rejection({ ...valid, amount }).shortMessage).toBe('Invalid payment request: amount expected an amount greater than 0');
    }
    expect(rejection({ ...valid, asset: 'ETH' }).shortMessage).toBe(
      "Invalid payment request: asset expected 'native' or a token contract address",
    );
    expect(rejection({ ...valid, asset: AUSD.replace('FbDB', 'fbDB') }).shortMessage).toBe(
      'Invalid payment request: asset is not a valid contract address (checksum)',
    );
    expect(rejection({ ...valid, network: undefined }).shortMessage).toBe(
      "Invalid payment request: network expected a CAIP network id ('eip155:1') or a chain id",
    );
    for (const input of [null, 'pay me', 42, []]) {
      const error = rejection(input);
      expect(error.reason).toBe('invalid_request');
      expect(error.shortMessage).toMatch(/^Invalid payment request: /);
    }
  });

  it("refuses a network the app does not have, or one that isn't eip155, as 'unsupported_network'", () => {
    for (const network of ['eip155:1', 1, 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp']) {
      const error = rejection({ ...valid, network });
      expect(error.reason).toBe('unsupported_network');
      expect(error.shortMessage).toBe('Unsupported network');
    }
    expect(rejection({ ...valid, network: 'eip155:1' }).details).toBe("eip155:1 is not one of this app's networks");
  });

  it('throws nothing but a PayError, whatever it is given (property)', () => {
    fc.assert(
      fc.property(
        fc.anything(),
        fc.record({ recipient: fc.anything(), amount: fc.anything(), asset: fc.anything(), network: fc.anything() }),
        (a, b) => {
          for (const input of [a, b]) {
            try {
              parsePayRequest(input, NETWORKS);
            } catch (error) {
              expect(error).toBeInstanceOf(PayError);
            }
          }
        },
      ),
    );
  });
});
