import type { AppKit } from '../appKit.ts';
import { useAppKitAccount, useAppKitBalance } from './walletHooks.ts';
import { useInstance } from './useInstance.ts';

export type AccountButtonProps = { kit?: AppKit; className?: string; balance?: 'show' | 'hide' };

/** 4 leading and 6 trailing characters (SPEC section 9); local so this entry does not pull in core/caip. */
const truncate = (a: string, lead = a.startsWith('0x') ? 6 : 4) => (a.length > lead + 6 ? `${a.slice(0, lead)}…${a.slice(-6)}` : a);
const amount = (numeric: string) => new Intl.NumberFormat('en-US', { maximumFractionDigits: 4 }).format(Number(numeric));

/** Shows the connected account (truncated address and native balance) and opens the Account view. Unstyled. */
export function AccountButton({ kit, className, balance = 'show' }: AccountButtonProps) {
  const instance = useInstance(kit);
  const account = useAppKitAccount({ kit: instance });
  const native = useAppKitBalance({ kit: instance });
  if (!account.isConnected || !account.address) return null;
  return (
    <button
      type="button"
      className={className}
      onClick={() => void instance.open({ view: 'Account' })}
      onPointerEnter={() => void instance.prefetch().catch(() => undefined)}
    >
      {balance === 'show' && native ? (
        <span>
          {amount(native.amount)} {native.symbol}{' '}
        </span>
      ) : null}
      <span>{truncate(account.address)}</span>
    </button>
  );
}
