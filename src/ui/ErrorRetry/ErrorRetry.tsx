export type ErrorRetryProps = { message: string; onRetry: () => void; className?: string };

/** A failure message announced to screen readers, with a "Try again" button. */
export function ErrorRetry({ message, onRetry, className = 'center' }: ErrorRetryProps) {
  return (
    <div className={className} role="alert">
      <p className="muted">{message}</p>
      <button type="button" className="button secondary" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
