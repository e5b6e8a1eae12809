import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from '#client/lib/texts.tsx';
import { Link } from 'react-router';
import type { SearchParams } from '../api/search.ts';
import { searchHrefWith } from '../hooks/use-search-params.ts';

/**
 * Previous and next pages as links: each page is its own URL in the history, so Back returns to
 * the page (and the scroll position) the reader left.
 */
export function SearchPagination({ params, page, pageCount }: { params: SearchParams; page: number; pageCount: number }) {
  const { t } = useTranslation();
  if (pageCount <= 1) return null;
  const link = 'inline-flex items-center gap-1 rounded-lg border border-line px-3 py-1.5 text-sm font-medium hover:border-brand';
  return (
    <nav aria-label={t('search.pagination.label')} className="flex items-center justify-center gap-3 py-4">
      {page > 1 ? (
        <Link to={searchHrefWith(params, { page: page - 1 > 1 ? String(page - 1) : undefined })} className={link}>
          <ChevronLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
          {t('search.pagination.previous')}
        </Link>
      ) : null}
      <span className="text-sm text-muted">{t('search.pagination.page', { page, count: pageCount })}</span>
      {page < pageCount ? (
        <Link to={searchHrefWith(params, { page: String(page + 1) })} className={link}>
          {t('search.pagination.next')}
          <ChevronRight aria-hidden="true" className="size-4 rtl:rotate-180" />
        </Link>
      ) : null}
    </nav>
  );
}
