/**
 * The names API (SPEC section 7 `/v1/profile/*`), with Reown's shapes as far as they are known:
 *   GET  /v1/profile/account/:name           → the name record, or 404
 *   GET  /v1/profile/reverse/:address        → every name of the address (a list, as apiVersion=2 answers)
 *   GET  /v1/profile/suggestions/:name?zone  → { suggestions: [{ name, registered }] }
 *   POST /v1/profile/account                 → the registered name's record, once the signed registration checks out
 * Records are answered in the real shape (profileOf): times as ISO text, attributes as a list of objects.
 * Errors answer `{ status: 'FAILED', reasons: [{ field, description }], message }`: the SDK shows the first
 * reason's description (SPEC section 8); `message` is devcloud's usual error field.
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { getAddress, isAddress, type Address, type Hex } from 'viem';
import { z } from 'zod';
import type { LocalChain } from '../chain/tokens.ts';
import { TOKEN_CHAIN_ID } from '../chain/tokens.ts';
import { CONTROL_PREFIX } from '../faults.ts';
import { sdkQuery } from '../validate.ts';
import { chainIdOfCoinType, ETHEREUM_COIN_TYPE } from './coinType.ts';
import {
  ATTRIBUTE_KEY_MAX_LENGTH,
  ATTRIBUTE_VALUE_MAX_LENGTH,
  ATTRIBUTES_MAX,
  LABEL_PATTERN,
  NAME_SUFFIX,
  nameProblem,
  parseName,
  REGISTRATION_MESSAGE_MAX_LENGTH,
} from './rules.ts';
import type { NameRecord, NameStore } from './store.ts';
import { ChainUnavailableError, type SignatureVerifier } from './verify.ts';

/** A registration's signed timestamp may be this old (s): long enough for a wallet's approval screen. */
export const MAX_MESSAGE_AGE_S = 10 * 60;
/** …or this far ahead (s), for clocks a little apart. */
export const MAX_CLOCK_SKEW_S = 30;
/** How many unregistered alternatives a suggestion list offers after the name asked about. */
const ALTERNATIVES = 3;

type Reason = { field: string; description: string };

class NameApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly reasons: Reason[],
  ) {
    super(reasons[0]?.description ?? 'error');
  }
}
const fail = (status: ContentfulStatusCode, field: string, description: string) => new NameApiError(status, [{ field, description }]);

function parse<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw new NameApiError(
    400,
    result.error.issues.map((issue) => ({ field: issue.path.join('.') || 'body', description: issue.message })),
  );
}
const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

/**
 * A record as the real API answers it (Reown AppKit's `BlockchainApiLookupEnsName`; the golden payload is
 * src/core/api/contracts/profileAccount.json): ISO times, addresses by coin type, attributes one object each.
 */
export function profileOf(record: NameRecord) {
  return {
    name: record.name,
    registered_at: iso(record.registered),
    updated_at: iso(record.updated),
    addresses: Object.fromEntries(
      Object.entries(record.addresses).map(([coinType, entry]) => [coinType, { address: entry.address, created: iso(entry.created) }]),
    ),
    attributes: Object.entries(record.attributes).map(([key, value]) => ({ [key]: value })),
  };
}

/** Empty query values count as absent, as elsewhere in devcloud. */
const queryOf = (c: Context) => Object.fromEntries(Object.entries(c.req.query()).filter(([, value]) => value !== ''));

const evmAddress = z
  .string()
  .refine((value) => isAddress(value, { strict: false }), 'expected a 0x-prefixed 20-byte address')
  .transform((value) => getAddress(value));
const lookupQuery = sdkQuery.extend({ apiVersion: z.string().optional() });
const reverseQuery = lookupQuery.extend({ sender: evmAddress.optional() });
const suggestionsQuery = sdkQuery.extend({ zone: z.enum(['reown.id', 'wcn.id']).default('reown.id') });
const anyName = z.string().regex(/^[a-zA-Z0-9.-]{1,255}$/, 'expected a name such as alice.reown.id');

const registrationBody = z.object({
  coin_type: z.union([z.number().int().nonnegative(), z.string().regex(/^\d+$/, 'expected a number').transform(Number)]),
  address: evmAddress,
  /** JSON text of `{ name, attributes, timestamp }`; signed as it is, with personal_sign. */
  message: z.string().min(1).max(REGISTRATION_MESSAGE_MAX_LENGTH),
  signature: z.string().regex(/^0x([0-9a-fA-F]{2})+$/, 'expected a 0x-prefixed hex signature'),
});
const attributes = z
  .record(z.string().min(1).max(ATTRIBUTE_KEY_MAX_LENGTH), z.string().max(ATTRIBUTE_VALUE_MAX_LENGTH))
  .refine((record) => Object.keys(record).length <= ATTRIBUTES_MAX, `at most ${ATTRIBUTES_MAX} attributes`)
  .default({});
const registrationMessage = z.object({
  name: z.string(),
  attributes,
  timestamp: z.number().int().nonnegative(),
});

const seedBody = z.object({
  name: z.string(),
  address: evmAddress,
  coinType: z.number().int().nonnegative().default(ETHEREUM_COIN_TYPE),
  attributes: z.record(z.string(), z.string()).default({}),
});

export type NamesDeps = {
  names: NameStore;
  chains: readonly LocalChain[];
  verify: SignatureVerifier;
  /** Unix seconds; tests may move the clock. */
  now?: () => number;
};

