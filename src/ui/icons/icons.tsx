/** Inline SVG icons; decorative, so hidden from assistive technology (buttons carry their own names). */
export const svg = (path: string) =>
  function Icon() {
    return (
      <svg
        width="18"
        height="18"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
      >
        <path d={path} />
      </svg>
    );
  };

export const CloseIcon = svg('M6 6l12 12M18 6L6 18');
export const BackIcon = svg('M15 18l-6-6 6-6');
export const ChevronIcon = svg('M9 6l6 6-6 6');
export const CopyIcon = svg('M9 9h10v10H9zM5 15V5h10');
export const BuyIcon = svg('M3 6h18v12H3zM3 10h18M7 15h4');
export const WalletIcon = svg('M3 7h18v12H3zM16 13h2M3 7l12-4 2 4');
export const SearchIcon = svg('M11 18a7 7 0 1 1 0-14 7 7 0 0 1 0 14zM21 21l-4.35-4.35');
export const SendIcon = svg('M12 19V5M5 12l7-7 7 7');
export const ReceiveIcon = svg('M12 5v14M5 12l7 7 7-7');
export const SwapIcon = svg('M7 20V4M3 8l4-4 4 4M17 4v16M13 16l4 4 4-4');
/** WalletConnect's mark (its arc over the wave), as the certified switch and its toast show it. */
export const WalletConnectIcon = svg('M5 10a10 10 0 0 1 14 0M2 13l5 4 5-4 5 4 5-4');
