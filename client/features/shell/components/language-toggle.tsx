import { Link, useLocation } from 'react-router';
import { useTranslation } from '#client/lib/texts.tsx';
import { useLanguage } from '../hooks/use-language.ts';

/**
 * AR/EN: shows the language it switches to. A link to the same page with `?lang=`, so that it
 * works before the page's scripts have run (the server then renders the page in that language
 * and remembers it); once they run, it switches in place.
 */
export function LanguageToggle() {
  const { t } = useTranslation();
  const { language, toggle } = useLanguage();
  const { pathname, search } = useLocation();
  const target = language === 'ar' ? 'en' : 'ar';
  const params = new URLSearchParams(search);
  params.set('lang', target);
  return (
    <Link
      to={{ pathname, search: `?${params.toString()}` }}
      replace
      onClick={(event) => {
        event.preventDefault();
        toggle();
      }}
      className="icon-button text-sm font-bold"
    >
      <span aria-hidden="true" lang={target}>
        {t('shell.language.short')}
      </span>
      <span className="sr-only">{t('shell.language.switch')}</span>
    </Link>
  );
}
