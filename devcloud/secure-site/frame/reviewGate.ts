/**
 * Approve is enabled only once the whole request has been on screen, unobstructed, for a moment: a host page must
 * not be able to flash a request, swap it under the pointer, show only part of it (shrink, clip or move the frame
 * so that a decoy sits where the details were), or cover it and have the click land on Approve (clickjacking).
 *
 * "On screen" is the request's details and the buttons fully inside the viewport (IntersectionObserver); where the
 * browser tracks visibility (IntersectionObserver v2, Chromium) they must also be neither covered, transparent nor
 * transformed. The details scroll inside their own box above the buttons: when the request is longer than the
 * frame, the frame must still be at least MIN_VIEW_HEIGHT tall and the visitor must have scrolled through all of it
 * (every part of it shown in the box while on screen) before the review time starts. Any change of the frame's size,
 * visibility, of what the observer sees, or a navigation of its fragment (the one way a host can scroll it) starts
 * the review again.
 */

/** How long the request must be visible, unchanged, before Approve can be used. */
export const REVIEW_MS = 600;

/** A frame shorter than this shows too little of a long request to review it (the modal gives it at least 300 px). */
export const MIN_VIEW_HEIGHT = 280;

export type GateState = 'hidden' | 'reviewing' | 'ready';

export type ReviewGate = {
  /** New content: the review starts again. */
  restart(): void;
  /** True when everything is visible now and has been for the review time. */
  isReady(): boolean;
  /**
   * Since when (performance.now()) the gate has been ready without a break, or null when it is not ready. Any change
   * moves it: equal values at two moments mean nothing changed in between.
   */
  readySince(): number | null;
  stop(): void;
};

type V2Entry = IntersectionObserverEntry & { isVisible?: boolean };

/** The parts of [0, length) shown so far, merged; `complete` once they cover it all. */
function coverage() {
  let seen: Array<[number, number]> = [];
  return {
    clear() {
      seen = [];
    },
    add(from: number, to: number) {
      const all = [...seen, [from, to] as [number, number]].sort((a, b) => a[0] - b[0]);
      seen = [];
      for (const range of all) {
        const last = seen.at(-1);
        if (last && range[0] <= last[1] + 1) last[1] = Math.max(last[1], range[1]);
        else seen.push([...range]);
      }
    },
    complete: (length: number) => seen.length > 0 && seen[0]![0] <= 1 && seen[0]![1] >= length - 1 && seen.length === 1,
  };
}

export function createReviewGate(
  details: HTMLElement,
  actions: Element,
  onChange: (state: GateState) => void,
  options: { reviewMs?: number; win?: Window & typeof globalThis } = {},
): ReviewGate {
  const win = options.win ?? window;
  const reviewMs = options.reviewMs ?? REVIEW_MS;
  const tracksVisibility = 'isVisible' in win.IntersectionObserverEntry.prototype;
  const seen = new Map<Element, boolean>([
    [details, false],
    [actions, false],
  ]);
  const scrolled = coverage();
  let since = win.performance.now();
  let timer: number | undefined;
  let state: GateState | undefined;

  const set = (next: GateState) => {
    if (next === state) return;
    state = next;
    onChange(next);
  };

  /** The frame, the details' box and the buttons are on screen, whole, and the page is not cut sideways. */
  const onScreen = () =>
    win.document.visibilityState === 'visible' &&
    [...seen.values()].every(Boolean) &&
    win.document.documentElement.scrollWidth <= win.innerWidth + 1;
  const fitsWhole = () => details.scrollHeight <= details.clientHeight + 1;
  /** Long requests: a frame tall enough, and every part of the request scrolled into view. */
  const scrolledThrough = () => win.innerHeight >= MIN_VIEW_HEIGHT && scrolled.complete(details.scrollHeight);
  const visible = () => onScreen() && (fitsWhole() || scrolledThrough());

  function evaluate() {
    if (timer !== undefined) win.clearTimeout(timer);
    timer = undefined;
    if (!visible()) return set('hidden');
    const left = since + reviewMs - win.performance.now();
    if (left <= 0) return set('ready');
    set('reviewing');
    timer = win.setTimeout(evaluate, left);
  }

  /** Something about the frame changed: whatever it is, the visitor gets the full review time again. */
  function changed() {
    since = win.performance.now();
    noteScroll();
  }

  /** What the details' box shows now counts as seen, if it is on screen. */
  function noteScroll() {
    if (onScreen()) {
      const wasComplete = scrolled.complete(details.scrollHeight);
      scrolled.add(details.scrollTop, details.scrollTop + details.clientHeight);
      // Scrolled to the end just now: the review time starts.
      if (!wasComplete && scrolled.complete(details.scrollHeight)) since = win.performance.now();
    }
    evaluate();
  }

  function startOver() {
    scrolled.clear();
    changed();
  }

  // trackVisibility needs a delay of at least 100 ms; the types of the DOM lib do not know it yet.
  const init = {
    threshold: [0, 0.5, 0.99, 1],
    ...(tracksVisibility ? { trackVisibility: true, delay: 100 } : {}),
  } as IntersectionObserverInit;
  const observer = new win.IntersectionObserver((entries) => {
    for (const entry of entries as V2Entry[]) {
      seen.set(entry.target, entry.intersectionRatio >= 0.99 && (!tracksVisibility || entry.isVisible === true));
    }
    changed();
  }, init);
  observer.observe(details);
  observer.observe(actions);
  // The frame's own size (the host sets it), the details' box (the status line above the buttons takes room), the
  // page's visibility and fragment navigations are not the intersection observer's business.
  const resizes = new win.ResizeObserver(changed);
  resizes.observe(details);
  win.addEventListener('resize', changed);
  win.addEventListener('hashchange', startOver);
  win.document.addEventListener('visibilitychange', changed);
  details.addEventListener('scroll', noteScroll, { passive: true });
  evaluate();

  const isReady = () => visible() && win.performance.now() - since >= reviewMs;
  return {
    restart: startOver,
    isReady,
    readySince: () => (isReady() ? since + reviewMs : null),
    stop() {
      observer.disconnect();
      resizes.disconnect();
      win.removeEventListener('resize', changed);
      win.removeEventListener('hashchange', startOver);
      win.document.removeEventListener('visibilitychange', changed);
      details.removeEventListener('scroll', noteScroll);
      if (timer !== undefined) win.clearTimeout(timer);
    },
  };
}
