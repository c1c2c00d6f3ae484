import { useT } from '../i18n/useT.ts';
export type ErrorRetryProps = {
  message: string;
  onRetry: () => void;
  className?: string;
  /** While set, "Try again" is disabled and this says when it will work (e.g. a retry block). */
  wait?: string;
};

/** A failure message announced to screen readers, with a "Try again" button. */
export function ErrorRetry({ message, onRetry, className = 'center', wait }: ErrorRetryProps) {
  const t = useT();
  return (
    <div className={className} role="alert">
      <p className="muted">{t.text(message)}</p>
      <button type="button" className="button secondary" onClick={onRetry} disabled={wait !== undefined}>
        {t('common.tryAgain')}
      </button>
      {/* Not live: a countdown read out every second would drown the message. */}
      {wait ? (
        <p className="muted" aria-live="off">
          {wait}
        </p>
      ) : null}
    </div>
  );
}
