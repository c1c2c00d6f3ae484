import { addStyles } from '../../ui/theme/styles.ts';

let added = false;

/** The swap views' rules, added to the shared sheet when the chunk is first used (the core chunk stays small). */
export function addSwapStyles() {
  if (added) return;
  added = true;
  addStyles(/* css */ `
.swap-form { display: flex; flex-direction: column; gap: 8px; }
.swap-box { display: flex; flex-direction: column; gap: 6px; padding: 12px; border-radius: var(--airlock-border-radius); background: var(--a-bg-2); border: 1px solid var(--a-border); }
.swap-box-line { display: flex; align-items: center; justify-content: space-between; gap: 8px; font-size: 13px; color: var(--a-fg-2); min-height: 20px; }
.swap-box-line label { font-weight: 600; }
.swap-amount-line { display: flex; align-items: center; gap: 8px; }
.swap-amount { flex: 1; min-width: 0; font-size: 24px; font-weight: 600; border: 0; background: transparent; padding: 0; min-height: 40px; color: var(--a-fg); overflow: hidden; text-overflow: ellipsis; white-space: nowrap; display: flex; align-items: center; }
.swap-amount:focus-visible { outline-offset: 4px; }
.swap-amount[aria-invalid="true"] { color: var(--a-error); }
.swap-token { display: inline-flex; align-items: center; gap: 6px; min-height: 40px; padding: 0 10px 0 6px; border-radius: 999px; border: 1px solid var(--a-border); background: var(--a-bg); cursor: pointer; font-weight: 600; flex: none; }
.swap-token img, .swap-token .glyph, .swap-logo { width: 28px; height: 28px; border-radius: 50%; flex: none; object-fit: cover; background: var(--a-bg-3); display: inline-flex; align-items: center; justify-content: center; font-size: 13px; }
.swap-token.empty { padding-inline-start: 12px; background: var(--airlock-accent); color: var(--a-on-accent, #fff); border-color: transparent; }
.swap-link { border: 0; background: none; padding: 2px 4px; color: var(--airlock-accent); font-weight: 600; cursor: pointer; font-size: 13px; }
.swap-flip { align-self: center; margin: -14px 0; z-index: 1; background: var(--a-bg); border: 1px solid var(--a-border); }
.swap-details { margin: 4px 0 0; display: grid; grid-template-columns: auto 1fr; gap: 6px 12px; font-size: 13px; }
.swap-details dt { color: var(--a-fg-2); }
.swap-details dd { margin: 0; text-align: end; overflow-wrap: anywhere; }
.swap-details .warn { color: var(--a-error); font-weight: 600; }
.swap-picker { display: flex; flex-direction: column; gap: 10px; }
.swap-picker .row .name { display: flex; flex-direction: column; }
.swap-picker .row .name .muted { font-size: 12px; font-weight: 400; }
.swap-picker .row .swap-logo { width: 36px; height: 36px; }
.swap-held { font-size: 13px; font-variant-numeric: tabular-nums; }
`);
}
