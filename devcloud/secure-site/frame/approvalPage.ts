/**
 * The confirmation page inside the frame: renders the shown approval, loads its preview, and
 * owns Approve and Reject. Approve counts only for a visitor's own click (trusted event, user
 * activation on this document) by a fresh press (gesture.ts) on a request that has been fully
 * visible for the review time (reviewGate.ts), and stayed so through the click: the answer waits
 * until the visibility observer has reported what happened just before it (CONFIRM_MS).
 * Reject and Escape need only a trusted event. It reports its preferred height for the modal. It speaks the
 * language `t()` gives; `relocalize()` redraws it (and reloads the preview, written in that language) when it changes.
 */
import type { SecureTranslator } from '../../../src/core/i18n/secure/en.ts';
import { escapeUnclean } from '../preview/personalMessage.ts';
import type { Preview } from '../preview/schema.ts';
import { titleOf } from '../preview/titles.ts';
import type { AppInfo } from './appInfo.ts';
import type { ApprovalQueue, PendingApproval } from './approvals.ts';
import { renderSheet, type SheetBody, TITLE_ID } from './approvalView.ts';
import { h } from './dom.ts';
import { isVisitorActivation, trackFreshPress, type FreshPress } from './gesture.ts';
import { createReviewGate, type GateState } from './reviewGate.ts';

/** Used in APPROVAL_REQUESTED before the page could be measured (a hidden frame has no layout). */
export const DEFAULT_HEIGHT = 420;

/**
 * How long after the press Approve waits before it counts: the visibility observer (IntersectionObserver v2) looks
 * at most every 100 ms, so a frame hidden or covered just before the press is reported within this time.
 */
export const CONFIRM_MS = 250;

export type ApprovalPageDeps = {
  doc: Document;
  win: Window & typeof globalThis;
  queue: Pick<ApprovalQueue, 'approve' | 'reject'>;
  loadPreview(approval: PendingApproval, t: SecureTranslator): Promise<Preview>;
  /** The page's language now. */
  t(): SecureTranslator;
  app(origin: string): AppInfo;
  onHeight(id: string, height: number): void;
  log(...args: unknown[]): void;
};

export type ApprovalPage = ReturnType<typeof createApprovalPage>;

const SENDS = new Set(['eth_sendTransaction', 'wallet_sendCalls', 'solana_signAndSendTransaction']);

/** The params as JSON, with characters that hide or reorder text made visible. */
function rawParams(approval: PendingApproval): string {
  const text = escapeUnclean(JSON.stringify(approval.request.params ?? null, null, 2) ?? 'null');
  return text.length > 20_000 ? `${text.slice(0, 20_000)}…` : text;
}

/** Writes only a changed text: an unchanged status must not be announced again. */
function setText(element: HTMLElement, text: string) {
  if (element.textContent !== text) element.textContent = text;
}

