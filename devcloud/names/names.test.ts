/**
 * The names API through the whole devcloud app (faults, query handling), with signatures verified for
 * real by viem against an anvil chain on 127.0.0.1:8960.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.ts';
import { type AnvilNode, startAnvil } from '../chain/anvil.ts';
import type { LocalChainInfo } from '../chain/tokens.ts';
import { createPublicClient, http, type PublicClient } from 'viem';
import { deployAccountAbstraction } from '../chain/accountAbstraction.ts';
import { toAirlockSmartAccount } from '../secure-site/smartAccount.ts';
import { createStateStore, type StateStore } from '../state.ts';
import { coinTypeOf, ETHEREUM_COIN_TYPE } from './coinType.ts';
import { createNameStore } from './store.ts';
import profileContract from '../../src/core/api/contracts/profileAccount.json' with { type: 'json' };
import { type Contract, conformsTo } from '../../src/core/api/contracts/conformance.fixture.ts';

// anvil's well-known dev keys 0 and 1.
const ALICE = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80');
const BOB = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d');
const LOCAL_COIN_TYPE = coinTypeOf(31337);
const QUERY = 'projectId=names&st=appkit&sv=test';
const now = () => Math.floor(Date.now() / 1000);

let anvil: AnvilNode;
let stateDir: string;
let state: StateStore;
let app: ReturnType<typeof createApp>;
let chain: LocalChainInfo;

const json = async (path: string, init?: RequestInit) => {
  const response = await app.request(path, init);
  return { status: response.status, body: (await response.json()) as any };
};
const post = (path: string, body: unknown) => json(path, { method: 'POST', body: JSON.stringify(body) });

type Registration = { name: string; timestamp?: number; attributes?: Record<string, string>; address?: string; coinType?: number | string };
/** What RegisterAccountName does: sign `{ name, attributes, timestamp }` with personal_sign, then POST it. */
async function register(signer: Pick<PrivateKeyAccount, 'address' | 'signMessage'>, input: Registration) {
  const message = JSON.stringify({ name: input.name, attributes: input.attributes ?? {}, timestamp: input.timestamp ?? now() });
  const signature = await signer.signMessage({ message });
  return post(`/v1/profile/account?${QUERY}`, {
    coin_type: input.coinType ?? LOCAL_COIN_TYPE,
    address: input.address ?? signer.address,
    message,
    signature,
  });
}

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337, port: 8960 });
  await deployAccountAbstraction({ chainId: 31337, rpcUrl: anvil.rpcUrl });
  stateDir = mkdtempSync(join(tmpdir(), 'devcloud-names-'));
  state = createStateStore({ dir: stateDir });
  chain = { chains: [{ chainId: 31337, rpcUrl: anvil.rpcUrl }], tokens: [] };
  app = createApp({ chain, state, wallets: [] });
}, 30_000);
afterAll(async () => {
  await anvil?.stop();
  rmSync(stateDir, { recursive: true, force: true });
});

