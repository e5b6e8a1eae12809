import { useInfiniteQuery } from '@tanstack/react-query';
import type { TAdminPage } from '#common/schemas/admin.ts';
import { apiFetch } from '#client/lib/api.ts';

/** The query key of every admin list; mutations invalidate all of them at once. */
export const ADMIN_KEY = ['admin'] as const;

/**
 * One admin list (`/api/v1/admin/…` with its filters), a page at a time: `fetchNextPage` follows
 * the server's cursor. Always fresh: admins act on what is there now.
 *
 * @example useAdminList<TAdminReport>('reports', { status: 'pending' })
 */
export function useAdminList<T>(path: string, params: Record<string, string> = {}) {
  return useInfiniteQuery({
    queryKey: [...ADMIN_KEY, path, params],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => {
      const search = new URLSearchParams(params);
      if (pageParam) search.set('cursor', pageParam);
      return apiFetch<TAdminPage<T>>(`/api/v1/admin/${path}?${search}`);
    },
    getNextPageParam: (last) => last.nextCursor,
    staleTime: 0,
    retry: false,
  });
}
