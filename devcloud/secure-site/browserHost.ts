/**
 * Test fixture: a minimal host page script for the browser test. It embeds the secure frame
 * the way the toolkit does (hidden fixed iframe, messenger from src/core/frame) and exposes
 * the messenger on `window.airlockTest` for Playwright to drive.
 */
import { createFrameMessenger } from '../../src/core/frame/messenger.ts';
import type { FrameEvent } from '../../src/core/frame/messenger.ts';

const secureOrigin = document.body.dataset.secureOrigin ?? '';
const iframe = document.createElement('iframe');
iframe.id = 'airlock-secure-frame';
iframe.name = 'airlock-secure-frame';
iframe.title = 'Airlock secure frame';
iframe.style.cssText = 'position:fixed;z-index:999999;display:none;border:0;';

let popup: Window | null = null;
const events: FrameEvent[] = [];
const debug: string[] = [];
const messenger = createFrameMessenger({
  targetWindow: () => iframe.contentWindow,
  secureOrigin,
  allowedSources: () => [popup],
  onDebug: (message) => debug.push(message),
});
messenger.onEvent((event) => {
  events.push(event);
  // As the toolkit does: keep the session token to hand back in IS_CONNECTED after a reload.
  if (event.type === '@airlock-frame/SESSION_UPDATE') localStorage.setItem('airlock-test:token', event.payload.token);
});
iframe.src = `${secureOrigin}/login?projectId=p1&chainId=31337&version=test&enableLogger=true`;
document.body.append(iframe);

Object.assign(window, {
  airlockTest: {
    messenger,
    events,
    debug,
    iframe,
    token: () => localStorage.getItem('airlock-test:token') ?? undefined,
    openPopup(uri: string) {
      popup = window.open(uri, 'airlock-social', 'width=600,height=800');
    },
  },
});
