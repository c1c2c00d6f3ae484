import fc from 'fast-check';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  FarcasterUriAbortedError,
  FrameReplyError,
  FrameRequestAbortedError,
  FrameUnavailableError,
  IframeLoadFailedError,
  IframeRequestTimeoutError,
  InvalidFrameRequestError,
  RpcRequestAbortedError,
} from './errors.ts';
import { createFrameMessenger, type FrameMessengerOptions } from './messenger.ts';

const ORIGIN = 'http://127.0.0.1:4001';
const ADDRESS = '0x1111111111111111111111111111111111111111';

type Posted = { message: { id: string; type: string; payload?: unknown }; origin: string };

/** A stand-in for a window: records what is posted to it. */
class FakeWindow {
  posted: Posted[] = [];
  postMessage(message: unknown, origin: string) {
    this.posted.push({ message: structuredClone(message) as Posted['message'], origin });
  }
}

/** A stand-in for the page's window as a `message` event target. */
class FakeHost {
  listeners = new Set<(event: MessageEvent) => void>();
  addEventListener(_: 'message', listener: (event: MessageEvent) => void) {
    this.listeners.add(listener);
  }
  removeEventListener(_: 'message', listener: (event: MessageEvent) => void) {
    this.listeners.delete(listener);
  }
  deliver(data: unknown, origin: string, source: unknown) {
    const event = { data: structuredClone(data), origin, source } as unknown as MessageEvent;
    for (const listener of [...this.listeners]) listener(event);
  }
}

let host: FakeHost;
let frame: FakeWindow;
let debug: ReturnType<typeof vi.fn<(message: string, data?: unknown) => void>>;

function setup(extra: Partial<FrameMessengerOptions> = {}) {
  return createFrameMessenger({
    targetWindow: () => frame,
    secureOrigin: ORIGIN,
    listenTarget: host,
    onDebug: debug,
    ...extra,
  });
}

function fromFrame(data: unknown, origin = ORIGIN, source: unknown = frame) {
  host.deliver(data, origin, source);
}

async function ready() {
  fromFrame({ type: '@w3m-frame/READY', payload: { version: '1' } });
  await vi.advanceTimersByTimeAsync(500);
}

/** Let promise callbacks (whenReady → post) run. */
const flush = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
  host = new FakeHost();
  frame = new FakeWindow();
  debug = vi.fn();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('readiness', () => {
  it('waits 500 ms after READY before posting, then posts to the exact origin', async () => {
    const messenger = setup();
    const result = messenger.request('@w3m-app/GET_CHAIN_ID');
    await flush();
    expect(frame.posted).toHaveLength(0);
    fromFrame({ type: '@w3m-frame/READY', payload: { version: '1' } });
    await vi.advanceTimersByTimeAsync(499);
    expect(frame.posted).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(frame.posted).toHaveLength(1);
    const [{ message, origin }] = frame.posted as [Posted];
    expect(origin).toBe(ORIGIN);
    expect(message.type).toBe('@w3m-app/GET_CHAIN_ID');
    expect(message.id).toMatch(/^[0-9a-f-]{32,36}$/);
    fromFrame({ id: message.id, type: '@w3m-frame/GET_CHAIN_ID_SUCCESS', payload: { chainId: 31337 } });
    await expect(result).resolves.toEqual({ chainId: 31337 });
  });

  it('honours a custom post-ready delay', async () => {
    const messenger = setup({ postReadyDelayMs: 50 });
    const whenReady = vi.fn();
    void messenger.whenReady().then(whenReady);
    fromFrame({ type: '@w3m-frame/READY', payload: { version: '1' } });
    await vi.advanceTimersByTimeAsync(49);
    expect(whenReady).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(whenReady).toHaveBeenCalled();
  });

  it('fails with iframe_load_failed when no READY arrives within 20 s, and aborts waiting requests', async () => {
    const messenger = setup();
    const readyPromise = messenger.whenReady();
    const result = messenger.request('@w3m-app/CONNECT_EMAIL', { email: 'a@b.co' });
    const readyOutcome = readyPromise.catch((error: unknown) => error);
    const outcome = result.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(19_999);
    expect(debug).not.toHaveBeenCalledWith('iframe_load_failed', expect.anything());
    await vi.advanceTimersByTimeAsync(1);
    const error = (await outcome) as IframeLoadFailedError;
    expect(error).toBeInstanceOf(IframeLoadFailedError);
    expect(error.message).toBe('iframe_load_failed');
    expect(error.shortMessage).toBe('iframe_load_failed');
    expect(await readyOutcome).toBeInstanceOf(IframeLoadFailedError);
    expect(frame.posted).toHaveLength(0);
    expect(debug).toHaveBeenCalledWith('iframe_load_failed', { timeoutMs: 20_000 });
    await expect(messenger.request('@w3m-app/GET_CHAIN_ID')).rejects.toBeInstanceOf(IframeLoadFailedError);
  });

  it('uses a custom load time-out and recovers when READY comes late', async () => {
    const messenger = setup({ timeouts: { load: 1000 } });
    const early = messenger.whenReady().catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(1000);
    expect(await early).toBeInstanceOf(IframeLoadFailedError);
    await ready();
    await expect(messenger.whenReady()).resolves.toBeUndefined();
  });

  it('READY clears the load time-out', async () => {
    const messenger = setup();
    await ready();
    await vi.advanceTimersByTimeAsync(60_000);
    await expect(messenger.whenReady()).resolves.toBeUndefined();
    expect(debug).not.toHaveBeenCalledWith('iframe_load_failed', expect.anything());
  });

  it('rejects with the SPEC text when the frame window is gone', async () => {
    let target: FakeWindow | null = frame;
    const messenger = setup({ targetWindow: () => target });
    await ready();
    target = null;
    const error = await messenger.request('@w3m-app/GET_CHAIN_ID').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FrameUnavailableError);
    expect((error as Error).message).toBe('Unable to load email login dependency');
  });
});

