// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEmbeddedFrame, FRAME_ELEMENT_ID, type EmbeddedFrame } from './embedded.ts';

const SECURE = 'http://127.0.0.1:4001';

/** A stand-in for the iframe's window: what it was sent, with which target origin. */
function fakeFrameWindow() {
  return {
    posted: [] as Array<{ message: unknown; targetOrigin: string }>,
    postMessage(message: unknown, targetOrigin: string) {
      this.posted.push({ message, targetOrigin });
    },
  };
}

/** A message event as the browser delivers it to the host page. */
function deliver(data: unknown, origin: string, source: unknown) {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as MessageEventSource }));
}

const READY = { type: '@w3m-frame/READY', payload: { version: 'test' } };

describe('the hidden secure iframe (SPEC section 2)', () => {
  let frame: EmbeddedFrame | undefined;
  let target: ReturnType<typeof fakeFrameWindow>;

  function create(secureSiteUrl = `${SECURE}/some/path?x=1`) {
    frame = createEmbeddedFrame({ secureSiteUrl, projectId: 'proj', chainId: 31337, rpcUrl: 'http://127.0.0.1:4000', enableLogger: false });
    target = fakeFrameWindow();
    // No page is loaded here: the iframe's window is the stand-in the messenger posts to.
    Object.defineProperty(frame.iframe, 'contentWindow', { configurable: true, get: () => target });
    return frame;
  }

  beforeEach(() => {
    // No page is fetched (happy-dom logs a NotSupportedError for the src it skipped; expected).
    (window as unknown as { happyDOM: { settings: { disableIframePageLoading: boolean } } }).happyDOM.settings.disableIframePageLoading =
      true;
    vi.useFakeTimers();
  });
  afterEach(() => {
    frame?.destroy();
    frame = undefined;
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('is one fixed-position element on the body with id, name and z-index 999999, not displayed until ready', () => {
    create();
    const iframes = document.querySelectorAll('iframe');
    expect(iframes).toHaveLength(1);
    const iframe = iframes[0]!;
    expect(iframe.parentElement).toBe(document.body);
    expect(iframe.id).toBe(FRAME_ELEMENT_ID);
    expect(iframe.getAttribute('name')).toBe(FRAME_ELEMENT_ID);
    expect(iframe.style.position).toBe('fixed');
    expect(iframe.style.zIndex).toBe('999999');
    expect(iframe.style.display).toBe('none');
    expect(iframe.getAttribute('style') ?? '').not.toContain('display: block');
    const src = new URL(iframe.src);
    // The real SDK page and its query (AppKit's W3mFrame.ts): a CAIP chain id, the frame protocol's version 4, the RPC URL.
    expect(src.origin + src.pathname).toBe(`${SECURE}/sdk`);
    expect(Object.fromEntries(src.searchParams)).toEqual({
      projectId: 'proj',
      chainId: 'eip155:31337',
      version: '4',
      enableLogger: 'false',
      rpcUrl: 'http://127.0.0.1:4000',
    });

    deliver(READY, SECURE, target);
    expect(iframe.style.display).toBe('block');
    // Displayed, yet never in the way.
    expect(iframe.style.pointerEvents).toBe('none');
    expect(iframe.style.opacity).toBe('0');
  });

  it('replaces an earlier frame instead of adding a second one, and destroy removes it', () => {
    create();
    const first = frame!;
    create();
    expect(document.querySelectorAll(`#${FRAME_ELEMENT_ID}`)).toHaveLength(1);
    first.destroy();
    frame!.destroy();
    expect(document.getElementById(FRAME_ELEMENT_ID)).toBeNull();
    frame = undefined;
  });

  it('ignores READY from another origin or from a window that is not the frame (a popup of the secure origin included)', () => {
    const { iframe } = create();
    deliver(READY, 'http://localhost:3000', target);
    deliver(READY, 'http://127.0.0.1:4002', target);
    deliver(READY, SECURE, window);
    deliver(READY, SECURE, null);
    expect(iframe.style.display).toBe('none');
    deliver(READY, SECURE, fakeFrameWindow());
    expect(iframe.style.display).toBe('none');
    deliver(READY, SECURE, target);
    expect(iframe.style.display).toBe('block');
  });

  it('posts only to the exact secure origin, and takes replies only from it', async () => {
    const { messenger } = create();
    deliver(READY, SECURE, target);
    await vi.advanceTimersByTimeAsync(500);
    const answer = messenger.request('@w3m-app/GET_CHAIN_ID');
    await vi.advanceTimersByTimeAsync(0);
    expect(target.posted).toHaveLength(1);
    const { message, targetOrigin } = target.posted[0]!;
    expect(targetOrigin).toBe(SECURE);
    const id = (message as { id: string; type: string }).id;
    expect((message as { type: string }).type).toBe('@w3m-app/GET_CHAIN_ID');

    // A forged reply from the host's own origin, or from another window, settles nothing.
    deliver({ id, type: '@w3m-frame/GET_CHAIN_ID_SUCCESS', payload: { chainId: 1 } }, 'http://localhost:3000', target);
    deliver({ id, type: '@w3m-frame/GET_CHAIN_ID_SUCCESS', payload: { chainId: 2 } }, SECURE, window);
    deliver({ id, type: '@w3m-frame/GET_CHAIN_ID_SUCCESS', payload: { chainId: 31337 } }, SECURE, target);
    await expect(answer).resolves.toEqual({ chainId: 31337 });
  });
});
