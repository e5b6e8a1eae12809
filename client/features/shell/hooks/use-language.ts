import { useCallback, useEffect } from 'react';
import { useTranslation } from '#client/lib/texts.tsx';
import { useSearchParams } from 'react-router';
import { changeLanguage, isLanguage, type Language } from '#client/lib/i18n.ts';

/** The interface language and the toggle that flips it and writes `?lang=` into the address. */
export function useLanguage(): { language: Language; toggle: () => void } {
  const { i18n } = useTranslation();
  const [, setSearchParams] = useSearchParams();
  const language: Language = i18n.language === 'en' ? 'en' : 'ar';
  const toggle = useCallback(() => {
    const next: Language = language === 'ar' ? 'en' : 'ar';
    setSearchParams(
      (params) => {
        params.set('lang', next);
        return params;
      },
      { replace: true },
    );
    // The other language's texts of every group loaded so far come first (client/lib/i18n.ts).
    void changeLanguage(next);
  }, [language, setSearchParams]);
  return { language, toggle };
}

/** Follows `?lang=ar|en` on every navigation, not only on the first load. */
export function useLanguageFromUrl(): void {
  const { i18n } = useTranslation();
  const [searchParams] = useSearchParams();
  const requested = searchParams.get('lang');
  useEffect(() => {
    if (isLanguage(requested) && requested !== i18n.language) void changeLanguage(requested);
  }, [requested, i18n]);
}
