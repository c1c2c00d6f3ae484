import { describe, expect, it } from 'vitest';
import { grantedPermissionSchema, grantRequestSchema, grantText, revokeText } from './smartSessions.ts';

const request = {
  chainId: '0x7a69',
  expiry: 1_900_000_000,
  signer: { type: 'key', data: { type: 'secp256k1', publicKey: '0x04ab' } },
  permissions: [{ type: 'native-token-recurring-allowance', data: { allowance: '0x1', period: 86400 }, required: true }],
};

describe('wallet_grantPermissions request (ERC-7715)', () => {
  it('accepts a well-formed request, with or without the account address', () => {
    expect(grantRequestSchema.safeParse(request).success).toBe(true);
    expect(grantRequestSchema.safeParse({ ...request, address: '0x000000000000000000000000000000000000bEEF' }).success).toBe(true);
  });

  it.each([
    ['no permission', { ...request, permissions: [] }],
    ['a decimal chain id', { ...request, chainId: '31337' }],
    ['a fractional expiry', { ...request, expiry: 1.5 }],
    ['an expiry in the past of the epoch', { ...request, expiry: 0 }],
    ['a signer without type', { ...request, signer: { data: {} } }],
    ['a permission without data', { ...request, permissions: [{ type: 'x' }] }],
    ['a short address', { ...request, address: '0xbeef' }],
    ['17 permissions', { ...request, permissions: Array.from({ length: 17 }, () => request.permissions[0]) }],
    ['not an object', 'grant everything'],
  ])('refuses %s', (_case, input) => {
    expect(grantRequestSchema.safeParse(input).success).toBe(false);
  });
});

describe('signed texts', () => {
  const grant = grantedPermissionSchema.parse({
    ...request,
    permissions: [{ type: 'native-token-recurring-allowance', data: { allowance: '0x1', period: 86400 } }],
    context: '0x01',
    address: '0x000000000000000000000000000000000000bEEF',
  });

  it('the grant text names the context and covers the whole grant, whatever the address case', () => {
    expect(grantText(grant)).toMatch(/^Grant smart session 0x01\n\{/);
    expect(grantText({ ...grant, address: grant.address.toLowerCase() })).toBe(grantText(grant));
    expect(grantText({ ...grant, expiry: grant.expiry + 1 })).not.toBe(grantText(grant));
    expect(grantText({ ...grant, permissions: [] })).not.toBe(grantText(grant));
  });

  it('the revoke text names the context', () => {
    expect(revokeText('0x01')).toBe('Revoke smart session 0x01');
  });
});
