import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCategory } from '#common/schemas/categories.ts';
import { apiFetch } from '#client/lib/api.ts';

/** The supplier categories with their subcategories, for the post form and the detail pages. */
export const categoriesQuery = queryOptions({
  queryKey: ['categories'],
  queryFn: () => apiFetch<TCategory[]>('/api/v1/categories'),
});

export function useCategories() {
  return useQuery(categoriesQuery);
}
