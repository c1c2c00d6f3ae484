import { addStyles } from '../../ui/theme/styles.ts';

// Registered by this chunk when it loads, so the core stylesheet does not carry the wallet list's rules.
addStyles(/* css */ `
.wallet-connection { cursor: default; gap: 8px; flex-wrap: wrap; }
.wallet-connection:hover { background: var(--a-bg-2); border-color: transparent; }
.wallet-connection[aria-current="true"] { border-color: var(--airlock-accent); }
/* Name and address are never cut: the name wraps, and on a narrow row the buttons move under it, at the end. */
.wallet-connection .name { display: flex; flex-direction: column; flex: 1 1 150px; overflow: visible; white-space: normal; overflow-wrap: break-word; }
/* The shortened address is one token: it moves to the next line whole, never split. */
.wallet-connection .address { white-space: nowrap; }
.wallet-actions { display: flex; align-items: center; gap: 8px; margin-inline-start: auto; }
.wallet-connection .muted { font-size: 13px; font-weight: 400; }
.wallet-connection .button { min-height: 36px; padding: 0 12px; font-size: 14px; }
`);