export function createApprovalPage(deps: ApprovalPageDeps) {
  const { doc, win } = deps;
  const main = doc.querySelector('main') ?? doc.body.appendChild(h(doc, 'main', {}));
  main.id = 'approval';
  main.setAttribute('aria-labelledby', TITLE_ID);
  main.hidden = true;

  const content = h(doc, 'div', { class: 'content' });
  const status = h(doc, 'p', { id: 'approval-status', class: 'status', role: 'status', 'aria-live': 'polite' });
  const reject = h(doc, 'button', { type: 'button', class: 'reject' });
  const approve = h(doc, 'button', { type: 'button', class: 'primary approve', disabled: true });
  const actions = h(doc, 'div', { class: 'actions' }, status, h(doc, 'div', { class: 'buttons' }, reject, approve));
  main.replaceChildren(content, actions);

  let shown: PendingApproval | null = null;
  let body: SheetBody = { kind: 'loading' };
  let waiting = 0;
  let deciding = false;
  /** An Approve click waiting out CONFIRM_MS. */
  let confirming = false;
  let gateState: GateState = 'hidden';
  let generation = 0;
  let lastHeight = 0;

  function refresh() {
    const t = deps.t();
    const reviewable = shown !== null && body.kind !== 'loading' && !deciding;
    approve.disabled = !(reviewable && gateState === 'ready');
    reject.disabled = shown === null || deciding;
    setText(approve, t('approval.approve'));
    setText(reject, t('approval.reject'));
    let text = '';
    if (shown && deciding) text = t(SENDS.has(shown.request.method) ? 'approval.sending' : 'approval.signing');
    else if (reviewable && gateState === 'hidden') text = t('approval.notVisible');
    setText(status, text);
  }

  // The request's details and the buttons, all of them: the button alone can be shown with the details cut away.
  const gate = createReviewGate(
    content,
    actions,
    (state) => {
      gateState = state;
      refresh();
    },
    { win },
  );
  const presses = trackFreshPress(approve, gate.readySince);

  /** Resolves once CONFIRM_MS have passed since `press` and the observer has had two frames to report. */
  function settled(press: FreshPress): Promise<void> {
    return new Promise((resolve) => {
      const frames = () => win.requestAnimationFrame(() => win.requestAnimationFrame(() => win.setTimeout(resolve, 0)));
      win.setTimeout(frames, Math.max(0, press.at + CONFIRM_MS - win.performance.now()));
    });
  }

  /** The height the page needs to show everything without scrolling; null while the frame is not laid out (hidden). */
  function measure(): number | null {
    const sheet = content.firstElementChild;
    const sheetHeight = sheet?.getBoundingClientRect().height ?? 0;
    if (sheetHeight === 0) return null;
    const style = win.getComputedStyle(content);
    const padding = Number.parseFloat(style.paddingTop) + Number.parseFloat(style.paddingBottom);
    // A few pixels to spare: a request cut by a rounding error would have to be scrolled through (reviewGate.ts).
    return Math.min(Math.ceil(sheetHeight + padding + actions.getBoundingClientRect().height) + 4, 10_000);
  }

  let pendingMeasure = false;
  const resizes = new win.ResizeObserver(() => {
    if (pendingMeasure) return;
    pendingMeasure = true;
    win.requestAnimationFrame(() => {
      pendingMeasure = false;
      if (!shown) return;
      const height = measure();
      if (height === null || height === lastHeight) return;
      lastHeight = height;
      deps.onHeight(shown.id, height);
    });
  });
  resizes.observe(actions);
  refresh();

  function render() {
    if (!shown) return;
    const hadFocus = doc.activeElement?.id === TITLE_ID;
    const previous = content.firstElementChild;
    if (previous) resizes.unobserve(previous);
    const t = deps.t();
    const title = titleOf(t, shown.request.method);
    const sheet = renderSheet(doc, { app: deps.app(shown.origin), title, waiting, body, t });
    content.replaceChildren(sheet);
    // Busy while the details load: for assistive technology, and for tests that read the request to its end.
    content.setAttribute('aria-busy', String(body.kind === 'loading'));
    resizes.observe(sheet);
    if (hadFocus) doc.getElementById(TITLE_ID)?.focus();
    refresh();
  }

  function load(approval: PendingApproval) {
    const mine = ++generation;
    deps.loadPreview(approval, deps.t()).then(
      (preview) => {
        if (mine !== generation) return;
        body = { kind: 'preview', preview };
        render();
        gate.restart();
      },
      (error: unknown) => {
        if (mine !== generation) return;
        deps.log('preview failed:', error);
        body = {
          kind: 'unavailable',
          reason: error instanceof Error && error.message ? error.message : 'no answer',
          raw: rawParams(approval),
        };
        render();
        gate.restart();
      },
    );
  }

  /** Approve, if the click was the visitor's, fresh, and the request stayed fully visible through it. */
  async function approveClicked(event: Event) {
    const current = shown;
    const press = presses.take();
    if (!current || deciding || confirming || approve.disabled) return;
    if (!isVisitorActivation(event, win.navigator)) return deps.log('Approve ignored: not a click by the visitor');
    if (!press) return deps.log('Approve ignored: the pointer (or focus) did not come to Approve after the request was shown');
    confirming = true;
    await settled(press);
    confirming = false;
    if (shown !== current) return;
    if (gate.readySince() !== press.readySince) return deps.log('Approve ignored: the request was not fully visible through the click');
    decide(event, 'approve');
  }

  function decide(event: Event, choice: 'approve' | 'reject') {
    const current = shown;
    if (!current || deciding) return;
    if (choice === 'reject' && !event.isTrusted) return deps.log('Reject ignored: not an event from the visitor');
    deciding = true;
    refresh();
    const accepted = choice === 'approve' ? deps.queue.approve(current.id) : deps.queue.reject(current.id);
    if (!accepted) {
      deciding = false;
      refresh();
    }
  }

  approve.addEventListener('click', (event) => void approveClicked(event));
  reject.addEventListener('click', (event) => decide(event, 'reject'));
  doc.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && shown && !deciding) {
      event.preventDefault();
      decide(event, 'reject');
    }
  });

  return {
    /** Shows `current` (the queue's first), or hides the page when nothing waits. */
    show(current: PendingApproval | null, count: number) {
      waiting = count;
      if (current === null) {
        shown = null;
        generation++;
        deciding = false;
        main.hidden = true;
        content.replaceChildren();
        lastHeight = 0;
        refresh();
        return;
      }
      if (shown?.id === current.id) return render();
      shown = current;
      deciding = false;
      body = { kind: 'loading' };
      main.hidden = false;
      render();
      doc.getElementById(TITLE_ID)?.focus();
      gate.restart();
      load(current);
    },
    /** The language changed: redraw, and fetch the shown request's preview again in the new one. */
    relocalize() {
      refresh();
      if (!shown || deciding) return;
      render();
      load(shown);
    },
    /** For APPROVAL_REQUESTED: the measured height, or DEFAULT_HEIGHT while the frame is hidden. */
    preferredHeight: () => measure() ?? DEFAULT_HEIGHT,
  };
}
