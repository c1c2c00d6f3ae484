import { type RefObject, useEffect } from 'react';

/** SPEC section 9: the modal's height animates over 150 ms. */
export const MODAL_HEIGHT_MS = 150;

/**
 * Animates `card`'s height from what it was to what its content now needs whenever `content` changes size (a
 * new view, a list that loaded), so the card grows and shrinks instead of jumping. The first size is the
 * entry's (no animation); nothing moves under `prefers-reduced-motion`.
 */
export function useHeightAnimation(card: RefObject<HTMLElement | null>, content: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const cardEl = card.current;
    const contentEl = content.current;
    if (!cardEl || !contentEl || typeof ResizeObserver === 'undefined') return;
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)');
    let last: number | undefined;
    let running: Animation | undefined;
    const observer = new ResizeObserver(() => {
      // Where the card is now (mid-animation, or its old height) and where it settles without the animation.
      const from = running ? cardEl.getBoundingClientRect().height : last;
      running?.cancel();
      running = undefined;
      const to = cardEl.getBoundingClientRect().height;
      last = to;
      if (from === undefined || Math.abs(from - to) < 1 || reduced.matches) return;
      running = cardEl.animate([{ height: `${from}px` }, { height: `${to}px` }], { duration: MODAL_HEIGHT_MS, easing: 'ease-out' });
      running.onfinish = () => {
        running = undefined;
      };
    });
    observer.observe(contentEl);
    return () => {
      observer.disconnect();
      running?.cancel();
    };
  }, [card, content]);
}
