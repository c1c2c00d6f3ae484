/** SYNC_THEME's payload: the mode, the host's variables, and the same variables under the secure site's `--w3m-` names. */
export function themeSyncPayload(themeMode: 'light' | 'dark', themeVariables: Record<string, string | number>) {
  const w3mThemeVariables: Record<string, string> = {};
  for (const [name, value] of Object.entries(themeVariables)) w3mThemeVariables[name.replace(/^--airlock-/, '--w3m-')] = String(value);
  return { themeMode, themeVariables, w3mThemeVariables };
}