describe('replies', () => {
  it('matches replies by id, whatever their order', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 8 }).chain((n) => fc.shuffledSubarray([...Array(n).keys()], { minLength: n, maxLength: n })),
        async (order) => {
          frame = new FakeWindow();
          host = new FakeHost();
          const messenger = setup();
          await ready();
          const results = order.map((i) => messenger.request('@w3m-app/SWITCH_NETWORK', { chainId: i + 1 }));
          await flush();
          const posted = [...frame.posted];
          for (const i of order) {
            const { message } = posted[i]!;
            fromFrame({
              id: message.id,
              type: '@w3m-frame/SWITCH_NETWORK_SUCCESS',
              payload: { chainId: (message.payload as { chainId: number }).chainId },
            });
          }
          const values = await Promise.all(results);
          messenger.destroy();
          return values.every((value, index) => value.chainId === (frame.posted[index]!.message.payload as { chainId: number }).chainId);
        },
      ),
      { numRuns: 25 },
    );
  });

  it('gives every request a different random id', async () => {
    const messenger = setup();
    await ready();
    for (let i = 0; i < 50; i++) void messenger.request('@w3m-app/GET_CHAIN_ID').catch(() => {});
    await flush();
    expect(new Set(frame.posted.map((p) => p.message.id)).size).toBe(50);
    messenger.destroy();
  });

  it('ignores replies with an unknown id or a type that does not match the request', async () => {
    const messenger = setup();
    await ready();
    const settled = vi.fn();
    const result = messenger.request('@w3m-app/IS_CONNECTED', {}).then(settled, settled);
    await flush();
    const id = frame.posted[0]!.message.id;
    fromFrame({ id: 'someone-else', type: '@w3m-frame/IS_CONNECTED_SUCCESS', payload: { isConnected: true } });
    fromFrame({ id, type: '@w3m-frame/GET_CHAIN_ID_SUCCESS', payload: { chainId: 1 } });
    await flush();
    expect(settled).not.toHaveBeenCalled();
    fromFrame({ id, type: '@w3m-frame/IS_CONNECTED_SUCCESS', payload: { isConnected: false } });
    await result;
    expect(settled).toHaveBeenCalledWith({ isConnected: false });
  });

  it('turns _ERROR into an Error with the frame message or the SPEC fallback', async () => {
    const messenger = setup();
    await ready();
    const first = messenger.request('@w3m-app/CONNECT_OTP', { otp: '000000' }).catch((e: unknown) => e);
    const second = messenger.request('@w3m-app/CONNECT_OTP', { otp: '000001' }).catch((e: unknown) => e);
    await flush();
    const [a, b] = frame.posted as [Posted, Posted];
    fromFrame({ id: a.message.id, type: '@w3m-frame/CONNECT_OTP_ERROR', payload: { message: 'Invalid code' } });
    fromFrame({ id: b.message.id, type: '@w3m-frame/CONNECT_OTP_ERROR' });
    const errorA = (await first) as FrameReplyError;
    expect(errorA).toBeInstanceOf(FrameReplyError);
    expect(errorA.message).toBe('Invalid code');
    expect(errorA.shortMessage).toBe('Invalid code');
    expect(((await second) as Error).message).toBe('An error occurred');
  });

  it("keeps the _ERROR's EIP-1193 code, as when the visitor rejected inside the frame", async () => {
    const messenger = setup();
    await ready();
    const rejected = messenger.request('@w3m-app/RPC_REQUEST', { method: 'personal_sign', params: ['0x68', ADDRESS] }).catch((e) => e);
    await flush();
    const id = frame.posted[0]!.message.id;
    fromFrame({ id, type: '@w3m-frame/RPC_REQUEST_ERROR', payload: { message: 'User rejected the request.', code: 4001 } });
    const error = (await rejected) as FrameReplyError;
    expect(error).toMatchObject({ name: 'FrameReplyError', message: 'User rejected the request.', code: 4001 });
  });

  it('drops malformed frame messages and reports them', async () => {
    const messenger = setup();
    await ready();
    const settled = vi.fn();
    void messenger.request('@w3m-app/GET_USER').then(settled, settled);
    await flush();
    const id = frame.posted[0]!.message.id;
    fromFrame({ id, type: '@w3m-frame/GET_USER_SUCCESS', payload: { address: 42 } });
    fromFrame('hello');
    await flush();
    expect(settled).not.toHaveBeenCalled();
    expect(debug).toHaveBeenCalledWith('dropped invalid frame message', expect.anything());
    messenger.destroy();
  });
});

