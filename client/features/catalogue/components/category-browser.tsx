import { Suspense } from 'react';
import { useTranslation } from '#client/lib/texts.tsx';
import { Link, useSearchParams } from 'react-router';
import { POST_KINDS } from '#common/constants/post-kinds.ts';
import type { TPostKind } from '#common/schemas/posts.ts';
import { categoryName, useCategories } from '../api/get-categories.ts';
import { useLang } from '../hooks/use-lang.ts';
import { NotFoundState } from './not-found-state.tsx';
import { PostFilters, useFilterParams } from './post-filters.tsx';
import { PostGrid } from './post-grid.tsx';

/**
 * One category's page: its listings (/category/…) or its products (/category/suppliers/…),
 * optionally narrowed to a subcategory, with subcategory chips and filters.
 */
export function CategoryBrowser({ kind, categoryId, subcategoryId }: { kind: TPostKind; categoryId: string; subcategoryId?: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const [params] = useSearchParams();
  const categories = useCategories();
  const category = categories.data?.find((entry) => entry.id === categoryId);
  const subcategory = subcategoryId ? category?.subcategories.find((entry) => entry.id === subcategoryId) : undefined;
  const known = Boolean(category) && (!subcategoryId || Boolean(subcategory));
  const filters = { category: categoryId, subcategory: subcategoryId, ...useFilterParams() };

  if (categories.isPending) return <p className="p-8 text-center text-muted">{t('common.loading')}</p>;
  if (!known || !category) {
    return <NotFoundState title={t('catalogue.notFoundTitle')} body={t('catalogue.notFoundBody')} linkTo="/categories" linkText={t('catalogue.backToCategories')} />;
  }
  const base = categoryPath(kind, category.id);
  const keep = params.toString() ? `?${params.toString()}` : '';
  const name = subcategory ? categoryName(subcategory, lang) : categoryName(category, lang);
  const chip = (active: boolean) =>
    `shrink-0 rounded-full border px-3 py-1 text-sm ${active ? 'border-brand bg-brand text-on-brand' : 'border-line bg-card hover:border-brand'}`;

  return (
    <section className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6">
      <header className="flex flex-col gap-2">
        {subcategory ? (
          <Link to={base} className="text-sm text-brand">
            {categoryName(category, lang)}
          </Link>
        ) : null}
        <h1 className="text-2xl font-bold">{t(kind === 'product' ? 'catalogue.productsHeading' : 'catalogue.listingsHeading', { name })}</h1>
        <nav className="flex gap-2 text-sm" aria-label={categoryName(category, lang)}>
          {POST_KINDS.map((entry) => (
            <Link key={entry} to={categoryPath(entry, category.id)} aria-current={kind === entry ? 'page' : undefined} className={chip(kind === entry)}>
              {t(entry === 'product' ? 'catalogue.viewProducts' : 'catalogue.viewListings')}
            </Link>
          ))}
        </nav>
      </header>
      {category.subcategories.length > 0 ? (
        <nav aria-label={t('catalogue.subcategoriesLabel')} className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-1">
          <Link to={`${base}${keep}`} className={chip(!subcategoryId)} aria-current={!subcategoryId ? 'page' : undefined}>
            {t('catalogue.allSubcategories')}
          </Link>
          {category.subcategories.map((entry) => (
            <Link key={entry.id} to={`${base}/${entry.id}${keep}`} className={chip(entry.id === subcategoryId)} aria-current={entry.id === subcategoryId ? 'page' : undefined}>
              {categoryName(entry, lang)}
            </Link>
          ))}
        </nav>
      ) : null}
      <Suspense>
        <PostFilters />
      </Suspense>
      <h2 className="sr-only">{t('catalogue.resultsHeading')}</h2>
      <PostGrid key={kind} kind={kind} filters={filters} emptyText={t(kind === 'product' ? 'catalogue.emptyProducts' : 'catalogue.emptyListings')} />
    </section>
  );
}

/** A category's page of one kind: the specification's /category/suppliers/{id} for products, /category/{id} for listings. */
function categoryPath(kind: TPostKind, categoryId: string): string {
  return kind === 'product' ? `/category/suppliers/${categoryId}` : `/category/${categoryId}`;
}
