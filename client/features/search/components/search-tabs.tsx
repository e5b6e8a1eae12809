import { useTranslation } from '#client/lib/texts.tsx';
import { Link } from 'react-router';
import { useFormat } from '#client/lib/format.ts';
import { SEARCH_TABS } from '#common/constants/search.ts';
import type { TSearchResult } from '#common/schemas/search.ts';
import type { SearchParams } from '../api/search.ts';
import { searchHrefWith } from '../hooks/use-search-params.ts';

/** All, Products, Listings, Businesses: each a link that keeps the search and its filters. */
export function SearchTabs({ params, result }: { params: SearchParams; result: TSearchResult }) {
  const { t } = useTranslation();
  const format = useFormat();
  const counts = { all: result.counts.products + result.counts.listings, ...result.counts };
  return (
    <nav aria-label={t('search.tabsLabel')} className="-mx-4 overflow-x-auto px-4">
      <ul className="flex min-w-max gap-1 border-b border-line">
        {SEARCH_TABS.map((tab) => {
          const isCurrent = result.tab === tab;
          return (
            <li key={tab}>
              <Link
                to={searchHrefWith(params, { tab: tab === 'all' ? undefined : tab, page: undefined })}
                replace
                aria-current={isCurrent ? 'page' : undefined}
                className={`flex items-center gap-2 border-b-2 px-3 py-2 text-sm font-medium ${isCurrent ? 'border-brand text-brand' : 'border-transparent text-muted hover:text-ink'}`}
              >
                {t(`search.tabs.${tab}`)}
                <span className="rounded-full bg-line/60 px-2 text-xs text-ink">{format.number(counts[tab])}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
