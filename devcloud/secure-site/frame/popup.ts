/**
 * Script of the social login popup's pages. On the result page it posts `{ resultUri }` to the
 * window that opened the popup, at the opener's origin fixed by the server when the flow
 * started (never '*'); on the cancel page it closes the popup. Its statuses come with the page, already in the
 * page's language (data-done, data-no-opener).
 */
import { eventType, parseFrameMessage } from '../../../src/core/frame/messages.ts';

function start() {
  const main = document.querySelector('main');
  if (!main) return;
  if (main.dataset.close === 'true') {
    window.close();
    return;
  }
  const { openerOrigin, resultUri, done, noOpener } = main.dataset;
  const status = document.getElementById('status');
  if (!openerOrigin || !resultUri) return;
  const message = parseFrameMessage({ type: eventType('SOCIAL_RESULT'), payload: { resultUri } });
  const opener = window.opener as Window | null;
  if (!message || !opener) {
    if (status && noOpener) status.textContent = noOpener;
    return;
  }
  opener.postMessage(message, openerOrigin);
  if (status && done) status.textContent = done;
}

start();
