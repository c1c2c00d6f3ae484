/**
 * Whether a click on Approve was the visitor's own, and meant for it.
 *
 * `isVisitorActivation`: a trusted event (the browser made it, not a script) while this document has transient user
 * activation. Browsers without the UserActivation API (Safari before 16.4) are judged by the trusted flag alone.
 *
 * `trackFreshPress`: only a fresh press counts. A click stream (a game asking to click fast, a double-click whose
 * second half lands on a frame shown in between) has the pointer resting where the button appears: the browser sends
 * no pointer move then, only the press. So a press counts when the pointer moved onto the button after the page
 * became ready to review, and was pressed after that move; by keyboard, when focus came to the button after the
 * page became ready and the key went down after that.
 */
type ActivationSource = { userActivation?: { readonly isActive: boolean } };

export function isVisitorActivation(event: Pick<Event, 'isTrusted'>, navigator: ActivationSource): boolean {
  if (!event.isTrusted) return false;
  const activation = navigator.userActivation;
  return activation === undefined || activation.isActive;
}

/** A press that counts: when it happened, and since when the page had been ready then (performance.now() times). */
export type FreshPress = { at: number; readySince: number };

export function trackFreshPress(button: HTMLElement, readySince: () => number | null) {
  let arrivedAt = Number.NEGATIVE_INFINITY;
  let press: FreshPress | null = null;

  function pressed(event: Event) {
    const ready = readySince();
    press =
      event.isTrusted && ready !== null && arrivedAt >= ready && event.timeStamp >= arrivedAt
        ? { at: event.timeStamp, readySince: ready }
        : null;
  }

  const arrived = (event: Event) => {
    if (event.isTrusted) arrivedAt = event.timeStamp;
  };
  button.addEventListener('pointermove', arrived);
  // Focus by keyboard only: a press focuses the button too, and must not make the next press of a stream fresh.
  button.addEventListener('focus', (event) => {
    if (button.matches(':focus-visible')) arrived(event);
  });
  button.addEventListener('pointerdown', pressed);
  button.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' || event.key === ' ') pressed(event);
  });

  return {
    /** The fresh press behind the click being handled, used once; null when the click had none. */
    take(): FreshPress | null {
      const taken = press;
      press = null;
      return taken;
    },
  };
}
