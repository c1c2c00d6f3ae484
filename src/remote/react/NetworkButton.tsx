import type { AppKit } from '../appKit.ts';
import { useAppKitNetwork } from './walletHooks.ts';
import { useInstance } from './useInstance.ts';

export type NetworkButtonProps = { kit?: AppKit; className?: string };

/** Shows the active network's name and opens SwitchNetwork. Unstyled. */
export function NetworkButton({ kit, className }: NetworkButtonProps) {
  const instance = useInstance(kit);
  const { caipNetwork } = useAppKitNetwork({ kit: instance });
  return (
    <button
      type="button"
      className={className}
      aria-label={`Network: ${caipNetwork?.name ?? 'none'}`}
      onClick={() => void instance.open({ view: 'SwitchNetwork' })}
    >
      {caipNetwork?.name ?? 'Select network'}
    </button>
  );
}
