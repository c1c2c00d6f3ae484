import { addStyles } from '../../ui/theme/styles.ts';

let added = false;

/** The send views' rules, added to the shared sheet when the chunk is first used (the core chunk stays small). */
export function addSendStyles() {
  if (added) return;
  added = true;
  addStyles(/* css */ `
.send-form { display: flex; flex-direction: column; gap: 12px; }
.send-form label { font-size: 13px; font-weight: 600; color: var(--a-fg-2); }
.send-form .stack { display: flex; flex-direction: column; gap: 6px; }
.send-form select.input { appearance: auto; }
.send-receiver-profile { display: flex; align-items: center; gap: 8px; font-size: 14px; }
.send-receiver-profile img { width: 24px; height: 24px; border-radius: 50%; }
.send-review { margin: 0; display: grid; grid-template-columns: auto 1fr; gap: 8px 12px; font-size: 14px; }
.send-review dt { color: var(--a-fg-2); }
.send-review dd { margin: 0; text-align: end; overflow-wrap: anywhere; }
.send-amount-big { font-size: 24px; font-weight: 600; text-align: center; margin: 4px 0 12px; }
`);
}
