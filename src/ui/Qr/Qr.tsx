import { useMemo } from 'react';
import { qrPath } from './qrPath.ts';

/** A QR code as SVG, dark on white whatever the theme (scanners need the contrast). */
export function Qr({ value, label, size = 264 }: { value: string; label: string; size?: number }) {
  const { size: modules, d } = useMemo(() => qrPath(value), [value]);
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
    </svg>
  );
}
