import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  REQUEST_NAMES,
  appType,
  extensionsOf,
  socialResultSchema,
  errorType,
  eventType,
  parseAppMessage,
  parseFrameMessage,
  requestNameOf,
  successType,
  type RequestName,
} from './messages.ts';

const ADDRESS = '0x1111111111111111111111111111111111111111';
const USER = {
  email: 'ada@example.com',
  address: ADDRESS,
  chainId: 31337,
  accounts: [
    { address: ADDRESS, type: 'eoa' },
    { address: '0x2222222222222222222222222222222222222222', type: 'smartAccount' },
  ],
  userName: null,
  preferredAccountType: 'eoa',
  smartAccountDeployed: false,
};

/** One valid payload per request; `undefined` for requests without payload. */
const validRequests: Record<RequestName, unknown> = {
  SWITCH_NETWORK: { chainId: 31338 },
  CONNECT_EMAIL: { email: 'ada@example.com' },
  CONNECT_DEVICE: undefined,
  CONNECT_OTP: { otp: '123456' },
  CONNECT_SOCIAL: { uri: 'http://127.0.0.1:4001/social/callback?code=abc', preferredAccountType: 'eoa', chainId: 1 },
  GET_FARCASTER_URI: undefined,
  CONNECT_FARCASTER: undefined,
  GET_USER: { chainId: 'eip155:1', preferredAccountType: 'smartAccount' },
  GET_SOCIAL_REDIRECT_URI: { provider: 'github' },
  SIGN_OUT: undefined,
  IS_CONNECTED: { token: 'abc' },
  GET_CHAIN_ID: undefined,
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: undefined,
  INIT_SMART_ACCOUNT: undefined,
  SET_PREFERRED_ACCOUNT: { type: 'smartAccount' },
  RPC_REQUEST: { method: 'eth_getBalance', params: [ADDRESS, 'latest'], chainId: 1, chainNamespace: 'eip155' },
  UPDATE_EMAIL: { email: 'new@example.com' },
  UPDATE_EMAIL_PRIMARY_OTP: { otp: '111111' },
  UPDATE_EMAIL_SECONDARY_OTP: { otp: '222222' },
  SYNC_THEME: {
    themeMode: 'dark',
    themeVariables: { '--w3m-z-index': 10 },
    w3mThemeVariables: { '--w3m-accent': '#000' },
  },
  SYNC_DAPP_DATA: {
    metadata: { name: 'Shell', description: 'dev', url: 'http://localhost:3000', icons: [] },
    sdkVersion: '0.1.0',
    sdkType: 'appkit',
    projectId: 'p1',
  },
  RELOAD: undefined,
  RPC_ABORT: undefined,
  SYNC_LOCALE: { locale: 'pt-BR' },
};

/** One malformed payload per request (undefined where only a payload itself is malformed). */
const invalidRequests: Record<RequestName, unknown> = {
  SWITCH_NETWORK: { chainId: -1 },
  CONNECT_EMAIL: { email: 'not-an-email' },
  CONNECT_DEVICE: { unexpected: true },
  CONNECT_OTP: { otp: 123456 },
  CONNECT_SOCIAL: { uri: 'javascript:alert(1)' },
  GET_FARCASTER_URI: 'x',
  CONNECT_FARCASTER: 1,
  GET_USER: { preferredAccountType: 'payment' },
  GET_SOCIAL_REDIRECT_URI: { provider: 'myspace' },
  SIGN_OUT: [],
  IS_CONNECTED: { token: 5 },
  GET_CHAIN_ID: null,
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: {},
  INIT_SMART_ACCOUNT: true,
  SET_PREFERRED_ACCOUNT: { type: 'ordinal' },
  RPC_REQUEST: { method: 'eth_sign', params: [ADDRESS, '0x00'] },
  UPDATE_EMAIL: { email: '' },
  UPDATE_EMAIL_PRIMARY_OTP: {},
  UPDATE_EMAIL_SECONDARY_OTP: { otp: '' },
  SYNC_THEME: { themeMode: 'blue' },
  SYNC_DAPP_DATA: { sdkVersion: '1' },
  RELOAD: 'now',
  RPC_ABORT: { all: true },
  SYNC_LOCALE: { locale: 'x'.repeat(36) },
};

