import { Suspense } from 'react';
import { useTranslation } from '#client/lib/texts.tsx';
import { Link } from 'react-router';
import { ListedPostCard, listedCardClass } from '#client/features/catalogue/components/post-card.tsx';
import { VendorCard } from '#client/features/vendors/components/vendor-card.tsx';
import { ApiError } from '#client/lib/api.ts';
import { useFormat } from '#client/lib/format.ts';
import { useSearch } from '../api/search.ts';
import { searchHrefWith, useSearchUrl } from '../hooks/use-search-params.ts';
import { NoResults } from './no-results.tsx';
import { SearchFilters, SearchSort } from './search-filters.tsx';
import { SearchPagination } from './search-pagination.tsx';
import { SearchTabs } from './search-tabs.tsx';

/** /search?q=: products, listings and businesses for the header's search, with tabs, filters and pages. */
export function SearchPage() {
  const { t } = useTranslation();
  const params = useSearchUrl();
  const search = useSearch(params);
  const result = search.data;
  const format = useFormat();

  if (search.isError) {
    const error = search.error;
    const key = error instanceof ApiError && error.fields ? Object.values(error.fields)[0] : undefined;
    return (
      <section className="mx-auto flex max-w-xl flex-col items-center gap-3 px-4 py-16 text-center">
        <h1 className="text-2xl font-bold">{t('search.errors.title')}</h1>
        <p role="alert">{key?.startsWith('search.errors.') ? t(key) : t('catalogue.loadFailed')}</p>
        {key ? (
          <Link to={params.q && params.q.length <= 200 ? searchHrefWith({ q: params.q }, {}) : '/search'} className="rounded-lg bg-brand px-4 py-2 font-semibold text-on-brand">
            {t('search.errors.startOver')}
          </Link>
        ) : (
          <button type="button" onClick={() => void search.refetch()} className="rounded-lg border border-line px-3 py-1.5">
            {t('catalogue.retry')}
          </button>
        )}
      </section>
    );
  }

  const total = result ? { all: result.counts.products + result.counts.listings, ...result.counts }[result.tab] : 0;
  const hasAny = result ? result.counts.products + result.counts.listings + result.counts.businesses > 0 : false;

  return (
    <section className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6" aria-busy={search.isFetching}>
      <h1 className="text-2xl font-bold" dir="auto">
        {result?.query ? t('search.heading', { query: result.query }) : t('search.headingEmpty')}
      </h1>
      {search.isPending ? <p className="text-muted">{t('common.loading')}</p> : null}
      {result && !result.query ? <p className="text-muted">{t('search.askForWords')}</p> : null}
      {result?.query && !result.hasWords ? <p className="text-muted" dir="auto">{t('search.noWords', { query: result.query })}</p> : null}
      {result?.hasWords ? (
        <>
          <Suspense>
            <SearchTabs params={params} result={result} />
          </Suspense>
          <div className="grid gap-4 lg:grid-cols-[16rem_1fr] lg:items-start">
            <aside>
              <Suspense>
                <SearchFilters params={params} />
              </Suspense>
            </aside>
            <div className="flex min-w-0 flex-col gap-4">
              {hasAny ? (
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="text-sm text-muted" role="status">
                    {t('search.total', { count: total, formatted: format.number(total) })}
                  </p>
                  {result.tab !== 'businesses' ? (
                    <Suspense>
                      <SearchSort params={params} />
                    </Suspense>
                  ) : null}
                </div>
              ) : null}
              {!hasAny ? <NoResults params={params} result={result} /> : null}
              {result.businesses.length > 0 ? (
                <section aria-labelledby="search-businesses" className="flex flex-col gap-2">
                  <h2 id="search-businesses" className={result.tab === 'all' ? 'text-lg font-semibold' : 'sr-only'}>
                    {t('search.businessesHeading')}
                  </h2>
                  <ul className="grid gap-3 sm:grid-cols-2">
                    {result.businesses.map((vendor) => (
                      <li key={vendor.id}>
                        <Suspense>
                          <VendorCard vendor={vendor} />
                        </Suspense>
                      </li>
                    ))}
                  </ul>
                  {result.tab === 'all' && result.counts.businesses > result.businesses.length ? (
                    <Link to={searchHrefWith(params, { tab: 'businesses', page: undefined })} className="self-start text-sm font-semibold text-brand">
                      {t('search.allBusinesses', { formatted: format.number(result.counts.businesses) })}
                    </Link>
                  ) : null}
                </section>
              ) : null}
              {result.posts.length > 0 ? (
                <section aria-labelledby="search-posts" className="flex flex-col gap-2">
                  <h2 id="search-posts" className={result.tab === 'all' && result.businesses.length > 0 ? 'text-lg font-semibold' : 'sr-only'}>
                    {t(result.tab === 'all' ? 'search.postsHeading' : `search.tabs.${result.tab}`)}
                  </h2>
                  <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-4">
                    {result.posts.map((post, index) => (
                      <li key={post.id} className={listedCardClass(index)}>
                        <ListedPostCard item={post} index={index} />
                      </li>
                    ))}
                  </ul>
                </section>
              ) : null}
              <SearchPagination params={params} page={result.page} pageCount={result.pageCount} />
            </div>
          </div>
        </>
      ) : null}
    </section>
  );
}