describe('origin and source checks', () => {
  it('ignores messages from any other origin', async () => {
    const messenger = setup();
    const whenReady = vi.fn();
    void messenger.whenReady().then(whenReady);
    fromFrame({ type: '@w3m-frame/READY', payload: { version: '1' } }, 'http://evil.test');
    fromFrame({ type: '@w3m-frame/READY', payload: { version: '1' } }, 'http://127.0.0.1:4002');
    fromFrame({ type: '@w3m-frame/READY', payload: { version: '1' } }, 'http://127.0.0.1:4001/');
    await vi.advanceTimersByTimeAsync(1000);
    expect(whenReady).not.toHaveBeenCalled();
    expect(debug).toHaveBeenCalledWith('dropped message from unexpected origin', { origin: 'http://evil.test' });
    await ready();
    const settled = vi.fn();
    void messenger.request('@w3m-app/GET_CHAIN_ID').then(settled, settled);
    await flush();
    const id = frame.posted[0]!.message.id;
    fromFrame({ id, type: '@w3m-frame/GET_CHAIN_ID_SUCCESS', payload: { chainId: 1 } }, 'http://evil.test');
    await flush();
    expect(settled).not.toHaveBeenCalled();
    messenger.destroy();
  });

  it('ignores messages of the right origin from another window', async () => {
    const messenger = setup();
    const stranger = new FakeWindow();
    const events = vi.fn();
    messenger.onEvent(events);
    fromFrame({ type: '@w3m-frame/READY', payload: { version: '1' } }, ORIGIN, stranger);
    fromFrame({ type: '@w3m-frame/SESSION_UPDATE', payload: { token: 't' } }, ORIGIN, null);
    await vi.advanceTimersByTimeAsync(1000);
    expect(events).not.toHaveBeenCalled();
    expect(debug).toHaveBeenCalledWith('dropped message from unexpected source', { origin: ORIGIN });
    messenger.destroy();
  });

  it('takes events from the frame alone: another window of the secure origin (the login popup) is not heard', async () => {
    const messenger = setup();
    const events = vi.fn();
    messenger.onEvent(events);
    const result = { type: '@w3m-frame/SESSION_UPDATE', payload: { token: 'popup-token' } };
    fromFrame(result, ORIGIN, new FakeWindow());
    expect(events).not.toHaveBeenCalled();
    fromFrame(result, ORIGIN, frame);
    expect(events).toHaveBeenCalledWith(result);
    messenger.destroy();
  });
});

