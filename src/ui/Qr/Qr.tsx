import { useMemo } from 'react';
import { qrLogoBox } from './qrLogo.ts';
import { qrPath } from './qrPath.ts';

/**
 * A QR code as SVG, dark on white whatever the theme (scanners need the contrast). With `logo` (an image URL),
 * the code uses error correction level H and the image sits on a white plate in the middle.
 */
export function Qr({ value, label, size = 264, logo }: { value: string; label: string; size?: number; logo?: string }) {
  const ecc = logo ? 'H' : 'M';
  const { size: modules, d } = useMemo(() => qrPath(value, { ecc }), [value, ecc]);
  const box = logo ? qrLogoBox(modules) : undefined;
  return (
    <svg
      className="qr"
      width={size}
      height={size}
      viewBox={`0 0 ${modules} ${modules}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
    >
      <rect width={modules} height={modules} fill="#ffffff" />
      <path d={d} fill="#111111" />
      {box && logo ? (
        <>
          <rect x={box.x} y={box.y} width={box.size} height={box.size} rx={box.size / 5} fill="#ffffff" shapeRendering="auto" />
          <image href={logo} x={box.x + 0.75} y={box.y + 0.75} width={box.size - 1.5} height={box.size - 1.5} />
        </>
      ) : null}
    </svg>
  );
}
