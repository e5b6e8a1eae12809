import { useState, type FormEvent } from 'react';
import { useTranslation } from '#client/lib/texts.tsx';
import { useSearchParams } from 'react-router';
import { LoadMoreButton } from '#client/app/components/load-more-button.tsx';
import { useCategories } from '#client/features/catalogue/api/get-categories.ts';
import { CategoryFilter } from '#client/features/catalogue/components/category-filter.tsx';
import { GovernorateFilter } from '#client/features/catalogue/components/governorate-filter.tsx';
import { useSetSearchParams } from '#client/lib/use-set-search-params.ts';
import { useVendors } from '../api/list-vendors.ts';
import { VendorCard } from './vendor-card.tsx';

/** /vendors: search by name, filter by governorate, category and verified only; "Load more" pages. */
export function VendorDirectory() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const setSearchParams = useSetSearchParams();
  const filters = {
    q: params.get('q') ?? undefined,
    governorate: params.get('governorate') ?? undefined,
    category: params.get('category') ?? undefined,
    verified: params.get('verified') ?? undefined,
  };
  const [term, setTerm] = useState(filters.q ?? '');
  // The URL changes in a transition; the box follows the click at once.
  const [verifiedOnly, setVerifiedOnly] = useState(filters.verified === 'true');
  const categories = useCategories();
  const vendors = useVendors(filters);

  const set = (key: string, value: string) => setSearchParams({ [key]: value });
  const search = (event: FormEvent) => {
    event.preventDefault();
    set('q', term.trim());
  };
  const field = 'rounded-lg border border-line bg-card px-2 py-2 text-sm';
  const items = vendors.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <section className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6">
      <h1 className="text-2xl font-bold">{t('vendors.title')}</h1>
      <p className="text-muted">{t('vendors.intro')}</p>
      <form id="vendor-filters" method="get" role="search" aria-label={t('vendors.search')} onSubmit={search} className="flex gap-2">
        <label className="sr-only" htmlFor="vendor-search">
          {t('vendors.search')}
        </label>
        <input id="vendor-search" name="q" type="search" value={term} maxLength={100} placeholder={t('vendors.search')} onChange={(event) => setTerm(event.target.value)} className={`${field} min-w-0 flex-1`} />
        <button type="submit" className="rounded-lg bg-brand px-4 py-2 text-sm font-semibold text-on-brand">
          {t('vendors.searchButton')}
        </button>
      </form>
      <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap sm:items-center">
        <GovernorateFilter value={filters.governorate ?? ''} onChange={(governorate) => set('governorate', governorate)} form="vendor-filters" className="flex flex-col gap-1 text-xs font-medium" selectClassName={field} />
        <CategoryFilter
          label={t('vendors.category')}
          anyLabel={t('vendors.anyCategory')}
          name="category"
          form="vendor-filters"
          options={categories.data ?? []}
          value={filters.category ?? ''}
          onChange={(category) => set('category', category)}
          className="flex flex-col gap-1 text-xs font-medium"
          selectClassName={field}
        />
        <label className="col-span-2 flex items-center gap-2 text-sm sm:mt-5">
          <input type="checkbox" name="verified" value="true" form="vendor-filters" className="size-4 accent-brand" checked={verifiedOnly}
            onChange={(event) => {
              setVerifiedOnly(event.target.checked);
              set('verified', event.target.checked ? 'true' : '');
            }} />
          {t('catalogue.filters.verifiedOnly')}
        </label>
      </div>
      {vendors.isPending ? <p className="text-muted">{t('common.loading')}</p> : null}
      {vendors.isError ? <p role="alert">{t('catalogue.loadFailed')}</p> : null}
      {vendors.isSuccess && items.length === 0 ? <p className="py-8 text-center text-muted">{t('vendors.empty')}</p> : null}
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((vendor) => (
          <li key={vendor.id}>
            <VendorCard vendor={vendor} />
          </li>
        ))}
      </ul>
      <LoadMoreButton query={vendors} />
    </section>
  );
}
