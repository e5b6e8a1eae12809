import { useTranslation } from '#client/lib/texts.tsx';
import { useLanguage } from '../hooks/use-language.ts';

/** AR/EN: shows the language it switches to. */
export function LanguageToggle() {
  const { t } = useTranslation();
  const { language, toggle } = useLanguage();
  const target = language === 'ar' ? 'en' : 'ar';
  return (
    <button type="button" onClick={toggle} className="icon-button text-sm font-bold">
      <span aria-hidden="true" lang={target}>
        {t('shell.language.short')}
      </span>
      <span className="sr-only">{t('shell.language.switch')}</span>
    </button>
  );
}
