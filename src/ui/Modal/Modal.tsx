import { createFocusTrap, type FocusTrap } from 'focus-trap';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { BackIcon, CloseIcon } from '../icons/icons.tsx';
import { useT } from '../i18n/useT.ts';
import { useHeightAnimation } from './useHeightAnimation.ts';

export type ModalProps = {
  title: string;
  /**
   * Names the view whatever the language (its English title): a new one enters with the view transition, while a
   * change of language keeps the view mounted, its state (a tab, a typed name) and all.
   */
  viewKey?: string;
  canGoBack: boolean;
  onBack: () => void;
  onClose: () => void;
  /** Where focus returns when the modal closes. */
  returnFocusTo: HTMLElement | null;
  banner?: ReactNode;
  /**
   * Lets focus leave the dialog for a while (the secure frame, shown over the view at ApproveTransaction, lives
   * outside the dialog); when it ends, focus comes back into the dialog.
   */
  focusElsewhere?: boolean;
  /** Embedded in the host's page: a part of it, so focus is not trapped, Escape is the page's and there is no backdrop. */
  inline?: boolean;
  children: ReactNode;
};

/**
 * The modal frame: backdrop, 360 px card, header with back and close. An accessible dialog:
 * named by its title, focus trapped inside while open and returned to the opener on close;
 * Escape and a click on the backdrop close it. Between views the title fades in (120 ms), the view enters
 * (150 ms) and the card's height follows the content (150 ms); none of it under reduced motion.
 */
export function Modal({
  title,
  viewKey = title,
  canGoBack,
  onBack,
  onClose,
  returnFocusTo,
  banner,
  focusElsewhere = false,
  inline = false,
  children,
}: ModalProps) {
  const titleId = useId();
  const t = useT();
  const cardRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  const trapRef = useRef<FocusTrap | undefined>(undefined);
  const contentRef = useRef<HTMLDivElement>(null);
  useHeightAnimation(cardRef, contentRef);

  useEffect(() => {
    const card = cardRef.current;
    if (!card || inline) return;
    let trap: FocusTrap | undefined = createFocusTrap(card, {
      initialFocus: () => card.querySelector<HTMLElement>('[data-autofocus]') ?? card,
      fallbackFocus: card,
      escapeDeactivates: false,
      clickOutsideDeactivates: false,
      allowOutsideClick: true,
      returnFocusOnDeactivate: false,
      // checkVisibility() instead of layout reads (getClientRects) per candidate: ~10 ms less on open.
      tabbableOptions: { getShadowRoot: true, displayCheck: 'full-native' },
    });
    // Activated in the frame after the dialog's first one: its scan for tabbable elements and the focus
    // move force a style and layout pass that, done before the first paint, kept a cold open's dialog
    // off screen ~12 ms longer. Focus lands one frame later.
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => {
        trap?.activate();
        trapRef.current = trap;
      });
    });
    // Escape closes wherever focus is, even after the focused control was removed (focus on body).
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) {
        event.preventDefault();
        closeRef.current();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      cancelAnimationFrame(frame);
      trap?.deactivate();
      trap = undefined;
      trapRef.current = undefined;
      // Return focus to the element that opened the modal, if it is still on the page.
      if (returnFocusTo?.isConnected) returnFocusTo.focus();
    };
  }, [returnFocusTo, inline]);

  useEffect(() => {
    const trap = trapRef.current;
    if (!trap) return;
    if (focusElsewhere) return void trap.pause();
    trap.unpause();
    // Back from the frame: focus returns into the dialog (the shadow root knows what is focused inside it).
    const card = cardRef.current;
    const root = card?.getRootNode() as Document | ShadowRoot | undefined;
    if (card && !card.contains(root?.activeElement ?? null)) (card.querySelector<HTMLElement>('[data-autofocus]') ?? card).focus();
  }, [focusElsewhere]);

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a click outside the dialog closes it; keyboard users have Escape and the close button.
    <div
      className="backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget && !inline) closeRef.current();
      }}
    >
      <div ref={cardRef} className="card" role="dialog" aria-modal={!inline} aria-labelledby={titleId} tabIndex={-1}>
        <div className="header">
          {canGoBack ? (
            <button type="button" className="icon-button back" aria-label={t('modal.back')} onClick={onBack}>
              <BackIcon />
            </button>
          ) : (
            <span />
          )}
          {/* Keyed by view: a new view's title fades in (120 ms, SPEC section 9). */}
          <h2 id={titleId} key={viewKey}>
            {title}
          </h2>
          <button type="button" className="icon-button" aria-label={t('modal.close')} onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        {banner}
        <div className="body">
          <div ref={contentRef}>
            {/* Keyed by view: each view enters with the 150 ms view transition (SPEC section 9). */}
            <div className="view" key={viewKey}>
              {children}
            </div>
          </div>
        </div>
      </div>
    </div>
  );
}
