/** The page follows the app's light or dark mode (SYNC_THEME); until told, the system's. */
export function applyTheme(doc: Document, mode: 'light' | 'dark') {
  doc.documentElement.dataset.theme = mode;
}
