/**
 * Script of the social login popup's pages. On the result page it posts the real site's untyped
 * `{ resultUri }` (no envelope: AppKit reads `event.data.resultUri`) to the window that opened the popup, at the opener's origin fixed by the server when the flow
 * started (never '*'); on the cancel page it closes the popup. Its statuses come with the page, already in the
 * page's language (data-done, data-no-opener).
 */
import { socialResultSchema } from '../../../src/core/frame/messages.ts';

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
  const parsed = socialResultSchema.safeParse({ resultUri });
  const opener = window.opener as Window | null;
  if (!parsed.success || !opener) {
    if (status && noOpener) status.textContent = noOpener;
    return;
  }
  opener.postMessage(parsed.data, openerOrigin);
  if (status && done) status.textContent = done;
}

start();
