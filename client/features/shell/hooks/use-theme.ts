import { useCallback, useSyncExternalStore } from 'react';

export type Theme = 'light' | 'dark';

/** Product-specific key of the stored choice; public/boot.js reads the same key before first paint. */
export const THEME_KEY = 'sbp-theme';

const listeners = new Set<() => void>();
const systemDark = typeof window !== 'undefined' && window.matchMedia ? window.matchMedia('(prefers-color-scheme: dark)') : undefined;

/** The choice made on this page when storage is blocked. */
let memoryTheme: Theme | undefined;

function storedTheme(): Theme | undefined {
  try {
    const value = localStorage.getItem(THEME_KEY);
    return value === 'light' || value === 'dark' ? value : memoryTheme;
  } catch {
    return memoryTheme;
  }
}

function currentTheme(): Theme {
  return storedTheme() ?? (systemDark?.matches ? 'dark' : 'light');
}

function apply(): void {
  const theme = currentTheme();
  document.documentElement.classList.toggle('dark', theme === 'dark');
  for (const listener of listeners) listener();
}

// Until the reader chooses, the theme follows the system, also when the system changes.
systemDark?.addEventListener('change', () => {
  if (!storedTheme()) apply();
});

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The light/dark theme: the stored choice, else the system's. `toggle` stores the opposite. */
export function useTheme(): { theme: Theme; toggle: () => void } {
  const theme = useSyncExternalStore(subscribe, currentTheme, () => 'light' as Theme);
  const toggle = useCallback(() => {
    const next: Theme = currentTheme() === 'dark' ? 'light' : 'dark';
    memoryTheme = next;
    try {
      localStorage.setItem(THEME_KEY, next);
    } catch {
      // Storage blocked: the choice lasts for this page only.
    }
    apply();
  }, []);
  return { theme, toggle };
}
