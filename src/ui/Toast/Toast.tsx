import { WalletConnectIcon } from '../icons/icons.tsx';
import { useT } from '../i18n/useT.ts';

/** The icons a toast may show before its message (the SPEC's toast `svg`), by name. */
const TOAST_ICONS = { walletConnect: WalletConnectIcon };

export type ToastProps = {
  message: string;
  variant: 'success' | 'loading' | 'error';
  open: boolean;
  link?: { href: string; label: string } | undefined;
  /** An icon before the message, in a CSS colour. */
  svg?: { icon: keyof typeof TOAST_ICONS; color: string };
};

/**
 * A short status message, announced politely to screen readers. The live region stays mounted. Actions write it in
 * English; it is said here in the modal's language.
 */
export function Toast({ toast }: { toast: ToastProps | null }) {
  const t = useT();
  const Icon = toast?.svg && TOAST_ICONS[toast.svg.icon];
  return (
    <div role="status" aria-live="polite" className={toast?.open ? undefined : 'visually-hidden'}>
      {toast?.open ? (
        <div className="toast" data-variant={toast.variant}>
          {toast.variant === 'loading' ? <span className="spinner" aria-hidden="true" /> : null}
          {Icon ? (
            <span className="toast-icon" style={{ color: toast.svg?.color }}>
              <Icon />
            </span>
          ) : null}
          {t.text(toast.message)}
          {toast.link ? (
            <a href={toast.link.href} target="_blank" rel="noopener noreferrer">
              {t.text(toast.link.label)}
            </a>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
