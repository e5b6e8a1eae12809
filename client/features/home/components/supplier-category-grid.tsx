import { useTranslation } from '#client/lib/texts.tsx';
import { Link } from 'react-router';
import { CATEGORY_IDS } from '#common/constants/categories.ts';
import { categoryName, useCategories } from '#client/features/catalogue/api/get-categories.ts';
import { useLang } from '#client/features/catalogue/hooks/use-lang.ts';
import { CategoryImage } from '#client/features/catalogue/components/category-image.tsx';

/** The twelve supplier categories in the specification's order, each to /category/suppliers/{id}. */
export function SupplierCategoryGrid() {
  const { t } = useTranslation();
  const lang = useLang();
  const { data } = useCategories();
  const rank = (id: string) => {
    const index = (CATEGORY_IDS as readonly string[]).indexOf(id);
    return index === -1 ? CATEGORY_IDS.length : index;
  };
  const categories = [...(data ?? [])].sort((a, b) => rank(a.id) - rank(b.id)).slice(0, 12);
  return (
    <section aria-labelledby="supplier-categories" className="flex flex-col gap-3">
      <h2 id="supplier-categories" className="text-xl font-bold">
        {t('home.categories.title')}
      </h2>
      <ul className="grid grid-cols-3 gap-3 sm:grid-cols-4 lg:grid-cols-6">
        {/* Until the categories arrive, twelve tiles of the same size hold their place. */}
        {categories.length === 0
          ? Array.from({ length: 12 }, (_, index) => (
              <li key={index} aria-hidden="true" className="flex flex-col items-center gap-2 rounded-xl border border-line bg-card p-2">
                <div className="size-14 animate-pulse rounded-lg bg-line/40" />
                <div className="h-8 w-full animate-pulse rounded bg-line/30" />
              </li>
            ))
          : null}
        {categories.map((category) => (
          <li key={category.id}>
            <Link to={`/category/suppliers/${category.id}`} className="flex h-full flex-col items-center gap-2 rounded-xl border border-line bg-card p-2 text-center hover:border-brand">
              <CategoryImage category={category} />
              <span className="text-xs font-medium leading-tight sm:text-sm">{categoryName(category, lang)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