describe('events', () => {
  it('passes the approval events to listeners, not to pending requests', async () => {
    const messenger = setup();
    await ready();
    const events = vi.fn();
    messenger.onEvent(events);
    const settled = vi.fn();
    void messenger.request('@w3m-app/RPC_REQUEST', { method: 'personal_sign', params: ['0x68', ADDRESS] }).then(settled, settled);
    await flush();
    const id = frame.posted[0]!.message.id;
    fromFrame({ type: '@w3m-frame/APPROVAL_REQUESTED', payload: { id, method: 'personal_sign', height: 420 } });
    fromFrame({ type: '@w3m-frame/APPROVAL_RESIZED', payload: { id, height: 480 } });
    fromFrame({ type: '@w3m-frame/APPROVAL_ENDED', payload: { id, outcome: 'cancelled' } });
    await flush();
    expect(events.mock.calls.map(([e]) => e.type)).toEqual([
      '@w3m-frame/APPROVAL_REQUESTED',
      '@w3m-frame/APPROVAL_RESIZED',
      '@w3m-frame/APPROVAL_ENDED',
    ]);
    expect(settled).not.toHaveBeenCalled();
    messenger.destroy();
  });

  it('passes READY and SESSION_UPDATE to listeners until they unsubscribe', async () => {
    const messenger = setup();
    const events = vi.fn();
    const off = messenger.onEvent(events);
    fromFrame({ type: '@w3m-frame/READY', payload: { version: '1.2.3' } });
    fromFrame({ type: '@w3m-frame/SESSION_UPDATE', payload: { token: 'tok' } });
    expect(events.mock.calls.map(([e]) => e.type)).toEqual(['@w3m-frame/READY', '@w3m-frame/SESSION_UPDATE']);
    off();
    fromFrame({ type: '@w3m-frame/SESSION_UPDATE', payload: { token: 'tok2' } });
    expect(events).toHaveBeenCalledTimes(2);
    messenger.destroy();
  });

  it('keeps dispatching when a listener throws', async () => {
    const messenger = setup();
    const second = vi.fn();
    messenger.onEvent(() => {
      throw new Error('listener bug');
    });
    messenger.onEvent(second);
    fromFrame({ type: '@w3m-frame/SESSION_UPDATE', payload: { token: 'tok' } });
    expect(second).toHaveBeenCalled();
    messenger.destroy();
  });
});