const validSuccesses: Record<RequestName, unknown> = {
  SWITCH_NETWORK: { chainId: 31338 },
  CONNECT_EMAIL: { action: 'VERIFY_DEVICE' },
  CONNECT_DEVICE: undefined,
  CONNECT_OTP: undefined,
  CONNECT_SOCIAL: { ...USER, userName: 'github-user' },
  GET_FARCASTER_URI: { url: 'http://127.0.0.1:4001/farcaster/approve?channel=c1' },
  CONNECT_FARCASTER: { userName: 'farcaster-user' },
  GET_USER: USER,
  GET_SOCIAL_REDIRECT_URI: { uri: 'http://127.0.0.1:4001/social/google?state=s' },
  SIGN_OUT: undefined,
  IS_CONNECTED: { isConnected: true },
  GET_CHAIN_ID: { chainId: '31337' },
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: { smartAccountEnabledNetworks: [31337] },
  INIT_SMART_ACCOUNT: { address: ADDRESS, isDeployed: false },
  SET_PREFERRED_ACCOUNT: { type: 'smartAccount', address: ADDRESS },
  RPC_REQUEST: '0x1',
  UPDATE_EMAIL: { action: 'VERIFY_PRIMARY_OTP' },
  UPDATE_EMAIL_PRIMARY_OTP: undefined,
  UPDATE_EMAIL_SECONDARY_OTP: { newEmail: 'new@example.com' },
  SYNC_THEME: undefined,
  SYNC_DAPP_DATA: undefined,
  RELOAD: undefined,
  RPC_ABORT: undefined,
  SYNC_LOCALE: undefined,
};

const invalidSuccesses: Record<RequestName, unknown> = {
  SWITCH_NETWORK: {},
  CONNECT_EMAIL: { action: 'LOGIN' },
  CONNECT_DEVICE: 'ok',
  CONNECT_OTP: 1,
  CONNECT_SOCIAL: { address: ADDRESS },
  GET_FARCASTER_URI: { url: 'javascript:alert(1)' },
  CONNECT_FARCASTER: { userName: 1 },
  GET_USER: { ...USER, accounts: [{ address: ADDRESS, type: 'payment' }] },
  GET_SOCIAL_REDIRECT_URI: { uri: 'not a url' },
  SIGN_OUT: false,
  IS_CONNECTED: { isConnected: 'yes' },
  GET_CHAIN_ID: { chainId: null },
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: { smartAccountEnabledNetworks: ['31337'] },
  INIT_SMART_ACCOUNT: { address: '0x12', isDeployed: false },
  SET_PREFERRED_ACCOUNT: { type: 'payment', address: ADDRESS },
  // Any value is a result (the bare result, AppKit's RpcResponse is z.any()): nothing to reject.
  RPC_REQUEST: undefined,
  UPDATE_EMAIL: { action: 'CONNECT' },
  UPDATE_EMAIL_PRIMARY_OTP: {},
  UPDATE_EMAIL_SECONDARY_OTP: { newEmail: 'nope' },
  SYNC_THEME: 0,
  SYNC_DAPP_DATA: [],
  RELOAD: 'x',
  RPC_ABORT: null,
  SYNC_LOCALE: null,
};

function withPayload(type: string, payload: unknown, id = 'id-1') {
  return payload === undefined ? { id, type } : { id, type, payload };
}

/** The provider's wire names (SPEC section 3), spelled out so a rename on either side fails here. */
const PROVIDER_APP_TYPES = [
  '@w3m-app/SWITCH_NETWORK',
  '@w3m-app/CONNECT_EMAIL',
  '@w3m-app/CONNECT_DEVICE',
  '@w3m-app/CONNECT_OTP',
  '@w3m-app/CONNECT_SOCIAL',
  '@w3m-app/GET_FARCASTER_URI',
  '@w3m-app/CONNECT_FARCASTER',
  '@w3m-app/GET_USER',
  '@w3m-app/GET_SOCIAL_REDIRECT_URI',
  '@w3m-app/SIGN_OUT',
  '@w3m-app/IS_CONNECTED',
  '@w3m-app/GET_CHAIN_ID',
  '@w3m-app/GET_SMART_ACCOUNT_ENABLED_NETWORKS',
  '@w3m-app/INIT_SMART_ACCOUNT',
  '@w3m-app/SET_PREFERRED_ACCOUNT',
  '@w3m-app/RPC_REQUEST',
  '@w3m-app/UPDATE_EMAIL',
  '@w3m-app/UPDATE_EMAIL_PRIMARY_OTP',
  '@w3m-app/UPDATE_EMAIL_SECONDARY_OTP',
  '@w3m-app/SYNC_THEME',
  '@w3m-app/SYNC_DAPP_DATA',
  '@w3m-app/RELOAD',
  '@w3m-app/RPC_ABORT',
  // Ours, like the APPROVAL_ events: the modal's language for the frame's pages.
  '@w3m-app/SYNC_LOCALE',
];

