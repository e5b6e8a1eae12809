import { useState, useSyncExternalStore, type FormEvent } from 'react';
import { useTranslation } from '#client/lib/texts.tsx';
import { useNavigate } from 'react-router';
import { SEARCH_SORTS } from '#common/constants/search.ts';
import { useCategories } from '#client/features/catalogue/api/get-categories.ts';
import { CategoryFilter } from '#client/features/catalogue/components/category-filter.tsx';
import { FILTER_FIELD, FilterFields, PRICE_FILTER_KEYS } from '#client/features/catalogue/components/filter-fields.tsx';
import { SEARCH_PARAM_KEYS, type SearchParams } from '../api/search.ts';
import { searchHrefWith } from '../hooks/use-search-params.ts';
import { neverChanges } from '#client/lib/use-hydrated.ts';
import { useUrlDraft } from '#client/lib/use-url-draft.ts';

const FILTER_KEYS = ['category', 'subcategory', ...PRICE_FILTER_KEYS] as const;
type Draft = Record<(typeof FILTER_KEYS)[number], string>;

// The server knows no screen: a server-rendered page opens the filters once it is hydrated.
const isWideScreen = () => window.matchMedia('(min-width: 1024px)').matches;

/** Category, subcategory, governorate, price range and currency, verified sellers; applied to the URL. */
export function SearchFilters({ params }: { params: SearchParams }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const categories = useCategories();
  const { draft, setDraft, applied } = useUrlDraft(FILTER_KEYS, (key) => params[key]);
  const subcategories = categories.data?.find((category) => category.id === draft.category)?.subcategories ?? [];
  const isFiltered = FILTER_KEYS.some((key) => params[key]);
  // Open beside the results on a wide screen, folded above them on a phone unless a filter is set.
  const [isInitiallyFiltered] = useState(isFiltered);
  const isWide = useSyncExternalStore(neverChanges, isWideScreen, () => false);
  const [toggled, setOpen] = useState<boolean>();
  const isOpen = toggled ?? (isInitiallyFiltered || isWide);

  const go = (changes: Draft) => {
    applied(changes);
    void navigate(searchHrefWith(params, { ...changes, page: undefined }), { replace: true });
  };
  const apply = (event: FormEvent) => {
    event.preventDefault();
    go(draft);
  };
  const clear = () => {
    const empty = Object.fromEntries(FILTER_KEYS.map((key) => [key, ''])) as Draft;
    setDraft(empty);
    go(empty);
  };
  const label = 'flex flex-col gap-1 text-xs font-medium col-span-2 lg:col-span-1';

  return (
    <details open={isOpen} onToggle={(event) => setOpen(event.currentTarget.open)} className="rounded-xl border border-line bg-card">
      <summary className="cursor-pointer select-none px-3 py-2 font-semibold">{t('search.filters.show')}</summary>
      {/* Sent as it is before the page's scripts run: the search's other values travel along. */}
      <form action="/search" method="get" onSubmit={apply} aria-label={t('search.filters.title')} className="grid grid-cols-2 gap-2 border-t border-line p-3 lg:grid-cols-1">
        {(['q', 'tab', 'sort'] as const).map((key) => (params[key] ? <input key={key} type="hidden" name={key} value={params[key]} /> : null))}
        <CategoryFilter
          label={t('search.filters.category')}
          anyLabel={t('search.filters.anyCategory')}
          name="category"
          options={categories.data ?? []}
          value={draft.category}
          onChange={(category) => setDraft({ ...draft, category, subcategory: '' })}
          className={label}
          selectClassName={FILTER_FIELD}
        />
        {subcategories.length > 0 ? (
          <CategoryFilter
            label={t('search.filters.subcategory')}
            anyLabel={t('search.filters.anySubcategory')}
            name="subcategory"
            options={subcategories}
            value={draft.subcategory}
            onChange={(subcategory) => setDraft({ ...draft, subcategory })}
            className={label}
            selectClassName={FILTER_FIELD}
          />
        ) : null}
        <FilterFields draft={draft} onChange={setDraft} onClear={clear} wide="col-span-2 lg:col-span-1" buttons="col-span-2 lg:col-span-1" />
      </form>
    </details>
  );
}

/**
 * Best match, newest, price up or down: applied at once. Before the page's scripts run (or
 * without them) it is a GET form with a button of its own, which the page's script never shows.
 */
export function SearchSort({ params }: { params: SearchParams }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <form action="/search" method="get" className="flex items-center gap-2 text-sm">
      {SEARCH_PARAM_KEYS.filter((key) => key !== 'sort' && key !== 'page' && params[key]).map((key) => (
        <input key={key} type="hidden" name={key} value={params[key]} />
      ))}
      <label className="flex items-center gap-2">
        <span className="shrink-0 text-muted">{t('search.sort.label')}</span>
        <select
          name="sort"
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
      <noscript>
        <button type="submit" className="rounded-lg border border-line px-3 py-1.5">
          {t('search.sort.apply')}
        </button>
      </noscript>
    </form>
  );
}