export function namesRoutes({ names, chains, verify, now = () => Math.floor(Date.now() / 1000) }: NamesDeps): Hono {
  const app = new Hono();
  app.onError((error, c) => {
    if (!(error instanceof NameApiError)) throw error;
    return c.json({ status: 'FAILED', reasons: error.reasons, message: error.message }, error.status);
  });

  app.get('/v1/profile/account/:name', (c) => {
    parse(lookupQuery, queryOf(c));
    const name = parse(anyName, c.req.param('name'));
    const record = names.get(name);
    if (!record) throw fail(404, 'name', `Name ${name.toLowerCase()} is not registered`);
    return c.json(profileOf(record));
  });

  app.get('/v1/profile/reverse/:address', (c) => {
    parse(reverseQuery, queryOf(c));
    const address = parse(evmAddress, c.req.param('address'));
    return c.json(names.byAddress(address).map(profileOf));
  });

  app.get('/v1/profile/suggestions/:name', (c) => {
    const { zone } = parse(suggestionsQuery, queryOf(c));
    // The SDK sends what was typed; a full name is taken as its label.
    const label = c.req
      .param('name')
      .toLowerCase()
      .replace(/\.(reown|wcn)\.id$/, '');
    if (!LABEL_PATTERN.test(label)) throw fail(400, 'name', nameProblem(`${label}.${zone}`));
    const suggestion = (candidate: string) => ({ name: `${candidate}.${zone}`, registered: names.isTaken(`${candidate}.${zone}`) });
    const alternatives = [];
    for (let n = 1; alternatives.length < ALTERNATIVES && n < 1000; n++) {
      const candidate = suggestion(`${label}${n}`);
      if (!candidate.registered) alternatives.push(candidate);
    }
    return c.json({ suggestions: [suggestion(label), ...alternatives] });
  });

  app.post('/v1/profile/account', async (c) => {
    parse(sdkQuery, queryOf(c));
    let body: unknown;
    try {
      body = JSON.parse(await c.req.text());
    } catch {
      throw fail(400, 'body', 'body: not valid JSON');
    }
    const registration = parse(registrationBody, body);
    let signed: unknown;
    try {
      signed = JSON.parse(registration.message);
    } catch {
      throw fail(400, 'message', 'message: not a JSON text of { name, attributes, timestamp }');
    }
    const message = parse(registrationMessage, signed);

    const parsed = parseName(message.name);
    if (!parsed) throw fail(400, 'name', nameProblem(message.name));
    if (parsed.suffix !== NAME_SUFFIX) throw fail(400, 'name', `New names end with ${NAME_SUFFIX}`);
    const age = now() - message.timestamp;
    if (age > MAX_MESSAGE_AGE_S) throw fail(401, 'timestamp', 'The signed message has expired; sign it again');
    if (age < -MAX_CLOCK_SKEW_S) throw fail(401, 'timestamp', 'The signed message is dated in the future');
    if (names.isTaken(parsed.name)) throw fail(409, 'name', `Name ${parsed.name} is already registered`);

    const chainId = chainIdOfCoinType(registration.coin_type);
    if (chainId === undefined) throw fail(400, 'coin_type', `coin_type ${registration.coin_type} is not an EVM coin type (ENSIP-11)`);
    // Ethereum mainnet has no local node; its signatures are checked on the token chain.
    const verifyOn = chainId === 1 ? TOKEN_CHAIN_ID : chainId;
    if (!chains.some((chain) => chain.chainId === verifyOn)) throw fail(400, 'coin_type', `chain ${chainId} has no local node`);

    let valid: boolean;
    try {
      valid = await verify({
        chainId: verifyOn,
        address: registration.address as Address,
        message: registration.message,
        signature: registration.signature as Hex,
      });
    } catch (error) {
      if (error instanceof ChainUnavailableError) throw fail(502, 'signature', error.message);
      throw error;
    }
    if (!valid) throw fail(401, 'signature', 'Invalid signature');

    const at = now();
    const record: NameRecord = {
      name: parsed.name,
      registered: at,
      updated: at,
      // As the real API: the address under the coin type given, and under Ethereum's 60 as well.
      addresses: {
        [String(ETHEREUM_COIN_TYPE)]: { address: registration.address, created: at },
        [String(registration.coin_type)]: { address: registration.address, created: at },
      },
      attributes: message.attributes,
    };
    // Checked again after the await: two registrations of one name may race.
    if (names.isTaken(parsed.name)) throw fail(409, 'name', `Name ${parsed.name} is already registered`);
    names.put(record);
    return c.json(profileOf(record));
  });

  /** Test-only: seed a name → address (either suffix, replaces), list, remove one or all. Never faulted. */
  app.post(`${CONTROL_PREFIX}/names`, async (c) => {
    let body: unknown;
    try {
      body = JSON.parse(await c.req.text());
    } catch {
      throw fail(400, 'body', 'body: not valid JSON');
    }
    const seed = parse(seedBody, body);
    const parsed = parseName(seed.name);
    if (!parsed) throw fail(400, 'name', nameProblem(seed.name));
    const at = now();
    const record = names.put({
      name: parsed.name,
      registered: at,
      updated: at,
      addresses: { [String(seed.coinType)]: { address: seed.address, created: at } },
      attributes: seed.attributes,
    });
    return c.json(record, 201);
  });
  app.get(`${CONTROL_PREFIX}/names`, (c) => c.json({ names: names.list() }));
  app.delete(`${CONTROL_PREFIX}/names`, (c) => {
    names.clear();
    return c.json({ ok: true });
  });
  app.delete(`${CONTROL_PREFIX}/names/:name`, (c) => {
    if (!names.remove(c.req.param('name'))) throw fail(404, 'name', `Name ${c.req.param('name').toLowerCase()} is not registered`);
    return c.json({ ok: true });
  });
  return app;
}