describe('wire names', () => {
  it("are the provider's: @w3m-app/<NAME> requests, @w3m-frame/<NAME>_SUCCESS and _ERROR replies, @w3m-frame/<NAME> events", () => {
    expect(REQUEST_NAMES.map(appType).sort()).toEqual([...PROVIDER_APP_TYPES].sort());
    expect(successType('GET_USER')).toBe('@w3m-frame/GET_USER_SUCCESS');
    expect(errorType('RPC_REQUEST')).toBe('@w3m-frame/RPC_REQUEST_ERROR');
    expect(eventType('READY')).toBe('@w3m-frame/READY');
    expect(eventType('SESSION_UPDATE')).toBe('@w3m-frame/SESSION_UPDATE');
  });
});

describe('app → frame messages', () => {
  it.each(REQUEST_NAMES)('%s accepts a valid message and keeps it intact', (name) => {
    const message = withPayload(appType(name), validRequests[name]);
    expect(parseAppMessage(message)).toEqual(message);
  });

  it.each(REQUEST_NAMES)('%s rejects a malformed payload', (name) => {
    expect(parseAppMessage({ id: 'x', type: appType(name), payload: invalidRequests[name] })).toBeNull();
  });

  it.each(REQUEST_NAMES.filter((name) => validRequests[name] !== undefined && name !== 'GET_USER' && name !== 'IS_CONNECTED'))(
    '%s rejects a missing payload',
    (name) => {
      expect(parseAppMessage({ type: appType(name) })).toBeNull();
    },
  );

  it('allows the id to be absent and rejects a non-string or empty id', () => {
    expect(parseAppMessage({ type: '@w3m-app/SIGN_OUT' })).toEqual({ type: '@w3m-app/SIGN_OUT' });
    expect(parseAppMessage({ id: 7, type: '@w3m-app/SIGN_OUT' })).toBeNull();
    expect(parseAppMessage({ id: '', type: '@w3m-app/SIGN_OUT' })).toBeNull();
  });

  it('strips unknown keys instead of passing them on', () => {
    const parsed = parseAppMessage({
      type: '@w3m-app/CONNECT_EMAIL',
      payload: { email: 'a@b.co', extra: 'x' },
      secret: 'y',
    });
    expect(parsed).toEqual({ type: '@w3m-app/CONNECT_EMAIL', payload: { email: 'a@b.co' } });
  });

  it('rejects frame types, unknown types and prototype keys as app messages', () => {
    expect(parseAppMessage({ type: '@w3m-frame/READY', payload: { version: '1' } })).toBeNull();
    expect(parseAppMessage({ type: '@w3m-app/EXPLODE' })).toBeNull();
    expect(parseAppMessage({ type: '@w3m-app/toString' })).toBeNull();
    // Our former prefix is no longer spoken.
    expect(parseAppMessage({ type: '@airlock-app/SIGN_OUT' })).toBeNull();
    expect(requestNameOf('@w3m-app/constructor')).toBeNull();
  });

  it('never throws and only returns known types, whatever arrives', () => {
    fc.assert(
      fc.property(fc.anything(), (data) => {
        const parsed = parseAppMessage(data);
        return parsed === null || requestNameOf(parsed.type) !== null;
      }),
    );
    fc.assert(
      fc.property(fc.constantFrom(...REQUEST_NAMES), fc.anything(), fc.anything(), (name, id, payload) => {
        const parsed = parseAppMessage({ id, type: appType(name), payload });
        return parsed === null || parsed.type === appType(name);
      }),
    );
  });

  it('accepts any id of 1–128 characters', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 128 }), (id) => parseAppMessage({ id, type: '@w3m-app/RELOAD' })?.id === id),
    );
    expect(parseAppMessage({ id: 'x'.repeat(129), type: '@w3m-app/RELOAD' })).toBeNull();
  });

  it('accepts every OTP string and rejects non-strings', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 64 }),
        (otp) => parseAppMessage({ type: '@w3m-app/CONNECT_OTP', payload: { otp } }) !== null,
      ),
    );
    fc.assert(
      fc.property(
        fc.anything().filter((v) => typeof v !== 'string'),
        (otp) => parseAppMessage({ type: '@w3m-app/CONNECT_OTP', payload: { otp } }) === null,
      ),
    );
  });

  it('rejects e-mails without an @', () => {
    fc.assert(
      fc.property(
        fc.string().filter((s) => !s.includes('@')),
        (email) => parseAppMessage({ type: '@w3m-app/CONNECT_EMAIL', payload: { email } }) === null,
      ),
    );
  });

  it('accepts simple e-mail addresses', () => {
    const label = fc.stringMatching(/^[a-z0-9]{1,12}$/);
    fc.assert(
      fc.property(label, label, fc.constantFrom('com', 'org', 'dev'), (user, host, tld) => {
        const email = `${user}@${host}.${tld}`;
        return parseAppMessage({ type: '@w3m-app/UPDATE_EMAIL', payload: { email } }) !== null;
      }),
    );
  });

  it('accepts only the SPEC social providers, theme modes and account types', () => {
    const providers = ['google', 'github', 'apple', 'facebook', 'x', 'discord'];
    fc.assert(
      fc.property(fc.string(), (provider) => {
        const parsed = parseAppMessage({ type: '@w3m-app/GET_SOCIAL_REDIRECT_URI', payload: { provider } });
        return (parsed !== null) === providers.includes(provider);
      }),
    );
    for (const provider of providers) {
      expect(parseAppMessage({ type: '@w3m-app/GET_SOCIAL_REDIRECT_URI', payload: { provider } })).not.toBeNull();
    }
    expect(parseAppMessage({ type: '@w3m-app/GET_SOCIAL_REDIRECT_URI', payload: { provider: 'farcaster' } })).toBeNull();
    fc.assert(
      fc.property(fc.string(), (themeMode) => {
        const parsed = parseAppMessage({ type: '@w3m-app/SYNC_THEME', payload: { themeMode } });
        return (parsed !== null) === ['light', 'dark'].includes(themeMode);
      }),
    );
    fc.assert(
      fc.property(fc.string(), (type) => {
        const parsed = parseAppMessage({ type: '@w3m-app/SET_PREFERRED_ACCOUNT', payload: { type } });
        return (parsed !== null) === ['eoa', 'smartAccount'].includes(type);
      }),
    );
  });
});

