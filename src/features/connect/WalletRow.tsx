import { memo, useState, type ReactNode } from 'react';
import { WalletIcon } from '../../ui/icons/icons.tsx';

/** Image URLs that failed once: shown as the glyph from then on, without asking again. */
const failedImages = new Set<string>();

/** A wallet's image; the browser caches it (the image endpoint sends a day of max-age). */
export function WalletImage({ src }: { src: string | undefined }) {
  const [failed, setFailed] = useState(() => (src ? failedImages.has(src) : true));
  if (!src || failed) {
    return (
      <span className="glyph">
        <WalletIcon />
      </span>
    );
  }
  return (
    <img
      src={src}
      alt=""
      width={40}
      height={40}
      decoding="async"
      onError={() => {
        failedImages.add(src);
        setFailed(true);
      }}
    />
  );
}

export type WalletRowProps = {
  name: string;
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
