import type { FormEvent } from 'react';
import { useTranslation } from '#client/lib/texts.tsx';
import { useSearchParams } from 'react-router';
import { useSetSearchParams } from '#client/lib/use-set-search-params.ts';
import { useUrlDraft } from '#client/lib/use-url-draft.ts';
import { FilterFields, PRICE_FILTER_KEYS } from './filter-fields.tsx';

export const FILTER_KEYS = PRICE_FILTER_KEYS;

/** The filters of a list, read from the page's URL so that a filtered page can be shared. */
export function useFilterParams(): Record<(typeof FILTER_KEYS)[number], string | undefined> {
  const [params] = useSearchParams();
  return Object.fromEntries(FILTER_KEYS.map((key) => [key, params.get(key) || undefined])) as Record<(typeof FILTER_KEYS)[number], string | undefined>;
}

/** Governorate, currency, price range and verified-only filters; applied to the URL on submit. */
export function PostFilters() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const setSearchParams = useSetSearchParams();
  const { draft, setDraft, applied } = useUrlDraft(FILTER_KEYS, (key) => params.get(key) ?? undefined);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    applied(draft);
    setSearchParams(draft);
  };
  const clear = () => {
    const empty = { governorate: '', currency: '', minPrice: '', maxPrice: '', verified: '' };
    setDraft(empty);
    applied(empty);
    setSearchParams(empty);
  };

  return (
    <form method="get" onSubmit={apply} aria-label={t('catalogue.filters.title')} className="grid grid-cols-2 gap-2 rounded-xl border border-line bg-card p-3 sm:grid-cols-3 lg:grid-cols-6 lg:items-end">
      <FilterFields draft={draft} onChange={setDraft} onClear={clear} wide="col-span-2 sm:col-span-1" buttons="col-span-2 sm:col-span-3 lg:col-span-1" />
    </form>
  );
}
