import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { ApiError } from '../errors/api.ts';
import type { HttpClient } from './http.ts';
import realLookup from './contracts/profileAccount.json' with { type: 'json' };
import realRegistration from './contracts/profileRegister.json' with { type: 'json' };
import realReverse from './contracts/profileReverse.json' with { type: 'json' };
import { coinTypesFor, fetchNamesForAddress, isProfileName, nameErrorMessage, registrationCoinType, resolveName } from './profile.ts';

/** A data API that answers every GET with `answer` (a body parsed with the call's schema, or an error). */
const answering = (answer: () => unknown): HttpClient => ({
  url: (path) => path,
  post: () => Promise.reject(new Error('unused')),
  get: async (_path, schema) => z.parse(schema, answer()),
});

describe('profile names', () => {
  it('knows a name from an address: .reown.id and legacy .wcn.id, at least 4 characters', () => {
    expect(isProfileName('alice.reown.id')).toBe(true);
    expect(isProfileName('Bob-1.wcn.id')).toBe(true);
    expect(isProfileName('abc.reown.id')).toBe(false);
    expect(isProfileName('alice.eth')).toBe(false);
    expect(isProfileName('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')).toBe(false);
  });
  it('looks for the chain-specific EVM address first, then the Ethereum one (ENSIP-11)', () => {
    expect(coinTypesFor({ chainNamespace: 'eip155', id: 31337 })).toEqual(['2147514985', '60']);
    expect(coinTypesFor({ chainNamespace: 'eip155', id: 1 })).toEqual(['2147483649', '60']);
    expect(coinTypesFor({ chainNamespace: 'solana', id: 'devnet' })).toEqual(['501']);
  });
  it("shows the API's first reason, else the SPEC text", () => {
    const withReasons = new ApiError('Request failed with status 404', {
      status: 404,
      body: { reasons: [{ description: 'Name not found' }] },
    });
    expect(nameErrorMessage(withReasons, 'Error resolving name')).toBe('Name not found');
    expect(nameErrorMessage(new ApiError('Request failed'), 'Error resolving name')).toBe('Error resolving name');
    expect(nameErrorMessage(new Error('x'), 'Error resolving name')).toBe('Error resolving name');
  });
  it("reverse lookup: every name of the address, else 'Error fetching names for address' or the API's first reason", async () => {
    const record = { name: 'alice.reown.id', addresses: { '60': { address: '0xf39F' } }, attributes: {} };
    await expect(
      fetchNamesForAddress(
        answering(() => [record]),
        '0xf39F',
      ),
    ).resolves.toEqual([record]);
    await expect(
      fetchNamesForAddress(
        answering(() => ({ names: [] })),
        '0xf39F',
      ),
    ).rejects.toMatchObject({
      shortMessage: 'Error fetching names for address',
    });
    const reasoned = answering(() => {
      throw new ApiError('Request failed with status 400', { status: 400, body: { reasons: [{ description: 'Bad address' }] } });
    });
    await expect(fetchNamesForAddress(reasoned, '0x12')).rejects.toMatchObject({ shortMessage: 'Bad address' });
  });
});

describe('the real names API (contract fixtures)', () => {
  const answering = (body: unknown) =>
    ({ get: async (_p: string, schema: z.ZodMiniType) => z.parse(schema, body) }) as unknown as HttpClient;

  it('resolves a profile whose attributes are a list of objects, and one with none', async () => {
    const profile = await resolveName(answering(realLookup.payload), 'alice-01.reown.id');
    expect(profile.attributes).toEqual({ bio: 'hi' });
    expect(profile.addresses['60']?.address).toBe('0x70997970C51812dc3A010C7d01b50e0d17dc79C8');
    const [named] = await fetchNamesForAddress(answering(realReverse.payload), '0x70997970C51812dc3A010C7d01b50e0d17dc79C8');
    expect(named).toMatchObject({ name: 'alice-01.reown.id', attributes: {} });
  });

  it("registers on mainnet with the provider client's coin type, 0x80000000 | 1", () => {
    expect(registrationCoinType(1)).toBe(realRegistration.request.coin_type);
    expect(registrationCoinType(31337)).toBe(2147514985);
  });
});
