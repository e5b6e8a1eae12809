import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CURRENCIES } from '#common/constants/currencies.ts';
import { SEARCH_SORTS } from '#common/schemas/search.ts';
import { categoryName, useCategories } from '#client/features/catalogue/api/get-categories.ts';
import { GOVERNORATE_OPTIONS } from '#client/features/catalogue/governorates.ts';
import { useLang } from '#client/features/catalogue/hooks/use-lang.ts';
import type { SearchParams } from '../api/search.ts';
import { searchHrefWith } from '../hooks/use-search-params.ts';

const FILTER_KEYS = ['category', 'subcategory', 'governorate', 'currency', 'minPrice', 'maxPrice', 'verified'] as const;
type Draft = Record<(typeof FILTER_KEYS)[number], string>;

/** Category, subcategory, governorate, price range and currency, verified sellers; applied to the URL. */
export function SearchFilters({ params }: { params: SearchParams }) {
  const { t } = useTranslation();
  const lang = useLang();
  const navigate = useNavigate();
  const categories = useCategories();
  const [draft, setDraft] = useState<Draft>(() => Object.fromEntries(FILTER_KEYS.map((key) => [key, params[key] ?? ''])) as Draft);
  const subcategories = categories.data?.find((category) => category.id === draft.category)?.subcategories ?? [];
  const isFiltered = FILTER_KEYS.some((key) => params[key]);
  // Open beside the results on a wide screen, folded above them on a phone unless a filter is set.
  const [isOpen, setOpen] = useState(() => isFiltered || (typeof window !== 'undefined' && window.matchMedia('(min-width: 1024px)').matches));

  const go = (changes: SearchParams) => void navigate(searchHrefWith(params, { ...changes, page: undefined }), { replace: true });
  const apply = (event: FormEvent) => {
    event.preventDefault();
    go(draft);
  };
  const clear = () => {
    const empty = Object.fromEntries(FILTER_KEYS.map((key) => [key, ''])) as Draft;
    setDraft(empty);
    go(empty);
  };
  const field = 'w-full rounded-lg border border-line bg-card px-2 py-1.5 text-sm';
  const label = 'flex flex-col gap-1 text-xs font-medium';

  return (
    <details open={isOpen} onToggle={(event) => setOpen(event.currentTarget.open)} className="rounded-xl border border-line bg-card">
      <summary className="cursor-pointer select-none px-3 py-2 font-semibold">{t('search.filters.show')}</summary>
      <form onSubmit={apply} aria-label={t('search.filters.title')} className="grid grid-cols-2 gap-2 border-t border-line p-3 lg:grid-cols-1">
        <label className={`${label} col-span-2 lg:col-span-1`}>
          {t('search.filters.category')}
          <select className={field} value={draft.category} onChange={(event) => setDraft({ ...draft, category: event.target.value, subcategory: '' })}>
            <option value="">{t('search.filters.anyCategory')}</option>
            {categories.data?.map((category) => (
              <option key={category.id} value={category.id}>
                {categoryName(category, lang)}
              </option>
            ))}
          </select>
        </label>
        {subcategories.length > 0 ? (
          <label className={`${label} col-span-2 lg:col-span-1`}>
            {t('search.filters.subcategory')}
            <select className={field} value={draft.subcategory} onChange={(event) => setDraft({ ...draft, subcategory: event.target.value })}>
              <option value="">{t('search.filters.anySubcategory')}</option>
              {subcategories.map((sub) => (
                <option key={sub.id} value={sub.id}>
                  {categoryName(sub, lang)}
                </option>
              ))}
            </select>
          </label>
        ) : null}
        <label className={`${label} col-span-2 lg:col-span-1`}>
          {t('catalogue.filters.governorate')}
          <select className={field} value={draft.governorate} onChange={(event) => setDraft({ ...draft, governorate: event.target.value })}>
            <option value="">{t('catalogue.filters.anyGovernorate')}</option>
            {GOVERNORATE_OPTIONS.map((option) => (
              <option key={option.id} value={option.id}>
                {option[lang]}
              </option>
            ))}
          </select>
        </label>
        <label className={label}>
          {t('catalogue.filters.minPrice')}
          <input className={field} type="number" inputMode="decimal" min={0} value={draft.minPrice} onChange={(event) => setDraft({ ...draft, minPrice: event.target.value })} />
        </label>
        <label className={label}>
          {t('catalogue.filters.maxPrice')}
          <input className={field} type="number" inputMode="decimal" min={0} value={draft.maxPrice} onChange={(event) => setDraft({ ...draft, maxPrice: event.target.value })} />
        </label>
        <label className={`${label} col-span-2 lg:col-span-1`}>
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
        <label className="col-span-2 flex items-center gap-2 text-sm lg:col-span-1">
          <input type="checkbox" className="size-4 accent-brand" checked={draft.verified === 'true'} onChange={(event) => setDraft({ ...draft, verified: event.target.checked ? 'true' : '' })} />
          {t('catalogue.filters.verifiedOnly')}
        </label>
        <div className="col-span-2 flex gap-2 lg:col-span-1">
          <button type="submit" className="flex-1 rounded-lg bg-brand px-3 py-1.5 text-sm font-semibold text-on-brand">
            {t('catalogue.filters.apply')}
          </button>
          <button type="button" onClick={clear} className="rounded-lg border border-line px-3 py-1.5 text-sm">
            {t('catalogue.filters.clear')}
          </button>
        </div>
      </form>
    </details>
  );
}

/** Best match, newest, price up or down: applied at once. */
export function SearchSort({ params }: { params: SearchParams }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <label className="flex items-center gap-2 text-sm">
      <span className="shrink-0 text-muted">{t('search.sort.label')}</span>
      <select
        className="rounded-lg border border-line bg-card px-2 py-1.5 text-sm"
        value={params.sort ?? 'relevance'}
        onChange={(event) => void navigate(searchHrefWith(params, { sort: event.target.value === 'relevance' ? undefined : event.target.value, page: undefined }), { replace: true })}
      >
        {SEARCH_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {t(`search.sort.${sort}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
