import { describe, expect, it, vi } from 'vitest';
import type { AppPayload } from '../../../src/core/frame/messages.ts';
import { createApprovalQueue, MAX_PENDING_APPROVALS, type PendingApproval } from './approvals.ts';
import type { Backend } from './backend.ts';
import type { FrameConfig } from './config.ts';
import { FrameRpcError } from './errors.ts';
import type { Locale } from '../../../src/core/i18n/locales.ts';
import { createHandlers, type RequestContext } from './handlers.ts';
import type { FrameStorage } from './storage.ts';

const ADDRESS = '0x1111111111111111111111111111111111111111';
const ORIGIN = 'http://localhost:3000';
const SIGN: AppPayload<'RPC_REQUEST'> = { method: 'personal_sign', params: ['0x68', ADDRESS] };

const pending = (id: string): PendingApproval => ({
  id,
  request: { method: 'personal_sign', params: ['0x68', ADDRESS] },
  chainId: 31337,
  origin: ORIGIN,
  session: 'token',
});

function queueWithLog() {
  const log: string[] = [];
  const queue = createApprovalQueue({
    requested: (approval) => log.push(`requested ${approval.id}`),
    ended: (approval, outcome) => log.push(`ended ${approval.id} ${outcome}`),
    show: (current, waiting) => log.push(`show ${current?.id ?? 'none'} ${waiting}`),
  });
  return { queue, log };
}

describe('the approval queue', () => {
  it('shows the oldest request; only that one can be decided, once', async () => {
    const { queue, log } = queueWithLog();
    const first = queue.open(pending('a'));
    const second = queue.open(pending('b'));
    expect(log).toEqual(['show a 1', 'requested a', 'show a 2', 'requested b']);
    expect(queue.approve('b')).toBe(false);
    expect(queue.reject('b')).toBe(false);
    expect(queue.approve('a')).toBe(true);
    expect(queue.approve('a')).toBe(false);
    expect(queue.reject('a')).toBe(false);
    await expect(first.decision).resolves.toBeUndefined();
    first.end('approved');
    first.end('failed');
    expect(log.slice(4)).toEqual(['ended a approved', 'show b 1']);
    expect(queue.reject('b')).toBe(true);
    await expect(second.decision).rejects.toMatchObject({ message: 'User rejected the request.', code: 4001 });
    second.end('rejected');
    expect(log.slice(-2)).toEqual(['ended b rejected', 'show none 0']);
  });

  it('lets the app withdraw what still waits, not what the visitor already approved', async () => {
    const { queue } = queueWithLog();
    const approved = queue.open(pending('a'));
    const waiting = queue.open(pending('b'));
    queue.approve('a');
    queue.cancelAll();
    await expect(approved.decision).resolves.toBeUndefined();
    await expect(waiting.decision).rejects.toMatchObject({ message: 'Request was aborted', code: 4001 });
  });

  it('refuses a flood of requests and a second request with the same id', () => {
    const { queue } = queueWithLog();
    queue.open(pending('dup'));
    expect(() => queue.open(pending('dup'))).toThrow(FrameRpcError);
    for (let i = 1; i < MAX_PENDING_APPROVALS; i++) queue.open(pending(`n${i}`));
    expect(() => queue.open(pending('one-too-many'))).toThrow(/Too many requests/);
  });
});

