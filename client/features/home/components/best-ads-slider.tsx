import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '#client/lib/texts.tsx';
import { Link } from 'react-router';
import { BEST_ADS_CATEGORIES, BEST_ADS_PER_CATEGORY } from '#common/constants/best-ads.ts';
import { categoryName, useCategories } from '#client/features/catalogue/api/get-categories.ts';
import { PostCard } from '#client/features/catalogue/components/post-card.tsx';
import { useLang } from '#client/features/catalogue/hooks/use-lang.ts';
import { useBestAds } from '../api/get-best-ads.ts';
import { useAutoAdvance } from '../hooks/use-auto-advance.ts';
import { BEST_ADS_ADVANCE_MS, prefersReducedMotion } from '../slider-timing.ts';

/**
 * Best Ads: the newest products, one of six categories at a time (at most six products
 * each), with previous/next and dot buttons and an 8 s auto-advance that restarts after a manual move.
 */
export function BestAdsSlider() {
  const { t } = useTranslation();
  const lang = useLang();
  const ads = useBestAds();
  const categories = useCategories();
  const [active, setActive] = useState(0);
  const [reduced] = useState(prefersReducedMotion);
  const count = BEST_ADS_CATEGORIES.length;
  // Every press (even on the dot already shown) restarts the 8 s count.
  const [presses, setPresses] = useState(0);
  const move = (step: number) => setActive((index) => (index + step + count) % count);
  const press = (change: () => void) => {
    change();
    setPresses((value) => value + 1);
  };
  useAutoAdvance({ intervalMs: reduced ? null : BEST_ADS_ADVANCE_MS, advance: () => move(1), restartKey: presses });

  const nameOf = (id: string) => {
    const category = categories.data?.find((entry) => entry.id === id);
    return category ? categoryName(category, lang) : id;
  };
  const categoryId = BEST_ADS_CATEGORIES[active]!;
  const products = (ads.data ?? []).filter((item) => item.categoryId === categoryId).slice(0, BEST_ADS_PER_CATEGORY);
  const arrow = 'flex size-9 items-center justify-center rounded-full border border-line bg-card hover:border-brand';

  return (
    <section aria-labelledby="best-ads" aria-roledescription="carousel" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="best-ads" className="text-xl font-bold">
          {t('home.bestAds.title')}
        </h2>
        <div className="flex items-center gap-2">
          <button type="button" className={`needs-script ${arrow}`} aria-label={t('home.bestAds.previous')} onClick={() => press(() => move(-1))}>
            <ChevronLeft aria-hidden="true" className="size-5 rtl:rotate-180" />
          </button>
          <button type="button" className={`needs-script ${arrow}`} aria-label={t('home.bestAds.next')} onClick={() => press(() => move(1))}>
            <ChevronRight aria-hidden="true" className="size-5 rtl:rotate-180" />
          </button>
        </div>
      </div>
      <div className="flex items-center justify-between gap-2" aria-live="polite">
        <h3 className="text-lg font-semibold text-brand">{nameOf(categoryId)}</h3>
        <Link to={`/category/suppliers/${categoryId}`} className="text-sm font-semibold text-brand">
          {t('home.bestAds.viewAll')}
        </Link>
      </div>
      {ads.isPending ? (
        // One row of card-shaped placeholders (two, three or six across), so that the cards take
        // the place kept for them instead of pushing the page about.
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6" aria-busy="true">
          {Array.from({ length: 6 }, (_, index) => (
            <div
              key={index}
              className={`flex-col overflow-hidden rounded-xl border border-line bg-card ${index < 2 ? 'flex' : index < 3 ? 'hidden sm:flex' : 'hidden lg:flex'}`}
            >
              <div className="aspect-[4/3] animate-pulse bg-line/50" />
              <div className="h-32" />
            </div>
          ))}
        </div>
      ) : products.length > 0 ? (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
          {products.map((item) => (
            <li key={item.id}>
              <PostCard item={item} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="rounded-xl border border-dashed border-line p-6 text-center text-muted">{t('home.bestAds.empty', { category: nameOf(categoryId) })}</p>
      )}
      <div className="flex justify-center gap-2">
        {BEST_ADS_CATEGORIES.map((id, index) => (
          <button
            key={id}
            type="button"
            aria-label={t('home.bestAds.dot', { category: nameOf(id) })}
            aria-current={index === active ? 'true' : undefined}
            onClick={() => press(() => setActive(index))}
            className={`needs-script h-2.5 rounded-full transition-all ${index === active ? 'w-6 bg-brand' : 'w-2.5 bg-line'}`}
          />
        ))}
      </div>
    </section>
  );
}
