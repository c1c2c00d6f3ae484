/**
 * Test fixture: a minimal host page script for the browser test. It embeds the secure frame
 * the way the toolkit does (hidden fixed iframe, messenger from src/core/frame), shows the
 * iframe while an approval is pending (as the modal will, over its view; here at a fixed
 * place), and exposes the messenger on `window.airlockTest` for Playwright to drive.
 */
import { createFrameMessenger } from '../../src/core/frame/messenger.ts';
import type { FrameEvent } from '../../src/core/frame/messenger.ts';

const secureOrigin = document.body.dataset.secureOrigin ?? '';
const iframe = document.createElement('iframe');
iframe.id = 'airlock-secure-frame';
iframe.name = 'airlock-secure-frame';
iframe.title = 'Airlock secure frame';
iframe.style.cssText = 'position:fixed;z-index:999999;display:none;border:0;';

const events: FrameEvent[] = [];
const pendingApprovals = new Set<string>();
let autoShow = true;

/** Where the modal's view would be: 360 px wide, as tall as the page asks within limits. */
function showFrame(height: number) {
  Object.assign(iframe.style, {
    display: 'block',
    left: '24px',
    top: '24px',
    width: '360px',
    height: `${Math.min(Math.max(height, 320), 640)}px`,
  });
}
function hideFrame() {
  iframe.style.display = 'none';
}
const debug: string[] = [];
const messenger = createFrameMessenger({
  targetWindow: () => iframe.contentWindow,
  secureOrigin,
  onDebug: (message) => debug.push(message),
});
messenger.onEvent((event) => {
  events.push(event);
  // As the toolkit does: keep the session token to hand back in IS_CONNECTED after a reload.
  if (event.type === '@w3m-frame/SESSION_UPDATE') localStorage.setItem('airlock-test:token', event.payload.token);
  // As the modal will: show the frame while any approval is pending, hide it after.
  if (event.type === '@w3m-frame/APPROVAL_REQUESTED') {
    pendingApprovals.add(event.payload.id);
    if (autoShow) showFrame(event.payload.height);
  }
  if (event.type === '@w3m-frame/APPROVAL_RESIZED' && iframe.style.display === 'block') showFrame(event.payload.height);
  if (event.type === '@w3m-frame/APPROVAL_ENDED') {
    pendingApprovals.delete(event.payload.id);
    if (pendingApprovals.size === 0) hideFrame();
  }
});
// The social popup's result: the real site's untyped `{ resultUri }`, trusted by its origin.
const socialResults: string[] = [];
/** Every message the secure origin posted, as sent (the contract test holds them against the real shapes). */
const rawMessages: unknown[] = [];
window.addEventListener('message', (event) => {
  if (event.origin === secureOrigin) rawMessages.push(event.data);
  const resultUri = (event.data as { resultUri?: unknown } | null)?.resultUri;
  if (event.origin === secureOrigin && typeof resultUri === 'string') socialResults.push(resultUri);
});
iframe.src = `${secureOrigin}/sdk?projectId=p1&chainId=eip155:31337&version=4&enableLogger=true`;
document.body.append(iframe);

Object.assign(window, {
  airlockTest: {
    messenger,
    events,
    socialResults,
    rawMessages,
    debug,
    iframe,
    token: () => localStorage.getItem('airlock-test:token') ?? undefined,
    pendingApprovals,
    setAutoShow(value: boolean) {
      autoShow = value;
    },
    showFrame,
    hideFrame,
    openPopup(uri: string) {
      window.open(uri, 'airlock-social', 'width=600,height=800');
    },
  },
});
