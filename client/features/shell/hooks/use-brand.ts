import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '#client/lib/texts.tsx';
import { siteInfoQuery } from '#client/app/site-info.ts';
import type { Language } from '#client/lib/i18n.ts';

/** The brand name in the reader's language: the configured one, else the catalogue's. */
export function useBrand(): string {
  const { t, i18n } = useTranslation();
  const { data } = useQuery(siteInfoQuery);
  return data?.brand[i18n.language as Language] || t('brand');
}
