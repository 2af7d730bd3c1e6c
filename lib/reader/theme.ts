/**
 * The colour theme toggle: Auto (the system's choice) → Dark → Light, persisted in localStorage and
 * applied as html[data-theme]. The button's visible label follows html[data-theme] through CSS
 * (globals.css), so no script ever changes its text.
 */
export type Theme = 'system' | 'dark' | 'light';

export const THEME_TOGGLE_ID = 'theme-toggle';

const NEXT: Record<Theme, Theme> = { system: 'dark', dark: 'light', light: 'system' };

export function nextTheme(current: string | undefined): Theme {
  return current === 'dark' || current === 'light' ? NEXT[current] : NEXT.system;
}

/** Handles a click anywhere: acts only on the toggle. */
export function onThemeClick(event: MouseEvent): void {
  if (!(event.target instanceof Element) || !event.target.closest(`#${THEME_TOGGLE_ID}`)) return;
  const root = document.documentElement;
  const next = nextTheme(root.dataset.theme);
  try {
    if (next === 'system') localStorage.removeItem('theme');
    else localStorage.setItem('theme', next);
  } catch {
    // Private modes may refuse storage: the choice then lasts for this page only.
  }
  if (next === 'system') delete root.dataset.theme;
  else root.dataset.theme = next;
}
