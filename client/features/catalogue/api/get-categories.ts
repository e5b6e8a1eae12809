import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCategory } from '#common/schemas/categories.ts';
import { apiFetch } from '#client/lib/api.ts';

export const categoriesQuery = queryOptions({
  queryKey: ['categories'],
  queryFn: ({ client }) => apiFetch<TCategory[]>('/api/v1/categories', { client }),
});

/** The twelve supplier categories with their subcategories (cached like all reference data). */
export function useCategories() {
  return useQuery(categoriesQuery);
}

export function categoryName(category: { nameEn: string; nameAr: string }, lang: 'ar' | 'en'): string {
  return lang === 'en' ? category.nameEn : category.nameAr;
}
