import { addStyles } from '../../ui/theme/styles.ts';

// Registered by this chunk when it loads, so the core stylesheet does not carry Bitcoin's rules.
addStyles(/* css */ `
.bitcoin-sign { display: flex; flex-direction: column; gap: 12px; }
.bitcoin-sign label, .bitcoin-sign legend { font-size: 13px; font-weight: 600; color: var(--a-fg-2); }
.bitcoin-sign textarea.input { padding: 10px 12px; font: inherit; resize: vertical; }
.bitcoin-sign fieldset { border: 0; margin: 0; padding: 0; min-width: 0; display: flex; flex-direction: column; gap: 6px; }
.bitcoin-sign .choice { display: flex; align-items: center; gap: 8px; min-height: 32px; font-size: 14px; font-weight: 500; color: var(--a-fg); }
.bitcoin-sign .choice input { width: 18px; height: 18px; margin: 0; accent-color: var(--airlock-accent); }
.bitcoin-signature {
  margin: 0; padding: 10px 12px; border-radius: 12px; background: var(--a-bg-2);
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 13px; overflow-wrap: anywhere; user-select: all;
}
`);
