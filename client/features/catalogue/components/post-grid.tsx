import { useTranslation } from '#client/lib/texts.tsx';
import type { TPostKind } from '#common/schemas/posts.ts';
import { LoadFailed } from '#client/app/components/load-failed.tsx';
import { LoadMoreButton } from '#client/app/components/load-more-button.tsx';
import { usePosts, type PostFilters } from '../api/list-posts.ts';
import { ListedPostCard, listedCardClass } from './post-card.tsx';

/** A grid of the active posts of one kind with a "Load more" button for the next keyset page. */
export function PostGrid(props: { kind: TPostKind; filters: PostFilters; limit?: number; emptyText: string }) {
  const { t } = useTranslation();
  const query = usePosts(props.kind, props.filters, props.limit);
  if (query.isPending) {
    return (
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" aria-busy="true" aria-label={t('common.loading')}>
        {Array.from({ length: 8 }, (_, index) => (
          <div key={index} className="aspect-[3/4] animate-pulse rounded-xl bg-line/50" />
        ))}
      </div>
    );
  }
  if (query.isError) return <LoadFailed onRetry={query.refetch} />;
  const items = query.data.pages.flatMap((page) => page.items);
  if (items.length === 0) return <p className="py-10 text-center text-muted">{props.emptyText}</p>;
  return (
    <div className="flex flex-col gap-4">
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {items.map((item, index) => (
          <li key={item.id} className={listedCardClass(index)}>
            <ListedPostCard item={item} index={index} />
          </li>
        ))}
      </ul>
      <LoadMoreButton query={query} />
    </div>
  );
}
