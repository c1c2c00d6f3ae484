import type { AppKit, OpenOptions } from '../appKit.ts';
import type { HostReact } from './hostReact.ts';

/**
 * Opening from a button, never silently: when the modal's chunk can't be loaded (the instance already retried
 * once), the button says "Wallet unavailable · Try again" instead of doing nothing.
 */
export function createOpener(R: HostReact) {
  function useOpen(instance: AppKit) {
    const [failed, setFailed] = R.useState(false);
    const open = R.useCallback(
      (options?: OpenOptions) =>
        void instance.open(options).then(
          () => setFailed(false),
          () => setFailed(true),
        ),
      [instance],
    );
    return [failed, open] as const;
  }

  const unavailable = (retry: () => void, className?: string) =>
    R.createElement('button', { type: 'button', className, onClick: () => retry() }, 'Wallet unavailable · Try again');

  return { useOpen, unavailable };
}