describe('frame → app messages', () => {
  it.each(REQUEST_NAMES)('%s_SUCCESS accepts its payload', (name) => {
    const message = withPayload(successType(name), validSuccesses[name]);
    expect(parseFrameMessage(message)).toEqual(message);
  });

  it.each(REQUEST_NAMES.filter((name) => name !== 'RPC_REQUEST'))('%s_SUCCESS rejects a malformed payload', (name) => {
    expect(parseFrameMessage({ id: 'x', type: successType(name), payload: invalidSuccesses[name] })).toBeNull();
  });

  it.each(REQUEST_NAMES)('%s_ERROR carries an optional message', (name) => {
    expect(parseFrameMessage({ id: 'x', type: errorType(name), payload: { message: 'Invalid code' } })).toEqual({
      id: 'x',
      type: errorType(name),
      payload: { message: 'Invalid code' },
    });
    expect(parseFrameMessage({ id: 'x', type: errorType(name) })).not.toBeNull();
    expect(parseFrameMessage({ id: 'x', type: errorType(name), payload: { message: 42 } })).toBeNull();
  });

  it("parses READY and SESSION_UPDATE events; READY's version is optional (AppKit's FrameReadyResponse)", () => {
    expect(parseFrameMessage({ type: eventType('READY'), payload: { version: '0.1.0' } })).not.toBeNull();
    expect(parseFrameMessage({ type: eventType('READY'), payload: {} })).toEqual({ type: eventType('READY'), payload: {} });
    expect(parseFrameMessage({ type: eventType('READY') })).not.toBeNull();
    expect(parseFrameMessage({ type: eventType('READY'), payload: { version: 4 } })).toBeNull();
    expect(parseFrameMessage({ type: eventType('SESSION_UPDATE'), payload: { token: 't' } })).not.toBeNull();
    expect(parseFrameMessage({ type: eventType('SESSION_UPDATE'), payload: { token: '' } })).toBeNull();
    // The popup's result is not a frame message: it is the untyped { resultUri } (socialResultSchema).
    expect(parseFrameMessage({ type: '@w3m-frame/SOCIAL_RESULT', payload: { resultUri: 'https://s.example/x' } })).toBeNull();
  });

  it('READY advertises our extensions; unknown names are ignored, the real site offers none', () => {
    const ready = parseFrameMessage({ type: eventType('READY'), payload: { version: '1', extensions: ['approvalEvents', 'teleport'] } });
    expect(ready?.type === '@w3m-frame/READY' && [...extensionsOf(ready.payload)]).toEqual(['approvalEvents']);
    expect([...extensionsOf({ version: '4' })]).toEqual([]);
    expect([...extensionsOf(undefined)]).toEqual([]);
  });

  it('RPC_REQUEST_SUCCESS carries the bare result (the real frame), any JSON value', () => {
    for (const result of ['0x1', null, 7, ['0xabc'], { blockHash: '0x1' }]) {
      expect(parseFrameMessage({ id: 'x', type: successType('RPC_REQUEST'), payload: result })).toEqual({
        id: 'x',
        type: successType('RPC_REQUEST'),
        payload: result,
      });
    }
  });

  it("the social popup's untyped { resultUri }: absolute http(s) or relative to the secure site; never another scheme", () => {
    expect(socialResultSchema.safeParse({ resultUri: 'https://secure.walletconnect.org/social?code=123' }).success).toBe(true);
    expect(socialResultSchema.safeParse({ resultUri: '/social/callback?code=1' }).success).toBe(true);
    expect(socialResultSchema.safeParse({ resultUri: 'data:text/html,x' }).success).toBe(false);
    expect(socialResultSchema.safeParse({ resultUri: 'javascript:alert(1)' }).success).toBe(false);
    expect(parseAppMessage({ type: '@w3m-app/CONNECT_SOCIAL', payload: { uri: '/social/callback?code=1' } })).not.toBeNull();
  });

  it('keeps an _ERROR code only when it is an integer', () => {
    const type = errorType('RPC_REQUEST');
    expect(parseFrameMessage({ id: 'x', type, payload: { message: 'User rejected the request.', code: 4001 } })).toEqual({
      id: 'x',
      type,
      payload: { message: 'User rejected the request.', code: 4001 },
    });
    expect(parseFrameMessage({ id: 'x', type, payload: { message: 'm', code: '4001' } })).toBeNull();
    expect(parseFrameMessage({ id: 'x', type, payload: { message: 'm', code: 1.5 } })).toBeNull();
  });

  it('parses the approval events: an unsafe method, a bounded height, a known outcome', () => {
    const requested = { type: eventType('APPROVAL_REQUESTED'), payload: { id: 'r1', method: 'eth_sendTransaction', height: 420 } };
    expect(parseFrameMessage(requested)).toEqual(requested);
    const resized = { type: eventType('APPROVAL_RESIZED'), payload: { id: 'r1', height: 512 } };
    expect(parseFrameMessage(resized)).toEqual(resized);
    for (const outcome of ['approved', 'rejected', 'cancelled', 'failed']) {
      expect(parseFrameMessage({ type: eventType('APPROVAL_ENDED'), payload: { id: 'r1', outcome } })).not.toBeNull();
    }
    // A read method never needs approval; heights are whole, non-negative, bounded pixels.
    expect(parseFrameMessage({ ...requested, payload: { ...requested.payload, method: 'eth_getBalance' } })).toBeNull();
    expect(parseFrameMessage({ ...resized, payload: { id: 'r1', height: -1 } })).toBeNull();
    expect(parseFrameMessage({ ...resized, payload: { id: 'r1', height: 10_001 } })).toBeNull();
    expect(parseFrameMessage({ type: eventType('APPROVAL_ENDED'), payload: { id: 'r1', outcome: 'maybe' } })).toBeNull();
    expect(parseFrameMessage({ type: eventType('APPROVAL_ENDED'), payload: { id: '', outcome: 'approved' } })).toBeNull();
  });

  it('has no app message that approves: approval is never a message', () => {
    for (const name of ['APPROVE', 'APPROVAL', 'APPROVAL_DECIDE', 'APPROVE_REQUEST', 'CONFIRM', 'APPROVAL_ENDED', 'APPROVAL_REQUESTED']) {
      expect(parseAppMessage({ id: 'x', type: `@w3m-app/${name}`, payload: { id: 'x' } })).toBeNull();
    }
    expect(REQUEST_NAMES.filter((name) => /APPROV|CONFIRM/.test(name))).toEqual([]);
  });

  it('rejects app types and unknown frame types', () => {
    expect(parseFrameMessage({ type: '@w3m-app/SIGN_OUT' })).toBeNull();
    expect(parseFrameMessage({ type: '@w3m-frame/SIGN_OUT' })).toBeNull();
    expect(parseFrameMessage({ type: '@w3m-frame/READY_SUCCESS' })).toBeNull();
  });

  it('never throws', () => {
    fc.assert(fc.property(fc.anything(), (data) => parseFrameMessage(data) === null || typeof data === 'object'));
    const hostile = new Proxy(
      {},
      {
        get() {
          throw new Error('boom');
        },
      },
    );
    expect(parseFrameMessage(hostile)).toBeNull();
    expect(parseAppMessage(hostile)).toBeNull();
  });
});
