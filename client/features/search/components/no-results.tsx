import { SearchX } from 'lucide-react';
import { Trans, useTranslation } from '#client/lib/texts.tsx';
import { Link } from 'react-router';
import type { TSearchResult } from '#common/schemas/search.ts';
import { categoryName } from '#client/features/catalogue/api/get-categories.ts';
import { useLang } from '#client/features/catalogue/hooks/use-lang.ts';
import type { SearchParams } from '../api/search.ts';
import { categoryHref } from '../category-link.ts';
import { searchHrefWith } from '../hooks/use-search-params.ts';

/** Nothing found: say so, offer a close spelling that has results, and categories to browse. */
export function NoResults({ params, result }: { params: SearchParams; result: TSearchResult }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <section className="flex flex-col items-center gap-3 py-10 text-center">
      <SearchX aria-hidden="true" className="size-12 text-muted" />
      <p className="text-lg font-semibold" dir="auto">
        {t('search.noResults', { query: result.query })}
      </p>
      {result.didYouMean ? (
        <p>
          <Trans
            i18nKey="search.didYouMean"
            values={{ suggestion: result.didYouMean }}
            components={{ word: <Link to={searchHrefWith(params, { q: result.didYouMean, page: undefined })} className="font-semibold text-brand underline" dir="auto" /> }}
          />
        </p>
      ) : null}
      <p className="text-muted">{t('search.noResultsHint')}</p>
      {result.relatedCategories.length > 0 ? (
        <div className="flex flex-col items-center gap-2 pt-2">
          <h2 className="font-semibold">{t('search.relatedCategories')}</h2>
          <ul className="flex flex-wrap justify-center gap-2">
            {result.relatedCategories.map((category) => (
              <li key={category.id}>
                <Link to={categoryHref(category)} className="inline-block rounded-full border border-line px-3 py-1 text-sm hover:border-brand">
                  {categoryName(category, lang)}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
