import { useTranslation } from '#client/lib/texts.tsx';

/** The reader's language, for prices, dates and the name column of bilingual records. */
export function useLang(): 'ar' | 'en' {
  const { i18n } = useTranslation();
  return i18n.language === 'en' ? 'en' : 'ar';
}