/** The frame's handlers over a fake backend: what reaches which endpoint, and when. */
/** `extensions`: what the project's mode offers (devcloud's `airlock` mode by default). */
function frame(extensions: string[] = ['approvalEvents', 'syncLocale', 'bitcoin']) {
  const calls: Array<{ path: string; body: Record<string, unknown>; token?: string | null }> = [];
  const backend = (async (path: string, body: unknown, options: { token?: string | null; signal?: AbortSignal } = {}) => {
    calls.push({ path, body: body as Record<string, unknown>, token: options.token });
    if (path === '/api/approvals') return { approval: 'one-time' };
    if (path === '/api/social/connect') return { token: 'session-2' };
    if (path === '/api/social/redirect') return { uri: 'http://127.0.0.1:4001/social/google?state=s1' };
    if (path === '/api/rpc') {
      if (options.signal) {
        // A send that takes a while, so a test can abort it midway.
        await new Promise((resolve, reject) => {
          const timer = setTimeout(resolve, 20);
          options.signal!.addEventListener('abort', () => {
            clearTimeout(timer);
            reject(new Error('aborted'));
          });
        });
      }
      return { result: '0xsigned' };
    }
    return {};
  }) as Backend;
  const storage = {
    token: 'session-1',
    chainId: 31337,
    deviceId: 'device-1234',
    persistent: false,
    adoptDeviceId() {},
  } as unknown as FrameStorage;
  const config = {
    chainIds: [31337],
    smartAccountChainIds: [],
    projectId: 'p',
    allowedOrigins: [ORIGIN],
    extensions,
  } as unknown as FrameConfig;
  const events: string[] = [];
  const approvals = createApprovalQueue({
    requested: (approval) => events.push(`requested ${approval.id}`),
    ended: (approval, outcome) => events.push(`ended ${approval.id} ${outcome}`),
    show: () => {},
  });
  let locale: Locale = 'en';
  const ui = {
    theme: vi.fn(),
    dapp: vi.fn(),
    locale: () => locale,
    setLocale: vi.fn((next: Locale) => {
      locale = next;
    }),
  };
  const reload = vi.fn();
  const handlers = createHandlers({ config, storage, backend, approvals, ui, sessionUpdated: () => {}, reload });
  /** As main.ts runs a request: the reply, then the `after` tasks. */
  function send(id: string, payload: AppPayload<'RPC_REQUEST'>) {
    const after: Array<() => void> = [];
    const context: RequestContext = { id, after: (task) => after.push(task) };
    return handlers.RPC_REQUEST(payload, ORIGIN, context).then(
      (value) => {
        events.push(`reply ${id} ok`);
        for (const task of after) task();
        return value;
      },
      (error: Error & { code?: number }) => {
        events.push(`reply ${id} error ${error.code ?? ''}`.trim());
        for (const task of after) task();
        return { error: error.message, code: error.code };
      },
    );
  }
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { calls, events, approvals, handlers, send, settle, ui, storage, reload };
}

