import { useTranslation } from '#client/lib/texts.tsx';
import { Link } from 'react-router';
import { categoryName, useCategories } from '../api/get-categories.ts';
import { useLang } from '../hooks/use-lang.ts';
import { CategoryImage } from './category-image.tsx';

/** /categories: the twelve categories, each with its subcategories. */
export function CategoryList() {
  const { t } = useTranslation();
  const lang = useLang();
  const categories = useCategories();
  return (
    <section className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6">
      <h1 className="text-2xl font-bold">{t('catalogue.categoriesTitle')}</h1>
      <p className="text-muted">{t('catalogue.categoriesIntro')}</p>
      {categories.isPending ? <p className="text-muted">{t('common.loading')}</p> : null}
      {categories.isError ? <p role="alert">{t('catalogue.loadFailed')}</p> : null}
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {categories.data?.map((category) => (
          <li key={category.id} className="flex flex-col overflow-hidden rounded-xl border border-line bg-card">
            <div className="flex items-center gap-3 p-3">
              <CategoryImage category={category} className="shrink-0" />
              <h2 className="text-lg font-semibold">
                <Link to={`/category/suppliers/${category.id}`} className="hover:text-brand">
                  {categoryName(category, lang)}
                </Link>
              </h2>
            </div>
            <ul className="flex flex-wrap gap-1.5 px-3 pb-3">
              {category.subcategories.map((sub) => (
                <li key={sub.id}>
                  <Link to={`/category/suppliers/${category.id}/${sub.id}`} className="inline-block rounded-full border border-line px-2.5 py-0.5 text-sm hover:border-brand">
                    {categoryName(sub, lang)}
                  </Link>
                </li>
                ))}
              </ul>
              <div className="mt-auto flex border-t border-line text-sm">
                <Link to={`/category/suppliers/${category.id}`} className="flex-1 p-2 text-center font-medium text-brand">
                  {t('catalogue.viewProducts')}
                </Link>
                <Link to={`/category/${category.id}`} className="flex-1 border-s border-line p-2 text-center font-medium text-brand">
                  {t('catalogue.viewListings')}
                </Link>
              </div>
            </li>
        ))}
      </ul>
    </section>
  );
}
