import { addStyles } from '../../ui/theme/styles.ts';

// Registered by this chunk when it loads, so the core stylesheet does not carry Receive's rules.
addStyles(/* css */ `
.receive { display: flex; flex-direction: column; gap: 16px; }
.receive-qr { align-self: center; padding: 12px; border-radius: calc(var(--airlock-border-radius) * 1.25); background: #ffffff; border: 1px solid var(--a-border); }
.receive-qr .qr { display: block; max-width: 100%; height: auto; }
.receive-section { display: flex; flex-direction: column; gap: 8px; }
.receive-short { margin: 0; font-size: 18px; font-weight: 600; text-align: center; }
.receive-address {
  margin: 0; padding: 10px 12px; border-radius: 12px; background: var(--a-bg-2); color: var(--a-fg);
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 13px; line-height: 1.5;
  overflow-wrap: anywhere; user-select: all; cursor: text;
}
.receive-toggle { display: flex; align-items: center; gap: 8px; min-height: 32px; font-size: 14px; cursor: pointer; }
.receive-toggle input { width: 18px; height: 18px; margin: 0; accent-color: var(--airlock-accent); }
.receive-note { margin: 0; padding: 10px 12px; border-radius: 12px; border: 1px solid var(--a-border); background: var(--a-bg-2); font-size: 13px; line-height: 1.45; }
.receive-networks li { display: flex; align-items: center; gap: 10px; padding: 6px 4px; font-size: 14px; font-weight: 500; }
.receive-networks img, .receive-networks .glyph { width: 24px; height: 24px; border-radius: 50%; flex: none; background: var(--a-bg-3); font-size: 12px; object-fit: cover; }
.receive-networks .name { flex: 1; min-width: 0; }
`);