describe('unsafe RPC requests in the frame', () => {
  it('reach the backend only after Approve, with a one-time approval token; ENDED follows the reply', async () => {
    const f = frame();
    const result = f.send('r1', SIGN);
    await f.settle();
    expect(f.calls).toEqual([]);
    expect(f.events).toEqual(['requested r1']);
    f.approvals.approve('r1');
    // The bare result, as the real frame answers.
    expect(await result).toBe('0xsigned');
    expect(f.calls.map((call) => call.path)).toEqual(['/api/approvals', '/api/rpc']);
    expect(f.calls[0]).toEqual({ path: '/api/approvals', body: { chainId: 31337, request: SIGN }, token: 'session-1' });
    expect(f.calls[1]!.body).toEqual({ chainId: 31337, request: SIGN, approval: 'one-time' });
    expect(f.events).toEqual(['requested r1', 'reply r1 ok', 'ended r1 approved']);
  });

  it('answer Reject with 4001 and never call the backend', async () => {
    const f = frame();
    const result = f.send('r1', SIGN);
    await f.settle();
    f.approvals.reject('r1');
    expect(await result).toEqual({ error: 'User rejected the request.', code: 4001 });
    expect(f.calls).toEqual([]);
    expect(f.events).toEqual(['requested r1', 'reply r1 error 4001', 'ended r1 rejected']);
  });

  it('are withdrawn by RPC_ABORT, sign-out and a new session; reads run on without approval', async () => {
    const f = frame();
    const first = f.send('r1', SIGN);
    const context: RequestContext = { id: 'x', after: () => {} };
    const read = await f.handlers.RPC_REQUEST({ method: 'eth_chainId' }, ORIGIN, context);
    expect(read).toBe('0xsigned');
    await f.handlers.RPC_ABORT(undefined, ORIGIN, context);
    expect(await first).toEqual({ error: 'Request was aborted', code: 4001 });
    const second = f.send('r2', SIGN);
    await f.handlers.SIGN_OUT(undefined, ORIGIN, context);
    expect(await second).toMatchObject({ code: 4001 });
    f.storage.token = 'session-1';
    const third = f.send('r3', SIGN);
    await f.handlers.CONNECT_SOCIAL({ uri: 'http://127.0.0.1:4001/social/callback?code=c' }, ORIGIN, context);
    expect(await third).toMatchObject({ code: 4001 });
    expect(f.events.filter((event) => event.startsWith('ended'))).toEqual([
      'ended r1 cancelled',
      'ended r2 cancelled',
      'ended r3 cancelled',
    ]);
    expect(f.calls.map((call) => call.path)).toEqual(['/api/rpc', '/api/sign-out', '/api/social/connect', '/api/user']);
  });

  it('stop an approved send when the app aborts it midway', async () => {
    const f = frame();
    const result = f.send('r1', { method: 'eth_sendTransaction', params: [{ to: ADDRESS, value: '0x1' }] });
    await f.settle();
    f.approvals.approve('r1');
    await f.settle();
    await f.handlers.RPC_ABORT(undefined, ORIGIN, { id: 'x', after: () => {} });
    expect(await result).toEqual({ error: 'Request was aborted', code: undefined });
    expect(f.events.at(-1)).toBe('ended r1 cancelled');
  });

  it('bip122 (the `bitcoin` extension): a PSBT waits for Approve like the others and names its Bitcoin network; refused where not offered', async () => {
    const BITCOIN = 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328';
    const psbt: AppPayload<'RPC_REQUEST'> = {
      method: 'signPsbt',
      params: { psbt: 'cHNidP8B', signInputs: [{ address: 'bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080', index: 0 }] },
      chainNamespace: 'bip122',
      chainId: BITCOIN,
    };
    const f = frame();
    const result = f.send('b1', psbt);
    await f.settle();
    expect(f.calls).toEqual([]);
    expect(f.events).toEqual(['requested b1']);
    f.approvals.approve('b1');
    expect(await result).toBe('0xsigned');
    expect(f.calls[1]!.body).toEqual({ chainId: 31337, request: psbt, approval: 'one-time' });

    const reown = frame([]);
    expect(await reown.send('b2', psbt)).toEqual({ error: 'Unsupported RPC method: signPsbt', code: undefined });
    expect(await reown.send('b3', { method: 'getAccountAddresses', chainNamespace: 'bip122', chainId: BITCOIN })).toMatchObject({
      error: 'Unsupported RPC method: getAccountAddresses',
    });
    expect(reown.calls).toEqual([]);
    expect(reown.events).toEqual(['reply b2 error', 'reply b3 error']);
  });

  it('need a session before anything is shown', async () => {
    const f = frame();
    f.storage.token = null;
    expect(await f.send('r1', SIGN)).toEqual({ error: 'Not connected to email or social', code: undefined });
    expect(f.events).toEqual(['reply r1 error']);
  });

  it('take the theme mode and the app data from the sync messages', async () => {
    const f = frame();
    const context: RequestContext = { id: 'x', after: () => {} };
    await f.handlers.SYNC_THEME({ themeMode: 'dark', themeVariables: { '--w3m-accent': 'transparent' } }, ORIGIN, context);
    expect(f.ui.theme).toHaveBeenCalledWith('dark');
    const metadata = { name: 'Shop', description: '', url: 'https://shop.example', icons: [] };
    await f.handlers.SYNC_DAPP_DATA({ metadata, sdkVersion: '1', sdkType: 'appkit', projectId: 'p' }, ORIGIN, context);
    expect(f.ui.dapp).toHaveBeenCalledWith(metadata, ORIGIN);
  });

  it('SYNC_LOCALE: the page speaks the language the tag names (English for one it lacks), and the popups it hands out too', async () => {
    const f = frame();
    const context: RequestContext = { id: 'x', after: () => {} };
    await f.handlers.SYNC_LOCALE({ locale: 'xx-YY' }, ORIGIN, context);
    expect(f.ui.setLocale).toHaveBeenLastCalledWith('en');
    expect(await f.handlers.GET_SOCIAL_REDIRECT_URI({ provider: 'google' }, ORIGIN, context)).toEqual({
      uri: 'http://127.0.0.1:4001/social/google?state=s1',
    });
    await f.handlers.SYNC_LOCALE({ locale: 'ja-JP' }, ORIGIN, context);
    expect(f.ui.setLocale).toHaveBeenLastCalledWith('ja');
    expect(await f.handlers.GET_SOCIAL_REDIRECT_URI({ provider: 'google' }, ORIGIN, context)).toEqual({
      uri: 'http://127.0.0.1:4001/social/google?state=s1&locale=ja',
    });
  });

  it('RELOAD: the page reloads once the reply is posted, not before', async () => {
    const f = frame();
    const after: Array<() => void> = [];
    await f.handlers.RELOAD(undefined, ORIGIN, { id: 'r', after: (task) => after.push(task) });
    expect(f.reload).not.toHaveBeenCalled();
    for (const task of after) task();
    expect(f.reload).toHaveBeenCalledTimes(1);
  });
});
