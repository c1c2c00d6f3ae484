import { themeCss } from './tokens.ts';

/** The modal's rules; adopted by the shadow root as a constructable stylesheet (no <style>, CSP-safe). */
const modalCss = /* css */ `
* { box-sizing: border-box; }
[hidden] { display: none !important; }
.backdrop {
  position: fixed; inset: 0; z-index: var(--airlock-z-index);
  display: flex; align-items: center; justify-content: center;
  background: var(--a-backdrop); font-family: var(--airlock-font-family); color: var(--a-fg);
  animation: a-fade 150ms ease-out;
}
.card {
  width: 360px; max-width: 100vw; max-height: min(640px, 100vh);
  display: flex; flex-direction: column; overflow: hidden;
  background: var(--a-bg); border: 1px solid var(--a-border); border-radius: calc(var(--airlock-border-radius) * 2);
  box-shadow: 0 12px 40px rgba(0, 0, 0, 0.25);
  animation: a-rise 150ms ease-out;
}
:host([data-embedded]) .backdrop { position: static; display: block; background: none; animation: none; }
@media (max-width: 430px) {
  .backdrop { align-items: flex-end; }
  .card { width: 100vw; border-radius: calc(var(--airlock-border-radius) * 2) calc(var(--airlock-border-radius) * 2) 0 0; }
}
/* SPEC section 9: header text 120 ms, view transition 150 ms (the height: Modal/useHeightAnimation.ts). */
.header h2 { animation: a-fade 120ms ease-out; }
.view { animation: a-view 150ms ease-out; }
@media (prefers-reduced-motion: reduce) { .backdrop, .card, .toast, .header h2, .view { animation: none !important; } }
@keyframes a-fade { from { opacity: 0; } }
@keyframes a-view { from { opacity: 0; } }
@keyframes a-rise { from { transform: translateY(12px); opacity: 0; } }
.header { display: grid; grid-template-columns: 40px 1fr 40px; align-items: center; padding: 14px 14px 6px; }
.header h2 { margin: 0; font-size: 16px; font-weight: 600; text-align: center; }
.body { padding: 8px 14px 16px; overflow-y: auto; min-height: 0; }
.icon-button {
  width: 36px; height: 36px; display: inline-flex; align-items: center; justify-content: center;
  border: 0; border-radius: 12px; background: transparent; color: var(--a-fg-2); cursor: pointer;
}
.icon-button:hover { background: var(--a-bg-2); color: var(--a-fg); }
/* Right to left, "back" points the other way. */
:host([dir="rtl"]) .icon-button.back svg { transform: scaleX(-1); }
button, input { font: inherit; color: inherit; }
:focus-visible { outline: 2px solid var(--a-focus); outline-offset: 2px; }
/* The dialog itself takes focus only as the focus trap's fallback: no ring around the whole card (or sheet). */
.card:focus, .card:focus-visible { outline: none; }
.section { display: flex; flex-direction: column; gap: 8px; }
.section + .section { margin-top: 14px; }
.section-title { margin: 0 0 2px; font-size: 12px; font-weight: 600; color: var(--a-fg-2); text-transform: uppercase; letter-spacing: 0.04em; }
.list { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 6px; }
.row {
  width: 100%; display: flex; align-items: center; gap: 12px; padding: 8px 12px 8px 8px;
  background: var(--a-bg-2); border: 1px solid transparent; border-radius: var(--airlock-border-radius);
  cursor: pointer; text-align: start; font-size: 15px; font-weight: 500; min-height: 56px;
}
.row:hover { border-color: var(--a-border); background: var(--a-bg-3); }
.row[aria-busy="true"] { cursor: progress; }
.row img, .row .glyph { width: 40px; height: 40px; border-radius: 12px; flex: none; background: var(--a-bg-3); object-fit: cover; }
.row .name { flex: 1; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.tag { font-size: 11px; font-weight: 600; padding: 3px 8px; border-radius: 999px; background: var(--a-bg); color: var(--a-fg-2); border: 1px solid var(--a-border); }
.button {
  display: inline-flex; align-items: center; justify-content: center; gap: 8px; min-height: 44px; padding: 0 16px;
  border-radius: var(--airlock-border-radius); border: 1px solid transparent; cursor: pointer; font-weight: 600;
  background: var(--airlock-accent); color: var(--a-on-accent, #fff); text-decoration: none;
}
.button.secondary { background: var(--a-bg-2); color: var(--a-fg); border-color: var(--a-border); }
.button[disabled] { opacity: 0.55; cursor: not-allowed; }
.muted { color: var(--a-fg-2); font-size: 14px; }
.center { display: flex; flex-direction: column; align-items: center; text-align: center; gap: 10px; padding: 12px 0; }
.alert {
  margin: 0 14px 8px; padding: 10px 12px; border-radius: 12px; font-size: 13px; display: flex; gap: 8px; align-items: flex-start;
  background: var(--a-bg-2); border: 1px solid var(--a-border);
}
.alert[data-variant="error"] { border-color: var(--a-error); }
.alert strong { display: block; }
.alert p { margin: 2px 0 0; color: var(--a-fg-2); }
.alert .icon-button { margin-inline-start: auto; width: 28px; height: 28px; }
.toast {
  position: fixed; left: 50%; top: 16px; transform: translateX(-50%); z-index: calc(var(--airlock-z-index) + 1);
  display: flex; align-items: center; gap: 8px; padding: 8px 14px; border-radius: 999px;
  background: var(--a-bg); color: var(--a-fg); border: 1px solid var(--a-border); box-shadow: 0 6px 20px rgba(0,0,0,.2);
  font-family: var(--airlock-font-family); font-size: 14px; font-weight: 500; animation: a-fade 150ms ease-out;
}
.toast[data-variant="error"] { color: var(--a-error); }
.toast[data-variant="success"] { color: var(--a-success); }
.toast-icon { display: flex; }
.spinner { width: 20px; height: 20px; border-radius: 50%; border: 2px solid var(--a-border); border-top-color: var(--airlock-accent); animation: a-spin 0.8s linear infinite; }
.spinner.large { width: 56px; height: 56px; border-width: 3px; }
@keyframes a-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .spinner { animation-duration: 2.4s; } }
/* account, networks, connecting (wallet connection) */
.wallet-logo { position: relative; width: 88px; height: 88px; display: flex; align-items: center; justify-content: center; }
.wallet-logo img { width: 64px; height: 64px; border-radius: 16px; }
.wallet-logo .spinner.large { position: absolute; width: 88px; height: 88px; }
.title-text { margin: 0; font-size: 16px; font-weight: 600; }
.connecting p { margin: 0; }
.avatar { display: inline-block; border-radius: 50%; object-fit: cover; background-color: var(--a-bg-3); flex: none; }
.profile { gap: 6px; }
.profile-name { display: flex; align-items: center; gap: 4px; }
.profile-name .icon-button { width: 28px; height: 28px; }
.balance { margin: 0; font-size: 15px; }
.network-button { min-height: 36px; padding: 0 12px; border-radius: 999px; }
.glyph { display: inline-flex; align-items: center; justify-content: center; font-weight: 700; color: var(--a-fg-2); }
.network-button .glyph { width: 22px; height: 22px; border-radius: 50%; background: var(--a-bg-3); font-size: 12px; }
.glyph.large { width: 56px; height: 56px; border-radius: 50%; background: var(--a-bg-3); font-size: 22px; }
.row .glyph { font-size: 18px; }
.row[aria-current="true"] { border-color: var(--airlock-accent); }
.row[disabled] { cursor: default; }
.tabs { margin-top: 14px; }
.tablist { display: flex; gap: 4px; padding: 4px; border-radius: 999px; background: var(--a-bg-2); }
.tab { flex: 1; min-height: 32px; border: 0; border-radius: 999px; background: transparent; cursor: pointer; font-weight: 600; font-size: 14px; color: var(--a-fg-2); }
.tab[aria-selected="true"] { background: var(--a-bg); color: var(--a-fg); box-shadow: 0 1px 3px rgba(0,0,0,.12); }
.tabpanel { padding: 10px 2px; min-height: 96px; }
.token-row { display: flex; align-items: center; gap: 10px; padding: 6px 4px; font-size: 14px; }
.token-row img { width: 32px; height: 32px; border-radius: 50%; flex: none; }
.token-row .name { flex: 1; min-width: 0; display: flex; flex-direction: column; font-weight: 500; }
.token-row .value { font-weight: 600; }
.button.wide { width: 100%; margin-top: 10px; }
.wallet-features { display: flex; gap: 8px; margin: 12px 0 4px; }
/* Icon over label, so four features (onramp, swaps, receive, send) fit 360 px. */
.wallet-feature { flex: 1 1 0; min-width: 0; flex-direction: column; gap: 2px; min-height: 56px; padding: 6px 4px; font-size: 13px; }
/* e-mail, social, approve (embedded wallet) */
.field { display: flex; gap: 8px; align-items: stretch; }
.field > .input { flex: 1; min-width: 0; }
.input {
  min-height: 44px; padding: 0 12px; border-radius: var(--airlock-border-radius);
  border: 1px solid var(--a-border); background: var(--a-bg-2); color: var(--a-fg);
}
.input[aria-invalid="true"] { border-color: var(--a-error); }
.error-text { margin: 0; color: var(--a-error); font-size: 13px; }
.social-row { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 6px; }
.social-row li { flex: 1 1 44px; min-width: 44px; }
.social-row li.named { flex: 2 1 96px; }
.social-button { width: 100%; padding: 0 8px; font-size: 14px; }
/* connect: methods apart, "or" between the e-mail/social group and the wallets, the guide and the footer */
.connect-method + .connect-method { margin-top: 16px; }
.or-divider { display: flex; align-items: center; gap: 10px; margin: 16px 0; color: var(--a-fg-2); font-size: 13px; }
.or-divider::before, .or-divider::after { content: ""; flex: 1; border-top: 1px solid var(--a-border); }
.connect-footer { margin: 14px 0 0; display: flex; flex-direction: column; align-items: center; gap: 6px; font-size: 13px; color: var(--a-fg-2); }
.connect-footer p { margin: 0; }
.connect-footer a { color: var(--a-fg); font-weight: 600; }
.branding { font-size: 12px; }
.approve-frame-slot { display: flex; align-items: center; justify-content: center; border-radius: var(--airlock-border-radius); background: var(--a-bg-2); }
.embedded-panel { margin-top: 16px; padding-top: 14px; border-top: 1px solid var(--a-border); }
.embedded-panel p { margin: 0; }
/* The e-mail wraps rather than being cut off (labels over 30 characters are shortened in words). */
.embedded-row .email { flex: 1; min-width: 0; overflow-wrap: anywhere; font-weight: 500; }
.embedded-row .account-type { margin-inline-start: auto; font-weight: 600; }
.embedded-row { display: flex; align-items: center; gap: 8px; font-size: 14px; }
.embedded-row .name { flex: 1; min-width: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.email-form + div, .section + .email-form { margin-top: 14px; }
.toast a { color: inherit; margin-inline-start: 8px; text-decoration: underline; }
/* Connect's options in one fieldset (legal consent disables them all at once); the consent box and footer. */
.connect-options { border: 0; margin: 0; padding: 0; min-width: 0; }
.connect-options:disabled { opacity: 0.55; }
.legal { margin: 0 0 12px; font-size: 13px; }
p.legal { margin: 14px 0 0; text-align: center; }
.legal a { color: inherit; text-decoration: underline; }
.legal-check { display: flex; gap: 8px; align-items: flex-start; font-size: 14px; }
.legal-check input { width: 18px; height: 18px; margin: 1px 0 0; flex: none; accent-color: var(--airlock-accent); }
.legal-hint { margin: 6px 0 0; font-size: 13px; }
.legal-hint:empty { margin: 0; }
.logo { flex: none; border-radius: 50%; background: var(--a-bg-3); object-fit: cover; }
.visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
`;

let sheet: CSSStyleSheet | undefined;

/** One shared sheet for every shadow root of this remote. */
export function modalStyleSheet(): CSSStyleSheet {
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(themeCss + modalCss);
  }
  return sheet;
}

/** Registers extra rules (feature chunks bring their own) into the shared sheet. */
export function addStyles(css: string) {
  const target = modalStyleSheet();
  const rules = new CSSStyleSheet();
  rules.replaceSync(css);
  for (const rule of Array.from(rules.cssRules)) target.insertRule(rule.cssText, target.cssRules.length);
}
