'use client';
import { useEffect, useState } from 'react';

type Theme = 'system' | 'dark' | 'light';
const NEXT: Record<Theme, Theme> = { system: 'dark', dark: 'light', light: 'system' };
const LABEL: Record<Theme, string> = { system: 'Auto', dark: 'Dark', light: 'Light' };

/** Auto (the system's choice) → dark → light; the choice persists across visits. */
export function ThemeToggle() {
  const [theme, setTheme] = useState<Theme>('system');
  useEffect(() => {
    const saved = localStorage.getItem('theme');
    if (saved === 'dark' || saved === 'light') setTheme(saved);
  }, []);
  const cycle = () => {
    const next = NEXT[theme];
    setTheme(next);
    if (next === 'system') {
      localStorage.removeItem('theme');
      delete document.documentElement.dataset.theme;
    } else {
      localStorage.setItem('theme', next);
      document.documentElement.dataset.theme = next;
    }
  };
  return (
    <button type="button" onClick={cycle} className="min-h-11 min-w-11 rounded px-2 text-sm" aria-label={`Colour theme: ${LABEL[theme]}. Change`}>
      {LABEL[theme]}
    </button>
  );
}

/** Runs before first paint so a saved theme never flashes the other one. Hashed into the CSP. */
export const THEME_SCRIPT = "try{var t=localStorage.getItem('theme');if(t==='dark'||t==='light')document.documentElement.dataset.theme=t}catch(e){}";
