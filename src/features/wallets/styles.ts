import { addStyles } from '../../ui/theme/styles.ts';

// Registered by this chunk when it loads, so the core stylesheet does not carry the wallet list's rules.
addStyles(/* css */ `
.wallet-connection { cursor: default; gap: 8px; }
.wallet-connection:hover { background: var(--a-bg-2); border-color: transparent; }
.wallet-connection[aria-current="true"] { border-color: var(--airlock-accent); }
.wallet-connection .name { display: flex; flex-direction: column; }
.wallet-connection .muted { font-size: 13px; font-weight: 400; }
.wallet-connection .button { min-height: 36px; padding: 0 12px; font-size: 14px; }
`);
