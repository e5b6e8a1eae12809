import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TFavoriteIds } from '#common/schemas/favorites.ts';
import { useSession } from '#client/features/auth/hooks/use-session.ts';
import { apiFetch } from '#client/lib/api.ts';

/** Every key of the favourites feature starts with this, so that one invalidation refreshes all. */
export const FAVORITES_KEY = 'favorites';

export const favoriteIdsQuery = (userId: string) =>
  queryOptions({
    queryKey: [FAVORITES_KEY, userId, 'ids'],
    queryFn: () => apiFetch<TFavoriteIds>('/api/v1/me/favorites/ids'),
    // The hearts must show what was saved on another page or device, not a 15-minute-old copy.
    staleTime: 30_000,
  });

/** What the signed-in user saved (ids), or null for a visitor or while loading. */
export function useFavoriteIds(): { posts: Set<string>; sellers: Set<string> } | null {
  const { user } = useSession();
  const query = useQuery({ ...favoriteIdsQuery(user?.id ?? ''), enabled: user !== null });
  if (!user || !query.data) return null;
  return { posts: new Set(query.data.posts), sellers: new Set(query.data.sellers) };
}
