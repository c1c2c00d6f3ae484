import { useT } from '../i18n/useT.ts';

export type ToastProps = {
  message: string;
  variant: 'success' | 'loading' | 'error';
  open: boolean;
  link?: { href: string; label: string };
};

/**
 * A short status message, announced politely to screen readers. The live region stays mounted. Actions write it in
 * English; it is said here in the modal's language.
 */
export function Toast({ toast }: { toast: ToastProps | null }) {
  const t = useT();
  return (
    <div role="status" aria-live="polite" className={toast?.open ? undefined : 'visually-hidden'}>
      {toast?.open ? (
        <div className="toast" data-variant={toast.variant}>
          {toast.variant === 'loading' ? <span className="spinner" aria-hidden="true" /> : null}
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
