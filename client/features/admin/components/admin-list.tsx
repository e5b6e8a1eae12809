import type { ReactNode } from 'react';
import { useTranslation } from '#client/lib/texts.tsx';
import type { useAdminList } from '../api/use-admin-list.ts';

/**
 * The items of an admin list with its states (loading, failed, empty) and a Show more button that
 * fetches the next page; focus stays on the button, so a keyboard user keeps reading down.
 */
export function AdminList<T extends { id: string }>({ query, render }: { query: ReturnType<typeof useAdminList<T>>; render: (item: T) => ReactNode }) {
  const { t } = useTranslation();
  if (query.isPending) return <p className="text-muted">{t('common.loading')}</p>;
  if (query.isError) return <p role="alert" className="text-danger">{t('admin.loadFailed')}</p>;
  const items = query.data.pages.flatMap((page) => page.items);
  return (
    <div className="flex flex-col gap-3">
      {items.length === 0 ? <p className="rounded-2xl border border-line bg-card p-6 text-center text-muted">{t('admin.empty')}</p> : null}
      <ul className="flex flex-col gap-3">
        {items.map((item) => (
          <li key={item.id}>{render(item)}</li>
        ))}
      </ul>
      {query.hasNextPage ? (
        <button
          type="button"
          onClick={() => void query.fetchNextPage()}
          disabled={query.isFetchingNextPage}
          className="self-center rounded-lg border border-line bg-card px-4 py-2 font-semibold hover:border-brand disabled:opacity-60"
        >
          {query.isFetchingNextPage ? t('admin.loadingMore') : t('admin.loadMore')}
        </button>
      ) : null}
    </div>
  );
}

/** One card of an admin list. */
export function AdminCard({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <article aria-label={label} className="flex flex-col gap-3 rounded-2xl border border-line bg-card p-4 shadow-sm">
      {children}
    </article>
  );
}

export const primaryButton = 'inline-flex items-center justify-center gap-2 rounded-lg bg-brand px-4 py-2 text-sm font-semibold text-on-brand hover:bg-brand-strong disabled:opacity-60';
export const secondaryButton = 'inline-flex items-center justify-center gap-2 rounded-lg border border-line bg-card px-4 py-2 text-sm font-semibold hover:border-brand disabled:opacity-60';
export const dangerButton = 'inline-flex items-center justify-center gap-2 rounded-lg border border-danger px-4 py-2 text-sm font-semibold text-danger hover:bg-danger/10 disabled:opacity-60';