describe('POST /v1/profile/account (register)', () => {
  it('registers a name signed by an anvil key, and the lookups find it', async () => {
    const started = now();
    const registered = await register(ALICE, { name: 'Alice-01.reown.id', attributes: { bio: 'hi' } });
    const forward = await json(`/v1/profile/account/alice-01.reown.id?${QUERY}&apiVersion=2`);
    expect(forward.status).toBe(200);
    // The real reply to a registration is the registered name's record, as a lookup gives it.
    expect(registered).toEqual({ status: 200, body: forward.body });
    expect(conformsTo(profileContract as Contract, forward.body)).toEqual([]);
    expect(forward.body).toEqual({
      name: 'alice-01.reown.id',
      registered_at: expect.any(String),
      updated_at: expect.any(String),
      addresses: {
        60: { address: ALICE.address, created: expect.any(String) },
        [String(LOCAL_COIN_TYPE)]: { address: ALICE.address, created: expect.any(String) },
      },
      attributes: [{ bio: 'hi' }],
    });
    expect(Date.parse(forward.body.registered_at) / 1000).toBeGreaterThanOrEqual(started);

    const reverse = await json(`/v1/profile/reverse/${ALICE.address.toLowerCase()}?${QUERY}&sender=${ALICE.address}&apiVersion=2`);
    expect(reverse).toEqual({ status: 200, body: [forward.body] });
    expect((await json(`/v1/profile/reverse/${BOB.address}?${QUERY}`)).body).toEqual([]);
  });

  it('refuses a taken name, under either suffix, whoever asks', async () => {
    await register(ALICE, { name: 'taken.reown.id' });
    const again = await register(BOB, { name: 'TAKEN.reown.id' });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      status: 'FAILED',
      reasons: [{ field: 'name', description: 'Name taken.reown.id is already registered' }],
      message: 'Name taken.reown.id is already registered',
    });
    await post('/__devcloud/names', { name: 'legacy.wcn.id', address: BOB.address });
    expect((await register(ALICE, { name: 'legacy.reown.id' })).status).toBe(409);
  });

  it('refuses a bad signature: another key, a forged one, a malformed one', async () => {
    const byBob = await register(BOB, { name: 'not-bobs.reown.id', address: ALICE.address });
    expect(byBob.status).toBe(401);
    expect(byBob.body.reasons[0]).toEqual({ field: 'signature', description: 'Invalid signature' });

    const message = JSON.stringify({ name: 'forged.reown.id', attributes: {}, timestamp: now() });
    const forged = await post(`/v1/profile/account?${QUERY}`, {
      coin_type: LOCAL_COIN_TYPE,
      address: ALICE.address,
      message,
      signature: `0x${'11'.repeat(65)}`,
    });
    expect(forged.status).toBe(401);
    const malformed = await post(`/v1/profile/account?${QUERY}`, {
      coin_type: LOCAL_COIN_TYPE,
      address: ALICE.address,
      message,
      signature: 'nope',
    });
    expect(malformed.status).toBe(400);
    expect(malformed.body.reasons[0].field).toBe('signature');
    // The signature covers the message exactly: a changed name does not pass.
    const signature = await ALICE.signMessage({ message });
    const swapped = JSON.stringify({ name: 'swapped.reown.id', attributes: {}, timestamp: now() });
    const tampered = await post(`/v1/profile/account?${QUERY}`, {
      coin_type: LOCAL_COIN_TYPE,
      address: ALICE.address,
      message: swapped,
      signature,
    });
    expect(tampered.status).toBe(401);
    expect((await json(`/v1/profile/account/forged.reown.id?${QUERY}`)).status).toBe(404);
  });

  it('refuses a stale or future timestamp', async () => {
    const stale = await register(ALICE, { name: 'stale.reown.id', timestamp: now() - 11 * 60 });
    expect(stale.status).toBe(401);
    expect(stale.body.reasons[0]).toEqual({ field: 'timestamp', description: 'The signed message has expired; sign it again' });
    const future = await register(ALICE, { name: 'future.reown.id', timestamp: now() + 3600 });
    expect(future.status).toBe(401);
    expect(future.body.reasons[0].description).toBe('The signed message is dated in the future');
    expect((await register(ALICE, { name: 'recent.reown.id', timestamp: now() - 5 * 60 })).status).toBe(200);
  });

  it('refuses names that break the rules: short, odd characters, no suffix, a new legacy name', async () => {
    for (const name of [
      'abc.reown.id',
      'al_ice.reown.id',
      'ali ce.reown.id',
      'alice',
      'alice.eth',
      'newold.wcn.id',
      '----xx-.reown.id',
      '-abcd.reown.id',
      'abcd-.reown.id',
      `${'a'.repeat(64)}.reown.id`,
    ]) {
      const answer = await register(ALICE, { name });
      expect(answer.status, name).toBe(400);
      expect(answer.body.reasons[0].field, name).toBe('name');
    }
    expect((await register(ALICE, { name: 'abcd.reown.id' })).status).toBe(200);
  });

  it('refuses attributes beyond their limits (a megabyte, too many, a long key), and keeps a few short ones', async () => {
    const tooMuch = [
      { bio: 'x'.repeat(1024 * 1024) },
      Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`key${i}`, 'v'])),
      { ['k'.repeat(65)]: 'v' },
      { avatar: 'x'.repeat(1025) },
    ];
    for (const [i, attributes] of tooMuch.entries()) {
      const answer = await register(ALICE, { name: `bigattributes${i}.reown.id`, attributes });
      expect(answer.status, String(i)).toBe(400);
      expect(answer.body.reasons[0].field, String(i)).toMatch(/^(message|attributes)/);
    }
    expect((await register(ALICE, { name: 'fewattributes.reown.id', attributes: { bio: 'hello', avatar: 'x'.repeat(1024) } })).status).toBe(
      200,
    );
  });

  it('answers 400 with reasons for a malformed request, and requires projectId', async () => {
    const missing = await post(`/v1/profile/account?${QUERY}`, { coin_type: LOCAL_COIN_TYPE });
    expect(missing.status).toBe(400);
    expect(missing.body.reasons.map((reason: { field: string }) => reason.field)).toEqual(['address', 'message', 'signature']);
    expect(
      (await post(`/v1/profile/account?${QUERY}`, { coin_type: 1, address: ALICE.address, message: 'x', signature: '0x00' })).status,
    ).toBe(400);
    const noJson = await post(`/v1/profile/account?${QUERY}`, {
      coin_type: LOCAL_COIN_TYPE,
      address: ALICE.address,
      message: 'not json',
      signature: '0x00',
    });
    expect(noJson.body.reasons[0].field).toBe('message');
    expect((await register(ALICE, { name: 'othercoin.reown.id', coinType: 501 })).status).toBe(400);
    const noProject = await json('/v1/profile/account', { method: 'POST', body: '{}' });
    expect(noProject.status).toBe(400);
    expect(noProject.body.reasons[0]).toEqual({ field: 'projectId', description: 'projectId is required' });
  });

  it("accepts Ethereum's coin type 60 (checked on the local chain) and a coin type given as text", async () => {
    expect((await register(BOB, { name: 'bob-main.reown.id', coinType: ETHEREUM_COIN_TYPE })).status).toBe(200);
    expect((await json(`/v1/profile/account/bob-main.reown.id?${QUERY}`)).body.addresses).toEqual({
      60: { address: BOB.address, created: expect.any(String) },
    });
    // The provider's client registers on mainnet with 0x80000000 | 1, checked on the local chain too.
    expect((await register(BOB, { name: 'bob-ensip.reown.id', coinType: 2147483649 })).status).toBe(200);
    expect((await register(BOB, { name: 'bob-text.reown.id', coinType: String(LOCAL_COIN_TYPE) })).status).toBe(200);
  });

  it("accepts the secure site's smart account before it is deployed (ERC-6492), not its owner's plain signature", async () => {
    const client = createPublicClient({ transport: http(anvil.rpcUrl) }) as PublicClient;
    const smart = await toAirlockSmartAccount(client, ALICE);
    expect((await register(smart, { name: 'alice-smart.reown.id' })).status).toBe(200);
    expect((await json(`/v1/profile/reverse/${smart.address}?${QUERY}`)).body.map((r: { name: string }) => r.name)).toEqual([
      'alice-smart.reown.id',
    ]);
    // The owner's own signature is an EOA's, not the account's (nothing deployed answers ERC-1271 for it).
    expect((await register(ALICE, { name: 'alice-owner.reown.id', address: smart.address })).status).toBe(401);
  });
});

