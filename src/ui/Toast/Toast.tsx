export type ToastProps = {
  message: string;
  variant: 'success' | 'loading' | 'error';
  open: boolean;
  link?: { href: string; label: string };
};

/** A short status message, announced politely to screen readers. The live region stays mounted. */
export function Toast({ toast }: { toast: ToastProps | null }) {
  return (
    <div role="status" aria-live="polite" className={toast?.open ? undefined : 'visually-hidden'}>
      {toast?.open ? (
        <div className="toast" data-variant={toast.variant}>
          {toast.variant === 'loading' ? <span className="spinner" aria-hidden="true" /> : null}
          {toast.message}
          {toast.link ? (
            <a href={toast.link.href} target="_blank" rel="noopener noreferrer">
              {toast.link.label}
            </a>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
