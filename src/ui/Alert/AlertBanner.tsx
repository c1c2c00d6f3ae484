import { CloseIcon } from '../icons/icons.tsx';
import { useT } from '../i18n/useT.ts';

export type AlertBannerProps = {
  alert: { shortMessage: string; longMessage: string; variant: 'info' | 'error' };
  onDismiss: () => void;
};

/** An alert inside the modal: its title and explanation (English in the alert object, the hosts' events; said here in the modal's language), dismissible. */
export function AlertBanner({ alert, onDismiss }: AlertBannerProps) {
  const t = useT();
  return (
    <div className="alert" role="alert" data-variant={alert.variant}>
      <div>
        <strong>{t.text(alert.shortMessage)}</strong>
        <p>{t.text(alert.longMessage)}</p>
      </div>
      <button
        type="button"
        className="icon-button"
        aria-label={t('alert.dismiss')}
        onClick={(event) => {
          // Keep focus inside the dialog once this button is gone.
          event.currentTarget.closest<HTMLElement>('[role="dialog"]')?.focus();
          onDismiss();
        }}
      >
        <CloseIcon />
      </button>
    </div>
  );
}
