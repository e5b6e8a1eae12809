import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CURRENCIES } from '#common/constants/currencies.ts';
import { GovernorateFilter } from './governorate-filter.tsx';
import { useSetSearchParams } from '#client/lib/use-set-search-params.ts';

export const FILTER_KEYS = ['governorate', 'currency', 'minPrice', 'maxPrice', 'verified'] as const;

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
  const [draft, setDraft] = useState(() => Object.fromEntries(FILTER_KEYS.map((key) => [key, params.get(key) ?? ''])) as Record<(typeof FILTER_KEYS)[number], string>);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setSearchParams(Object.fromEntries(FILTER_KEYS.map((key) => [key, draft[key]])));
  };
  const clear = () => {
    setDraft({ governorate: '', currency: '', minPrice: '', maxPrice: '', verified: '' });
    setSearchParams(Object.fromEntries(FILTER_KEYS.map((key) => [key, undefined])));
  };
  const field = 'w-full rounded-lg border border-line bg-card px-2 py-1.5 text-sm';

  return (
    <form onSubmit={apply} aria-label={t('catalogue.filters.title')} className="grid grid-cols-2 gap-2 rounded-xl border border-line bg-card p-3 sm:grid-cols-3 lg:grid-cols-6 lg:items-end">
      <GovernorateFilter
        value={draft.governorate}
        onChange={(governorate) => setDraft({ ...draft, governorate })}
        className="col-span-2 flex flex-col gap-1 text-xs font-medium sm:col-span-1"
        selectClassName={field}
      />
      <label className="flex flex-col gap-1 text-xs font-medium">
        {t('catalogue.filters.currency')}
        <select className={field} value={draft.currency} onChange={(event) => setDraft({ ...draft, currency: event.target.value })}>
          <option value="">{t('catalogue.filters.anyCurrency')}</option>
          {CURRENCIES.map((currency) => (
            <option key={currency} value={currency}>
              {currency}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-xs font-medium">
        {t('catalogue.filters.minPrice')}
        <input className={field} type="number" inputMode="decimal" min={0} value={draft.minPrice} onChange={(event) => setDraft({ ...draft, minPrice: event.target.value })} />
      </label>
      <label className="flex flex-col gap-1 text-xs font-medium">
        {t('catalogue.filters.maxPrice')}
        <input className={field} type="number" inputMode="decimal" min={0} value={draft.maxPrice} onChange={(event) => setDraft({ ...draft, maxPrice: event.target.value })} />
      </label>
      <label className="col-span-2 flex items-center gap-2 text-sm sm:col-span-1 lg:pb-2">
        <input type="checkbox" className="size-4 accent-brand" checked={draft.verified === 'true'} onChange={(event) => setDraft({ ...draft, verified: event.target.checked ? 'true' : '' })} />
        {t('catalogue.filters.verifiedOnly')}
      </label>
      <div className="col-span-2 flex gap-2 sm:col-span-3 lg:col-span-1">
        <button type="submit" className="flex-1 rounded-lg bg-brand px-3 py-1.5 text-sm font-semibold text-on-brand">
          {t('catalogue.filters.apply')}
        </button>
        <button type="button" onClick={clear} className="rounded-lg border border-line px-3 py-1.5 text-sm">
          {t('catalogue.filters.clear')}
        </button>
      </div>
    </form>
  );
}
