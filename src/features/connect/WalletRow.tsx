import { memo, type ReactNode } from 'react';
import { WalletIcon } from '../../ui/icons/icons.tsx';
import { Logo } from '../../ui/Image/Logo.tsx';

/** A wallet's image; the browser caches it (the image endpoint sends a day of max-age). */
export function WalletImage({ src }: { src: string | undefined }) {
  return <Logo src={src} size={40} fallback={<WalletIcon />} className="wallet-image" />;
}

export type WalletRowProps = {
  /** The wallet's name, or in All Wallets its name with the certified badge. */
  name: ReactNode;
  imageUrl: string | undefined;
  tag?: ReactNode;
  onSelect: () => void;
  autoFocus?: boolean;
  onWarm?: () => void;
  /** Extra accessible text (e.g. "Installed"); shown as the tag when no tag is given. */
  busy?: boolean;
};

/** One wallet as a button named by the wallet. */
export const WalletRow = memo(function WalletRow({ name, imageUrl, tag, onSelect, autoFocus, onWarm, busy }: WalletRowProps) {
  return (
    <button
      type="button"
      className="row"
      onClick={onSelect}
      onPointerEnter={onWarm}
      onFocus={onWarm}
      aria-busy={busy || undefined}
      data-autofocus={autoFocus ? '' : undefined}
    >
      <WalletImage src={imageUrl} />
      <span className="name">{name}</span>
      {tag ? <span className="tag">{tag}</span> : null}
    </button>
  );
});