describe('time-outs', () => {
  it.each(['CONNECT_EMAIL', 'CONNECT_DEVICE', 'CONNECT_OTP', 'CONNECT_SOCIAL', 'GET_SOCIAL_REDIRECT_URI'] as const)(
    '%s fails with iframe_request_timeout after 120 s',
    async (name) => {
      const payloads = {
        CONNECT_EMAIL: { email: 'a@b.co' },
        CONNECT_DEVICE: undefined,
        CONNECT_OTP: { otp: '1' },
        CONNECT_SOCIAL: { uri: `${ORIGIN}/social/callback?code=1` },
        GET_SOCIAL_REDIRECT_URI: { provider: 'x' },
      };
      const messenger = setup();
      await ready();
      const outcome = (messenger.request as (type: string, payload: unknown) => Promise<unknown>)(`@w3m-app/${name}`, payloads[name]).catch(
        (e: unknown) => e,
      );
      await vi.advanceTimersByTimeAsync(119_999);
      const settled = await Promise.race([outcome, Promise.resolve('pending')]);
      expect(settled).toBe('pending');
      await vi.advanceTimersByTimeAsync(1);
      const error = (await outcome) as IframeRequestTimeoutError;
      expect(error).toBeInstanceOf(IframeRequestTimeoutError);
      expect(error.message).toBe('iframe_request_timeout');
      // A late reply for the timed-out request is dropped.
      fromFrame({
        id: frame.posted[0]!.message.id,
        type: `@w3m-frame/${name}_ERROR`,
        payload: { message: 'late' },
      });
      expect(debug).toHaveBeenCalledWith('dropped reply without a pending request', expect.anything());
    },
  );

  it('does not time out other requests', async () => {
    const messenger = setup();
    await ready();
    const settled = vi.fn();
    void messenger.request('@w3m-app/CONNECT_FARCASTER').then(settled, settled);
    void messenger.request('@w3m-app/GET_USER', {}).then(settled, settled);
    await vi.advanceTimersByTimeAsync(600_000);
    expect(settled).not.toHaveBeenCalled();
    messenger.destroy();
  });

  it('uses a custom request time-out, counted from when the request is posted', async () => {
    const messenger = setup({ timeouts: { request: 1000 } });
    const outcome = messenger.request('@w3m-app/CONNECT_DEVICE').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(5000);
    expect(frame.posted).toHaveLength(0);
    await ready();
    await vi.advanceTimersByTimeAsync(999);
    expect(await Promise.race([outcome, Promise.resolve('pending')])).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBeInstanceOf(IframeRequestTimeoutError);
  });

  it('a reply in time clears the time-out', async () => {
    const messenger = setup();
    await ready();
    const result = messenger.request('@w3m-app/CONNECT_EMAIL', { email: 'a@b.co' });
    await flush();
    fromFrame({
      id: frame.posted[0]!.message.id,
      type: '@w3m-frame/CONNECT_EMAIL_SUCCESS',
      payload: { action: 'VERIFY_OTP' },
    });
    await expect(result).resolves.toEqual({ action: 'VERIFY_OTP' });
    await vi.advanceTimersByTimeAsync(200_000);
    expect(debug).not.toHaveBeenCalledWith('iframe_request_timeout', expect.anything());
  });
});

