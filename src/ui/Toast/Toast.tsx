export type ToastProps = { message: string; variant: 'success' | 'loading' | 'error'; open: boolean };

/** A short status message, announced politely to screen readers. The live region stays mounted. */
export function Toast({ toast }: { toast: ToastProps | null }) {
  return (
    <div role="status" aria-live="polite" className={toast?.open ? undefined : 'visually-hidden'}>
      {toast?.open ? (
        <div className="toast" data-variant={toast.variant}>
          {toast.variant === 'loading' ? <span className="spinner" aria-hidden="true" /> : null}
          {toast.message}
        </div>
      ) : null}
    </div>
  );
}