describe('smart accounts deployed on the chain (ERC-1271)', () => {
  /** Runtime code that answers every call with `word` (32 bytes): enough to stand for a contract account's verdict. */
  const answering = (word: 'magic' | 'zero') =>
    word === 'magic'
      ? '0x631626ba7e60e01b60005260206000f3' // PUSH4 0x1626ba7e, SHL 224, MSTORE, RETURN 32 bytes: isValidSignature's magic value
      : '0x60206000f3'; // RETURN 32 zero bytes: not valid
  async function deployAt(address: string, code: string) {
    const response = await fetch(anvil.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'anvil_setCode', params: [address, code] }),
    });
    expect(((await response.json()) as { error?: unknown }).error).toBeUndefined();
  }

  it("asks the account itself: its isValidSignature's yes registers, its no is refused, whoever's key signed", async () => {
    const accepting = '0x00000000000000000000000000000000000a1271';
    const refusing = '0x00000000000000000000000000000000000b1271';
    await deployAt(accepting, answering('magic'));
    await deployAt(refusing, answering('zero'));
    expect((await register(BOB, { name: 'contract-yes.reown.id', address: accepting })).status).toBe(200);
    const refused = await register(ALICE, { name: 'contract-no.reown.id', address: refusing });
    expect(refused.status).toBe(401);
    expect(refused.body.reasons[0]).toEqual({ field: 'signature', description: 'Invalid signature' });
  });
});

