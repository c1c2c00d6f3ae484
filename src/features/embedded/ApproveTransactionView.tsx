import { useAtomValue } from 'jotai/react';
import { useLayoutEffect, useRef } from 'react';
import { frameApprovalAtom } from '../../atoms/embedded.ts';
import { useServices } from '../../atoms/hooks.ts';
import { useT } from '../../ui/i18n/useT.ts';
import { Spinner } from '../../ui/Spinner/Spinner.tsx';

/** The most the frame's page may take of the modal: the card's body below the header, within the viewport. */
const MAX_FRAME_HEIGHT = 560;
const MIN_FRAME_HEIGHT = 300;

/**
 * ApproveTransaction (SPEC section 2): the request is shown, approved and rejected on the secure origin's own page.
 * This view keeps an area of the height that page asks for and has the secure frame placed exactly over it (and
 * kept there on resize and scroll); focus goes into the frame. Reject here withdraws what waits (the frame answers
 * 4001); Escape in the modal closes it, which does the same.
 */
export function ApproveTransactionView() {
  const t = useT();
  const approval = useAtomValue(frameApprovalAtom);
  const { embedded } = useServices();
  const slot = useRef<HTMLDivElement>(null);
  const pending = approval.ids.length > 0;
  const height = Math.min(Math.max(approval.height || 420, MIN_FRAME_HEIGHT), MAX_FRAME_HEIGHT, window.innerHeight - 120);

  useLayoutEffect(() => {
    const area = slot.current;
    if (!pending || !area) return;
    let frame = 0;
    const place = () => {
      const { top, left, width, height: h } = area.getBoundingClientRect();
      embedded.placeFrame({ top, left, width, height: h });
    };
    // The card rises into place over its first frames, and its height animates (150 ms) after the slot's size
    // changes: follow it for a few frames each time, until it rests.
    const settle = (left: number) => {
      cancelAnimationFrame(frame);
      place();
      if (left > 0) frame = requestAnimationFrame(() => settle(left - 1));
    };
    settle(12);
    const observer = new ResizeObserver(() => settle(12));
    observer.observe(area);
    window.addEventListener('resize', place);
    window.addEventListener('scroll', place, true);
    const focusFrame = setTimeout(() => document.getElementById('airlock-secure-frame')?.focus(), 0);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(focusFrame);
      observer.disconnect();
      window.removeEventListener('resize', place);
      window.removeEventListener('scroll', place, true);
      embedded.placeFrame(null);
    };
  }, [pending, embedded]);

  if (!pending) {
    return (
      <div className="center">
        <Spinner large label={t('approve.waiting')} />
      </div>
    );
  }
  return (
    <div className="section approve">
      <div ref={slot} className="approve-frame-slot" style={{ height }} data-testid="approve-frame-slot">
        <p className="muted">{t('approve.review')}</p>
      </div>
      {approval.ids.length > 1 ? <p className="muted">{t('approve.more', { count: approval.ids.length - 1 })}</p> : null}
      <button type="button" className="button secondary wide" onClick={() => embedded.reject()}>
        {t('approve.rejectAll')}
      </button>
    </div>
  );
}
