import { createStore } from 'jotai/vanilla';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { identityAtom } from '../../atoms/account.ts';
import { connectionAtom } from '../../atoms/connection.ts';
import type { InstanceContext } from '../../atoms/context.ts';
import { activeNetworkAtom } from '../../atoms/network.ts';
import type { HttpClient } from '../../core/api/http.ts';
import { ApiError } from '../../core/errors/api.ts';
import { LOCAL_OPTIONS } from '../../core/options.fixture.ts';
import { memoryBacking } from '../../core/storage/memory.fixture.ts';
import { createStorage } from '../../core/storage/storage.ts';
import { createBalanceActions } from './balance.ts';

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

/** The connected account on anvil; the identity and reverse lookups answer what the test says. */
function setup(answers: { identity: () => unknown; names: () => unknown }, backing = memoryBacking()) {
  const store = createStore();
  store.set(activeNetworkAtom, LOCAL_OPTIONS.networks[0]);
  store.set(connectionAtom('eip155'), { status: 'connected', address: ADDRESS, caipAddress: `eip155:31337:${ADDRESS}` });
  const clock = { now: 1_000_000 };
  const get = vi.fn(async (path: string, schema: z.ZodMiniType<unknown>) =>
    z.parse(schema, path.startsWith('/v1/profile/reverse/') ? answers.names() : answers.identity()),
  );
  const api = { url: (path: string) => path, get, post: vi.fn() } as unknown as HttpClient;
  const ctx = {
    store,
    storage: createStorage(backing),
    options: LOCAL_OPTIONS,
    debug: () => undefined,
    now: () => clock.now,
  } as unknown as InstanceContext;
  return { store, get, clock, actions: createBalanceActions(ctx, api) };
}

const record = (name: string) => ({ name, addresses: { '60': { address: ADDRESS } }, attributes: {} });
const reverseCalls = (get: ReturnType<typeof setup>['get']) => get.mock.calls.filter(([path]) => path.startsWith('/v1/profile/reverse/'));

describe("the account's name in the Account view", () => {
  it('shows the registered name (reverse lookup) instead of the identity name, with the identity avatar', async () => {
    const { store, get, actions } = setup({
      identity: () => ({ name: 'alice.eth', avatar: 'http://a/b.png' }),
      names: () => [record('alice.reown.id'), record('alice-2.reown.id')],
    });
    await actions.refreshIdentity();
    expect(store.get(identityAtom)).toEqual({ name: 'alice.reown.id', avatar: 'http://a/b.png' });
    expect(reverseCalls(get)[0]![0]).toBe(`/v1/profile/reverse/${ADDRESS}`);
  });

  it('keeps the identity name when the account has no registered name, or the lookup fails', async () => {
    const none = setup({ identity: () => ({ name: 'alice.eth', avatar: null }), names: () => [] });
    await none.actions.refreshIdentity();
    expect(none.store.get(identityAtom)).toEqual({ name: 'alice.eth', avatar: null });
    const failing = setup({
      identity: () => ({ name: null, avatar: null }),
      names: () => {
        throw new ApiError('Request failed with status 503', { status: 503 });
      },
    });
    await failing.actions.refreshIdentity();
    expect(failing.store.get(identityAtom)).toEqual({ name: null, avatar: null });
  });

  it('keeps the name 5 minutes in the ENS cache (a failure is not kept), then asks again', async () => {
    const backing = memoryBacking();
    let names: unknown[] = [record('alice.reown.id')];
    const first = setup({ identity: () => ({ name: null, avatar: null }), names: () => names }, backing);
    await first.actions.refreshIdentity();
    names = [];
    const again = setup({ identity: () => ({ name: null, avatar: null }), names: () => names }, backing);
    again.clock.now = first.clock.now + 4 * 60_000;
    await again.actions.refreshIdentity();
    expect(again.store.get(identityAtom)?.name).toBe('alice.reown.id');
    expect(reverseCalls(again.get)).toEqual([]);
    again.clock.now = first.clock.now + 5 * 60_000;
    await again.actions.refreshIdentity();
    expect(again.store.get(identityAtom)?.name).toBeNull();
    expect(reverseCalls(again.get)).toHaveLength(1);
  });

  it('keeps the identity (name, avatar) 5 minutes in the identity cache, then asks again', async () => {
    const backing = memoryBacking();
    let identity: { name: string; avatar: string | null } = { name: 'alice.eth', avatar: 'http://a/b.png' };
    const identityCalls = (get: ReturnType<typeof setup>['get']) => get.mock.calls.filter(([path]) => path.startsWith('/v1/identity/'));
    const first = setup({ identity: () => identity, names: () => [] }, backing);
    await first.actions.refreshIdentity();
    expect(identityCalls(first.get)).toHaveLength(1);
    identity = { name: 'bob.eth', avatar: null };
    const again = setup({ identity: () => identity, names: () => [] }, backing);
    again.clock.now = first.clock.now + 5 * 60_000 - 1;
    await again.actions.refreshIdentity();
    expect(again.store.get(identityAtom)).toEqual({ name: 'alice.eth', avatar: 'http://a/b.png' });
    expect(identityCalls(again.get)).toEqual([]);
    again.clock.now = first.clock.now + 5 * 60_000;
    await again.actions.refreshIdentity();
    expect(again.store.get(identityAtom)).toEqual({ name: 'bob.eth', avatar: null });
    expect(identityCalls(again.get)).toHaveLength(1);
  });
});