describe('lookups', () => {
  it('answers 404 with a reason for an unknown name, 400 for something that is no name', async () => {
    const unknown = await json(`/v1/profile/account/nobody-here.reown.id?${QUERY}`);
    expect(unknown).toEqual({
      status: 404,
      body: {
        status: 'FAILED',
        reasons: [{ field: 'name', description: 'Name nobody-here.reown.id is not registered' }],
        message: 'Name nobody-here.reown.id is not registered',
      },
    });
    expect((await json(`/v1/profile/account/bad_name!?${QUERY}`)).status).toBe(400);
    expect((await json(`/v1/profile/reverse/0x1234?${QUERY}`)).status).toBe(400);
  });

  it('resolves a legacy .wcn.id name seeded by a test, exactly as registered', async () => {
    const seeded = await post('/__devcloud/names', {
      name: 'Oldtimer.wcn.id',
      address: BOB.address,
      attributes: { avatar: 'http://a/b.png' },
    });
    expect(seeded.status).toBe(201);
    const forward = await json(`/v1/profile/account/oldtimer.wcn.id?${QUERY}`);
    expect(forward.body).toMatchObject({
      name: 'oldtimer.wcn.id',
      addresses: { 60: { address: BOB.address } },
      attributes: [{ avatar: 'http://a/b.png' }],
    });
    expect((await json(`/v1/profile/account/oldtimer.reown.id?${QUERY}`)).status).toBe(404);
  });

  it('suggests the name asked about (registered or not) and three free alternatives', async () => {
    await post('/__devcloud/names', { name: 'suggest1.reown.id', address: BOB.address });
    await post('/__devcloud/names', { name: 'suggest.reown.id', address: BOB.address });
    const answer = await json(`/v1/profile/suggestions/suggest?${QUERY}&zone=reown.id`);
    expect(answer).toEqual({
      status: 200,
      body: {
        suggestions: [
          { name: 'suggest.reown.id', registered: true },
          { name: 'suggest2.reown.id', registered: false },
          { name: 'suggest3.reown.id', registered: false },
          { name: 'suggest4.reown.id', registered: false },
        ],
      },
    });
    const free = await json(`/v1/profile/suggestions/Brand-New.reown.id?${QUERY}`);
    expect(free.body.suggestions[0]).toEqual({ name: 'brand-new.reown.id', registered: false });
    expect((await json(`/v1/profile/suggestions/ab?${QUERY}`)).status).toBe(400);
    expect((await json(`/v1/profile/suggestions/abcd?${QUERY}&zone=eth`)).status).toBe(400);
  });
});

describe('names in devcloud', () => {
  it('are faulted like every service route (control routes never)', async () => {
    await post('/__devcloud/faults', { route: 'GET /v1/profile/account/:name', kind: 'status', status: 503 });
    expect((await json(`/v1/profile/account/alice-01.reown.id?${QUERY}`)).status).toBe(503);
    expect((await json(`/v1/profile/account/alice-01.reown.id?${QUERY}`)).status).toBe(200);
    await post('/__devcloud/faults', { route: '* /*', kind: 'status', status: 500 });
    expect((await json('/__devcloud/names')).status).toBe(200);
    await json('/__devcloud/faults', { method: 'DELETE' });
  });

  it('persist in the state file and survive a reset; the control routes list and remove them', async () => {
    await post('/__devcloud/reset', {});
    const reopened = createNameStore(createStateStore({ dir: stateDir }));
    expect(reopened.get('alice-01.reown.id')?.addresses[String(LOCAL_COIN_TYPE)]?.address).toBe(ALICE.address);
    const listed = await json('/__devcloud/names');
    expect(listed.body.names.map((record: { name: string }) => record.name)).toContain('alice-01.reown.id');
    expect((await json('/__devcloud/names/alice-01.reown.id', { method: 'DELETE' })).status).toBe(200);
    expect((await json('/__devcloud/names/alice-01.reown.id', { method: 'DELETE' })).status).toBe(404);
    expect((await json(`/v1/profile/account/alice-01.reown.id?${QUERY}`)).status).toBe(404);
    await json('/__devcloud/names', { method: 'DELETE' });
    expect((await json('/__devcloud/names')).body).toEqual({ names: [] });
  });
});
