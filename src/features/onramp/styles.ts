import { addStyles } from '../../ui/theme/styles.ts';

let added = false;

/** The Buy views' rules, added to the shared sheet when the chunk is first used (the core chunk stays small). */
export function addOnrampStyles() {
  if (added) return;
  added = true;
  addStyles(/* css */ `
.buy-form { display: flex; flex-direction: column; gap: 12px; }
.buy-form label { font-size: 13px; font-weight: 600; color: var(--a-fg-2); }
.buy-form .stack { display: flex; flex-direction: column; gap: 6px; flex: 1; min-width: 0; }
.buy-form select.input { appearance: auto; min-width: 0; }
.buy-pair { display: flex; gap: 8px; }
/* The chosen currency's image (the currency image API) beside its select. */
.buy-form .with-logo { display: flex; align-items: center; gap: 6px; min-width: 0; }
.buy-form .with-logo select { flex: 1; }
.buy-hint { font-size: 13px; color: var(--a-fg-2); margin: 0; min-height: 18px; }
.buy-note { margin: 0; padding: 10px 12px; border-radius: 12px; border: 1px solid var(--a-border); background: var(--a-bg-2); font-size: 13px; line-height: 1.45; }
.buy-quotes { gap: 8px; }
.buy-quote { padding: 12px; border-radius: var(--airlock-border-radius); border: 1px solid var(--a-border); background: var(--a-bg-2); }
.buy-quote-head { display: flex; align-items: center; gap: 6px; font-size: 15px; }
.buy-quote-head .tag:first-of-type { margin-inline-start: auto; }
.buy-receive { margin: 6px 0 8px; font-size: 14px; }
.buy-terms { margin: 0; display: grid; grid-template-columns: 1fr auto; gap: 4px 12px; font-size: 13px; }
.buy-terms dt { color: var(--a-fg-2); }
.buy-terms dd { margin: 0; text-align: end; font-variant-numeric: tabular-nums; }
.buy-progress h3 { margin: 0; font-size: 18px; }
.buy-progress p { margin: 0; }
.buy-progress .buy-pair { width: 100%; }
.buy-progress .buy-pair .button { flex: 1; }
.buy-progress a { color: var(--airlock-accent); font-weight: 600; }
`);
}
