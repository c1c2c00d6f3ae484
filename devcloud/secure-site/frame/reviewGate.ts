/**
 * Approve is enabled only once the confirmation has been on screen, unobstructed, for a
 * moment: the frame is hidden until the modal shows it, and a host page must not be able to
 * flash a request, swap it under the pointer, or cover it and have the click land on Approve
 * (clickjacking). "On screen" is the button fully inside the viewport (IntersectionObserver);
 * where the browser tracks visibility (IntersectionObserver v2, Chromium) it must also be
 * neither covered, transparent nor transformed.
 */

/** How long the request must be visible, unchanged, before Approve can be used. */
export const REVIEW_MS = 600;

export type GateState = 'hidden' | 'reviewing' | 'ready';

export type ReviewGate = {
  /** New content: the review starts again. */
  restart(): void;
  /** True when the button is visible now and has been since the review time. */
  isReady(): boolean;
  stop(): void;
};

type V2Entry = IntersectionObserverEntry & { isVisible?: boolean };

export function createReviewGate(
  target: Element,
  onChange: (state: GateState) => void,
  options: { reviewMs?: number; win?: Window & typeof globalThis } = {},
): ReviewGate {
  const win = options.win ?? window;
  const reviewMs = options.reviewMs ?? REVIEW_MS;
  const tracksVisibility = 'isVisible' in win.IntersectionObserverEntry.prototype;
  let visible = false;
  let visibleSince = 0;
  let timer: number | undefined;
  let state: GateState | undefined;

  const set = (next: GateState) => {
    if (next === state) return;
    state = next;
    onChange(next);
  };

  function evaluate() {
    if (timer !== undefined) win.clearTimeout(timer);
    timer = undefined;
    if (!visible) return set('hidden');
    const left = visibleSince + reviewMs - win.performance.now();
    if (left <= 0) return set('ready');
    set('reviewing');
    timer = win.setTimeout(evaluate, left);
  }

  // trackVisibility needs a delay of at least 100 ms; the types of the DOM lib do not know it yet.
  const init = {
    threshold: [0, 0.5, 0.99, 1],
    ...(tracksVisibility ? { trackVisibility: true, delay: 100 } : {}),
  } as IntersectionObserverInit;
  const observer = new win.IntersectionObserver((entries) => {
    const entry = entries.at(-1) as V2Entry | undefined;
    if (!entry) return;
    const now = entry.intersectionRatio >= 0.99 && (!tracksVisibility || entry.isVisible === true);
    if (now && !visible) visibleSince = win.performance.now();
    visible = now;
    evaluate();
  }, init);
  observer.observe(target);
  evaluate();

  return {
    restart() {
      visibleSince = win.performance.now();
      evaluate();
    },
    isReady: () => visible && win.performance.now() - visibleSince >= reviewMs,
    stop() {
      observer.disconnect();
      if (timer !== undefined) win.clearTimeout(timer);
    },
  };
}
