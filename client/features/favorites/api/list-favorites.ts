import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { TFavoriteCounts, TFavoritePostPage, TFavoriteSellerPage, TFavoriteTab } from '#common/schemas/favorites.ts';
import { useSession } from '#client/features/auth/hooks/use-session.ts';
import { apiFetch } from '#client/lib/api.ts';
import { FAVORITES_KEY } from './get-favorite-ids.ts';

type Page<T extends TFavoriteTab> = T extends 'sellers' ? TFavoriteSellerPage : TFavoritePostPage;

const favoritesQuery = <T extends TFavoriteTab>(userId: string, tab: T) =>
  infiniteQueryOptions({
    queryKey: [FAVORITES_KEY, userId, 'list', tab],
    queryFn: ({ pageParam }) =>
      apiFetch<Page<T>>(`/api/v1/me/favorites?tab=${tab}${pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : ''}`),
    initialPageParam: '',
    getNextPageParam: (last: Page<T>) => last.nextCursor ?? undefined,
    staleTime: 0,
  });

/** One tab of /favorites, newest saved first, a page at a time. */
export function useFavorites<T extends TFavoriteTab>(tab: T) {
  const { user } = useSession();
  return useInfiniteQuery({ ...favoritesQuery(user?.id ?? '', tab), enabled: user !== null });
}

/** The counts on the tabs of /favorites. */
export function useFavoriteCounts() {
  const { user } = useSession();
  return useQuery({
    ...queryOptions({ queryKey: [FAVORITES_KEY, user?.id ?? '', 'counts'], queryFn: () => apiFetch<TFavoriteCounts>('/api/v1/me/favorites/counts'), staleTime: 0 }),
    enabled: user !== null,
  });
}

/** How many people saved one's own post (GET /api/v1/posts/{id}/favorite-count). */
export function usePostFavoriteCount(postId: string, enabled: boolean) {
  const { user } = useSession();
  return useQuery({
    queryKey: [FAVORITES_KEY, user?.id ?? '', 'post-count', postId],
    queryFn: () => apiFetch<{ count: number }>(`/api/v1/posts/${encodeURIComponent(postId)}/favorite-count`),
    enabled: enabled && user !== null,
    staleTime: 0,
  });
}
