import { Moon, Sun } from 'lucide-react';
import { useTranslation } from '#client/lib/texts.tsx';
import { useTheme } from '../hooks/use-theme.ts';

export function ThemeToggle() {
  const { t } = useTranslation();
  const { theme, toggle } = useTheme();
  const Icon = theme === 'dark' ? Sun : Moon;
  return (
    <button type="button" onClick={toggle} aria-label={theme === 'dark' ? t('shell.theme.toLight') : t('shell.theme.toDark')} className="needs-script icon-button">
      <Icon className="size-5" aria-hidden="true" />
    </button>
  );
}