describe('aborts', () => {
  it('maps an aborted signal to the SPEC messages per request type', async () => {
    const messenger = setup();
    await ready();
    const controller = new AbortController();
    const { signal } = controller;
    const rpc = messenger
      .request('@w3m-app/RPC_REQUEST', { method: 'personal_sign', params: ['0x68', ADDRESS] }, { signal })
      .catch((e: unknown) => e);
    const email = messenger.request('@w3m-app/CONNECT_EMAIL', { email: 'a@b.co' }, { signal }).catch((e: unknown) => e);
    const farcaster = messenger.request('@w3m-app/GET_FARCASTER_URI', undefined, { signal }).catch((e: unknown) => e);
    await flush();
    controller.abort('user left');
    const rpcError = (await rpc) as RpcRequestAbortedError;
    expect(rpcError).toBeInstanceOf(RpcRequestAbortedError);
    expect(rpcError.message).toBe('Request was aborted');
    expect(rpcError.cause).toBe('user left');
    expect(((await email) as Error).message).toBe('Something went wrong');
    expect(await email).toBeInstanceOf(FrameRequestAbortedError);
    const farcasterError = (await farcaster) as FarcasterUriAbortedError;
    expect(farcasterError).toBeInstanceOf(FarcasterUriAbortedError);
    expect(farcasterError.message).not.toBe('Something went wrong');
    expect(farcasterError.silent).toBe(true);
  });

  it('rejects at once when the signal is already aborted', async () => {
    const messenger = setup();
    await expect(messenger.request('@w3m-app/SIGN_OUT', undefined, { signal: AbortSignal.abort() })).rejects.toBeInstanceOf(
      FrameRequestAbortedError,
    );
    await flush();
    expect(frame.posted).toHaveLength(0);
    messenger.destroy();
  });

  it('abortAll with keepSafeRpc keeps read-only RPC requests running', async () => {
    const messenger = setup();
    await ready();
    const balance = messenger.request('@w3m-app/RPC_REQUEST', {
      method: 'eth_getBalance',
      params: [ADDRESS, 'latest'],
    });
    const sign = messenger.request('@w3m-app/RPC_REQUEST', { method: 'personal_sign', params: ['0x68', ADDRESS] }).catch((e: unknown) => e);
    const send = messenger
      .request('@w3m-app/RPC_REQUEST', { method: 'eth_sendTransaction', params: [{ to: ADDRESS, value: '0x1' }] })
      .catch((e: unknown) => e);
    const user = messenger.request('@w3m-app/GET_USER').catch((e: unknown) => e);
    await flush();
    messenger.abortAll('rpc abort', { keepSafeRpc: true });
    expect(await sign).toBeInstanceOf(RpcRequestAbortedError);
    expect(await send).toBeInstanceOf(RpcRequestAbortedError);
    expect(((await user) as Error).message).toBe('Something went wrong');
    fromFrame({
      id: frame.posted[0]!.message.id,
      type: '@w3m-frame/RPC_REQUEST_SUCCESS',
      payload: '0x10',
    });
    await expect(balance).resolves.toBe('0x10');
  });

  it("RPC_REQUEST_SUCCESS resolves with the real frame's bare result (AppKit resolves event.payload)", async () => {
    const messenger = setup();
    await ready();
    const block = messenger.request('@w3m-app/RPC_REQUEST', { method: 'eth_blockNumber' });
    await flush();
    fromFrame({ id: frame.posted[0]!.message.id, type: '@w3m-frame/RPC_REQUEST_SUCCESS', payload: '0x2a' });
    await expect(block).resolves.toBe('0x2a');
  });

  it('an RPC read the frame never answers times out (iframe_request_timeout); an unsafe one waits for the visitor', async () => {
    const messenger = setup({ timeouts: { request: 5000 } });
    await ready();
    const read = messenger.request('@w3m-app/RPC_REQUEST', { method: 'eth_blockNumber' }).catch((e: unknown) => e);
    const sign = messenger.request('@w3m-app/RPC_REQUEST', { method: 'personal_sign', params: ['0x68', ADDRESS] }).catch((e: unknown) => e);
    const settled = vi.fn();
    void sign.then(settled);
    await vi.advanceTimersByTimeAsync(5000);
    expect(await read).toBeInstanceOf(IframeRequestTimeoutError);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(settled).not.toHaveBeenCalled();
    messenger.destroy();
  });

  it('abortAll without keepSafeRpc aborts everything', async () => {
    const messenger = setup();
    await ready();
    const balance = messenger.request('@w3m-app/RPC_REQUEST', { method: 'eth_blockNumber' }).catch((e: unknown) => e);
    await flush();
    messenger.abortAll();
    expect(await balance).toBeInstanceOf(RpcRequestAbortedError);
  });

  it('destroy rejects pending requests and stops listening', async () => {
    const messenger = setup();
    const waiting = messenger.request('@w3m-app/GET_CHAIN_ID').catch((e: unknown) => e);
    const whenReady = messenger.whenReady().catch((e: unknown) => e);
    messenger.destroy();
    expect(await waiting).toBeInstanceOf(FrameRequestAbortedError);
    expect(await whenReady).toBeInstanceOf(FrameUnavailableError);
    expect(host.listeners.size).toBe(0);
    await expect(messenger.request('@w3m-app/GET_CHAIN_ID')).rejects.toBeInstanceOf(FrameUnavailableError);
  });
});

describe('outgoing validation', () => {
  it('refuses malformed requests without posting them', async () => {
    const messenger = setup();
    await ready();
    const request = messenger.request as (type: string, payload?: unknown) => Promise<unknown>;
    await expect(request('@w3m-app/CONNECT_EMAIL', { email: 'nope' })).rejects.toBeInstanceOf(InvalidFrameRequestError);
    await expect(request('@w3m-app/RPC_REQUEST', { method: 'eth_sign', params: [] })).rejects.toBeInstanceOf(InvalidFrameRequestError);
    await expect(request('@w3m-app/NOPE')).rejects.toBeInstanceOf(InvalidFrameRequestError);
    await flush();
    expect(frame.posted).toHaveLength(0);
  });

  it('strips keys the schema does not know', async () => {
    const messenger = setup();
    await ready();
    const request = messenger.request as (type: string, payload?: unknown) => Promise<unknown>;
    void request('@w3m-app/CONNECT_EMAIL', { email: 'a@b.co', password: 'hunter2' }).catch(() => {});
    await flush();
    expect(frame.posted[0]!.message.payload).toEqual({ email: 'a@b.co' });
    messenger.destroy();
  });
});
