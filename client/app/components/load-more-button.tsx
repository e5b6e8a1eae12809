import { useTranslation } from '#client/lib/texts.tsx';

/** The part of an infinite query the button needs (TanStack Query's `useInfiniteQuery` result). */
type PagedQuery = { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };

/** "Load more" under a list read in keyset pages; nothing once the last page is in. */
export function LoadMoreButton({ query }: { query: PagedQuery }) {
  const { t } = useTranslation();
  if (!query.hasNextPage) return null;
  return (
    <button
      type="button"
      disabled={query.isFetchingNextPage}
      onClick={() => void query.fetchNextPage()}
      className="needs-script mx-auto block rounded-lg border border-brand px-5 py-2 font-semibold text-brand disabled:opacity-60"
    >
      {query.isFetchingNextPage ? t('catalogue.loadingMore') : t('catalogue.loadMore')}
    </button>
  );
}
