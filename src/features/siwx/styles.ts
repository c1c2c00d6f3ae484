import { addStyles } from '../../ui/theme/styles.ts';

// Registered by this chunk when it loads, so the core stylesheet does not carry the sign-in view's rules.
addStyles(/* css */ `
.siwx { display: flex; flex-direction: column; align-items: center; gap: 12px; text-align: center; }
.siwx .title-text, .siwx .muted { margin: 0; }
.siwx-account { display: flex; flex-direction: column; gap: 2px; padding: 10px 14px; border-radius: 12px; background: var(--a-bg-2); font-size: 14px; }
.siwx-account .address { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-weight: 600; }
.siwx-actions { display: flex; gap: 10px; width: 100%; margin-top: 4px; }
.siwx-actions .button { flex: 1; }
`);
