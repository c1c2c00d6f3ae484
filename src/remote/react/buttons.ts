import type { AppKit, PublicState } from '../appKit.ts';
import type { AppKit as PublicKit } from '../publicAppKit.ts';
import type { HostReact } from './hostReact.ts';
import { truncate } from './truncate.ts';
import { createOpener } from './useOpen.ts';

export type ConnectButtonProps = { kit?: PublicKit; label?: string; className?: string };
export type AccountButtonProps = { kit?: PublicKit; className?: string; balance?: 'show' | 'hide' };
export type NetworkButtonProps = { kit?: PublicKit; className?: string };

type Hooks = {
  useInstance: (kit?: PublicKit) => AppKit;
  useAppKitState: (kit?: PublicKit) => PublicState;
  useAppKitAccount: (o: { kit?: PublicKit }) => { isConnected: boolean; address?: string | undefined };
  useAppKitBalance: (o: { kit?: PublicKit }) => { amount: string; symbol: string } | undefined;
  useAppKitNetwork: (o: { kit?: PublicKit }) => { caipNetwork?: { name: string } | undefined };
};

const amount = (numeric: string) => new Intl.NumberFormat('en-US', { maximumFractionDigits: 4 }).format(Number(numeric));
const quiet = () => undefined;

/** The ready-made buttons for one React. Unstyled: hosts style them through `className`. */
export function createButtons(R: HostReact, h: Hooks) {
  const { useOpen, unavailable } = createOpener(R);

  /**
   * Opens the modal; once connected it shows the account (and opens the Account view). It fetches the modal's
   * chunk on hover or focus unless the instance's `prefetch` is `'none'`.
   */
  function ConnectButton({ kit, label = 'Connect Wallet', className }: ConnectButtonProps) {
    const instance = h.useInstance(kit);
    const state = h.useAppKitState(instance);
    const [failed, open] = useOpen(instance);
    if (failed) return unavailable(open, className);
    const warm = instance.options.prefetch === 'none' ? undefined : () => void instance.prefetch().catch(quiet);
    return R.createElement(
      'button',
      {
        type: 'button',
        className,
        onPointerEnter: warm,
        onFocus: warm,
        onClick: () => open(),
        'aria-busy': state.status === 'connecting' || state.status === 'reconnecting' || undefined,
      },
      state.status === 'connected' && state.address ? truncate(state.address) : label,
    );
  }

  /** Shows the connected account (truncated address and native balance) and opens the Account view. */
  function AccountButton({ kit, className, balance = 'show' }: AccountButtonProps) {
    const instance = h.useInstance(kit);
    const account = h.useAppKitAccount({ kit: instance });
    const native = h.useAppKitBalance({ kit: instance });
    const [failed, open] = useOpen(instance);
    if (!account.isConnected || !account.address) return null;
    if (failed) return unavailable(() => open({ view: 'Account' }), className);
    return R.createElement(
      'button',
      {
        type: 'button',
        className,
        onClick: () => open({ view: 'Account' }),
        onPointerEnter: instance.options.prefetch === 'none' ? undefined : () => void instance.prefetch().catch(quiet),
      },
      balance === 'show' && native ? R.createElement('span', null, `${amount(native.amount)} ${native.symbol} `) : null,
      R.createElement('span', null, truncate(account.address)),
    );
  }

  /** Shows the active network's name and opens SwitchNetwork. */
  function NetworkButton({ kit, className }: NetworkButtonProps) {
    const instance = h.useInstance(kit);
    const { caipNetwork } = h.useAppKitNetwork({ kit: instance });
    const [failed, open] = useOpen(instance);
    if (failed) return unavailable(() => open({ view: 'SwitchNetwork' }), className);
    return R.createElement(
      'button',
      {
        type: 'button',
        className,
        'aria-label': `Network: ${caipNetwork?.name ?? 'none'}`,
        onClick: () => open({ view: 'SwitchNetwork' }),
      },
      caipNetwork?.name ?? 'Select network',
    );
  }

  return { ConnectButton, AccountButton, NetworkButton };
}
