import { describe, expect, it } from 'vitest';
import realRegistration from '../../core/api/contracts/profileRegister.json' with { type: 'json' };
import realSuggestions from '../../core/api/contracts/profileSuggestions.json' with { type: 'json' };
import { fetchNameSuggestions, registerName } from './api.ts';
import { failure, fakeApi } from './api.fixture.ts';

const REGISTRATION = { coinType: 2147514985, address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', message: '{}', signature: '0x12' };

describe('names API', () => {
  it('asks for suggestions in the reown.id zone and keeps the extra fields it knows', async () => {
    const { api, calls } = fakeApi(() => ({ body: { suggestions: [{ name: 'alice.reown.id', registered: true, price: 0 }] } }));
    expect(await fetchNameSuggestions(api, 'alice')).toEqual([{ name: 'alice.reown.id', registered: true }]);
    expect(calls).toEqual([{ method: 'GET', path: '/v1/profile/suggestions/alice', query: { zone: 'reown.id' } }]);
  });

  it("says 'Error fetching name suggestions' unless the API gives a reason; a malformed answer too", async () => {
    const reasoned = fakeApi(() => ({ status: 400, body: failure('Name must be letters') }));
    await expect(fetchNameSuggestions(reasoned.api, 'abcd')).rejects.toMatchObject({ shortMessage: 'Name must be letters' });
    const failed = fakeApi(() => ({ status: 503 }));
    await expect(fetchNameSuggestions(failed.api, 'abcd')).rejects.toMatchObject({ shortMessage: 'Error fetching name suggestions' });
    const malformed = fakeApi(() => ({ body: { suggestions: [{ name: 42 }] } }));
    await expect(fetchNameSuggestions(malformed.api, 'abcd')).rejects.toMatchObject({ shortMessage: 'Error fetching name suggestions' });
  });

  it('registers with coin_type, address, message and signature', async () => {
    const { api, calls } = fakeApi(() => ({ body: { success: true } }));
    await registerName(api, 'alice.reown.id', REGISTRATION);
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/v1/profile/account',
        body: { coin_type: 2147514985, address: REGISTRATION.address, message: '{}', signature: '0x12' },
        query: undefined,
      },
    ]);
  });

  it('takes the real answer, the registered profile, as success (contract fixture)', async () => {
    const { api } = fakeApi(() => ({ body: realRegistration.payload }));
    await expect(registerName(api, 'alice-01.reown.id', REGISTRATION)).resolves.toBeUndefined();
  });

  it('reads the real suggestions (contract fixture)', async () => {
    const { api } = fakeApi(() => ({ body: realSuggestions.payload }));
    expect(await fetchNameSuggestions(api, 'alice')).toEqual(realSuggestions.payload.suggestions);
  });

  it("says the API's first reason, else 'Error registering name {name}' (also for success: false)", async () => {
    const taken = fakeApi(() => ({ status: 409, body: failure('Name alice.reown.id is already registered') }));
    await expect(registerName(taken.api, 'alice.reown.id', REGISTRATION)).rejects.toMatchObject({
      shortMessage: 'Name alice.reown.id is already registered',
    });
    for (const answer of [{ status: 500 }, { body: { success: false } }, { body: 'ok' }]) {
      const { api } = fakeApi(() => answer);
      await expect(registerName(api, 'alice.reown.id', REGISTRATION)).rejects.toMatchObject({
        shortMessage: 'Error registering name alice.reown.id',
      });
    }
  });
});
