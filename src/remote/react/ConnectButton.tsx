import type { AppKit } from '../appKit.ts';
import { useAppKit, useAppKitState } from './hooks.ts';

export type ConnectButtonProps = { kit?: AppKit; label?: string; className?: string };

/**
 * A plain button that opens the modal; it fetches the modal's chunk on hover or focus so the first
 * open paints quickly. Unstyled: hosts style it through `className`.
 */
export function ConnectButton({ kit, label = 'Connect Wallet', className }: ConnectButtonProps) {
  const { open, prefetch } = useAppKit(kit);
  const state = useAppKitState(kit);
  const warm = () => void prefetch().catch(() => undefined);
  return (
    <button
      type="button"
      className={className}
      onPointerEnter={warm}
      onFocus={warm}
      onClick={() => void open()}
      aria-busy={state.status === 'connecting' || undefined}
    >
      {label}
    </button>
  );
}
