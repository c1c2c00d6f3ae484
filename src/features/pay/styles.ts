import { addStyles } from '../../ui/theme/styles.ts';

let added = false;

/** The Pay view's rules, added to the shared sheet when the chunk is first used (the core chunk stays small). */
export function addPayStyles() {
  if (added) return;
  added = true;
  addStyles(/* css */ `
.pay { display: flex; flex-direction: column; gap: 12px; }
.pay-amount { font-size: 24px; font-weight: 600; text-align: center; margin: 4px 0; }
.pay-summary { margin: 0; display: grid; grid-template-columns: auto 1fr; gap: 8px 12px; font-size: 14px; }
.pay-summary dt { color: var(--a-fg-2); }
.pay-summary dd { margin: 0; text-align: end; overflow-wrap: anywhere; }
.pay-status { margin: 0; display: flex; align-items: center; justify-content: center; gap: 8px; font-size: 14px; }
.pay-status.success { color: var(--a-success); font-weight: 600; }
.pay-hash { font-size: 12px; overflow-wrap: anywhere; text-align: center; margin: 0; }
`);
}
