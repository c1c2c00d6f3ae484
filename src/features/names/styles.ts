import { addStyles } from '../../ui/theme/styles.ts';

let added = false;

/** The names views' rules, added to the shared sheet when the chunk is first used (the core chunk stays small). */
export function addNameStyles() {
  if (added) return;
  added = true;
  addStyles(/* css */ `
.names-form { display: flex; flex-direction: column; gap: 12px; }
.names-form p { margin: 0; }
.names-form label { font-size: 13px; font-weight: 600; color: var(--a-fg-2); }
.names-form .stack { display: flex; flex-direction: column; gap: 6px; }
.names-field { display: flex; align-items: center; border-radius: var(--airlock-border-radius); border: 1px solid var(--a-border); background: var(--a-bg-2); }
.names-field:focus-within { outline: 2px solid var(--a-focus); outline-offset: 2px; }
.names-field .input { flex: 1; min-width: 0; border: 0; background: transparent; outline: none; }
.names-field:has(.input[aria-invalid="true"]) { border-color: var(--a-error); }
.names-suffix { padding: 0 12px 0 2px; color: var(--a-fg-2); font-size: 14px; }
.names-hint, .names-status { font-size: 13px; color: var(--a-fg-2); min-height: 18px; }
.names-status[data-available="true"] { color: var(--a-success); }
.names-suggestion { justify-content: space-between; min-height: 40px; width: 100%; font-weight: 500; }
.names-success { display: flex; flex-direction: column; align-items: center; text-align: center; gap: 10px; padding: 12px 0 0; }
.names-success p { margin: 0; }
.names-success .glyph.large { color: var(--a-success); }
`);
}
