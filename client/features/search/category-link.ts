import type { TCategoryRef } from '#common/schemas/search.ts';

/** Where a category or subcategory named by the search leads: its product offers. */
export function categoryHref(category: TCategoryRef): string {
  return category.categoryId ? `/category/suppliers/${category.categoryId}/${category.id}` : `/category/suppliers/${category.id}`;
}
