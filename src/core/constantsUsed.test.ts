/**
 * The SPEC's time constants live in core/constants.ts and nowhere else: with other values there, the frame messenger
 * and the HTTP client follow them (a copy of 20_000, 120_000, 500 or 10_000 in either would not).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { createHttpClient } from './api/http.ts';
import { IframeLoadFailedError, IframeRequestTimeoutError } from './frame/errors.ts';
import { createFrameMessenger } from './frame/messenger.ts';

vi.mock('./constants.ts', async (original) => {
  const actual = await original<typeof import('./constants.ts')>();
  return {
    ...actual,
    TIME: { ...actual.TIME, iframeLoadTimeout: 1_111, iframeRequestTimeout: 2_222, postReadyDelay: 333, httpRpcTimeout: 444 },
  };
});

const ORIGIN = 'http://127.0.0.1:4001';

function messengerWithFrame() {
  const listeners = new Set<(event: MessageEvent) => void>();
  const frame = { postMessage: vi.fn() };
  const messenger = createFrameMessenger({
    targetWindow: () => frame as unknown as Window,
    secureOrigin: ORIGIN,
    listenTarget: {
      addEventListener: (_: 'message', l: (e: MessageEvent) => void) => listeners.add(l),
      removeEventListener: () => undefined,
    },
  });
  const ready = () => {
    const event = {
      data: { type: '@w3m-frame/READY', payload: { version: '1' } },
      origin: ORIGIN,
      source: frame,
    } as unknown as MessageEvent;
    for (const listener of listeners) listener(event);
  };
  return { messenger, frame, ready };
}

describe('time constants read from core/constants.ts', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('the frame messenger: load time-out, post-ready delay and request time-out', async () => {
    const loading = messengerWithFrame();
    const failed = loading.messenger.whenReady().catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(1_111);
    expect(await failed).toBeInstanceOf(IframeLoadFailedError);

    const { messenger, frame, ready } = messengerWithFrame();
    ready();
    const outcome = messenger.request('@w3m-app/CONNECT_EMAIL', { email: 'a@b.co' }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(332);
    expect(frame.postMessage).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(frame.postMessage).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2_222);
    expect(await outcome).toBeInstanceOf(IframeRequestTimeoutError);
  });

  it("the HTTP client's time-out", async () => {
    vi.spyOn(AbortSignal, 'timeout').mockImplementation(() => new AbortController().signal);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}')),
    );
    await createHttpClient('http://api.test', { projectId: 'p', st: 'appkit', sv: 'test' }).get('/x', z.unknown());
    expect(AbortSignal.timeout).toHaveBeenCalledWith(444);
  });
});
