/** Theme tokens as CSS custom properties on the shadow host; hosts override them with themeVariables. */
export const themeCss = /* css */ `
:host {
  --airlock-accent: #3b5bfd;
  --airlock-font-family: ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
  --airlock-border-radius: 16px;
  --airlock-z-index: 999;
  --a-bg: #ffffff;
  --a-bg-2: #f2f3f5;
  --a-bg-3: #e4e6ea;
  --a-fg: #14161a;
  --a-fg-2: #555b66;
  --a-border: #d6d9df;
  --a-backdrop: rgba(20, 22, 26, 0.45);
  --a-error: #c4271d;
  --a-success: #167a3e;
  --a-focus: #1f4cff;
  color-scheme: light;
}
:host([data-theme="dark"]) {
  --airlock-accent: #7d95ff;
  /* white on this accent is below 4.5:1 */
  --a-on-accent: #18191c;
  --a-bg: #18191c;
  --a-bg-2: #222428;
  --a-bg-3: #2e3136;
  --a-fg: #f4f5f7;
  --a-fg-2: #a8adb8;
  --a-border: #3a3e45;
  --a-backdrop: rgba(0, 0, 0, 0.6);
  --a-error: #ff8a80;
  --a-success: #6fdc9a;
  --a-focus: #9fb2ff;
  color-scheme: dark;
}
`;
