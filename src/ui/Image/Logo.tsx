import { useState, type ReactNode } from 'react';

/** Image URLs that failed once: shown as the fallback from then on, without asking again. */
const failedImages = new Set<string>();

/**
 * A remote logo (network, token, currency, NFT): decorative, sized up front so nothing moves, on a neutral
 * placeholder (the `.logo` background) while it loads. The browser fetches each URL once per page (the image
 * endpoints send a day of max-age); one that failed shows `fallback` and is not asked for again.
 */
export function Logo({
  src,
  size,
  fallback,
  className = 'logo',
  alt = '',
  lazy = false,
}: {
  src: string | null | undefined;
  size: number;
  fallback: ReactNode;
  className?: string;
  alt?: string;
  /** Fetched only when scrolled near (long grids). */
  lazy?: boolean;
}) {
  const [failed, setFailed] = useState(() => (src ? failedImages.has(src) : true));
  if (!src || failed) {
    return (
      <span className={`${className} glyph`} aria-hidden="true" style={{ width: size, height: size }}>
        {fallback}
      </span>
    );
  }
  return (
    <img
      className={className}
      src={src}
      alt={alt}
      width={size}
      height={size}
      decoding="async"
      loading={lazy ? 'lazy' : undefined}
      onError={() => {
        failedImages.add(src);
        setFailed(true);
      }}
    />
  );
}
