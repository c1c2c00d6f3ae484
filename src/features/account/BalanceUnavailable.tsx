import { useAtomValue } from 'jotai/react';
import { useEffect, useState } from 'react';
import { balanceBlockedUntilAtom } from '../../atoms/caches.ts';
import { useServices } from '../../atoms/hooks.ts';
import { SECOND } from '../../core/constants.ts';
import { ErrorRetry } from '../../ui/ErrorRetry/ErrorRetry.tsx';
import { useT } from '../../ui/i18n/useT.ts';

/**
 * 'Token Balance Unavailable' (SPEC section 8) with "Try again": a failed, timed-out or malformed balance answer.
 * The SPEC blocks a new balance request for 30 s after a failure, so the button waits that long and says so.
 */
export function BalanceUnavailable() {
  const t = useT();
  const { wallet } = useServices();
  const blockedUntil = useAtomValue(balanceBlockedUntilAtom);
  const [now, setNow] = useState(Date.now);
  const blocked = now < blockedUntil;
  useEffect(() => {
    if (!blocked) return;
    const timer = setInterval(() => setNow(Date.now()), SECOND);
    return () => clearInterval(timer);
  }, [blocked]);
  const seconds = Math.ceil((blockedUntil - now) / SECOND);
  return (
    <ErrorRetry
      message="Token Balance Unavailable"
      wait={blocked ? t('balance.retryAfter', { count: seconds }) : undefined}
      onRetry={() => void wallet.refreshAccount()}
    />
  );
}
