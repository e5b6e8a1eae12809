import { Suspense } from 'react';
import { useTranslation } from '#client/lib/texts.tsx';
import { AddAdCta } from '#client/features/home/components/add-ad-cta.tsx';
import { BannerSlider } from '#client/features/home/components/banner-slider.tsx';
import { BestAdsSlider } from '#client/features/home/components/best-ads-slider.tsx';
import { FeaturedVendors } from '#client/features/home/components/featured-vendors.tsx';
import { FeedbackSection } from '#client/features/home/components/feedback-section.tsx';
import { SupplierCategoryGrid } from '#client/features/home/components/supplier-category-grid.tsx';

/** /old-home: the real home page (specification, "Home page"). */
export default function HomePage() {
  const { t } = useTranslation();
  return (
    <div className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-4">
      <h1 className="sr-only">{t('brand')}</h1>
      <BannerSlider />
      {/* Each section a Suspense boundary: React hydrates them one by one, in short tasks, first where the reader taps. */}
      <Suspense>
        <FeaturedVendors />
      </Suspense>
      <Suspense>
        <SupplierCategoryGrid />
      </Suspense>
      <div className="below-fold flex flex-col gap-8">
        <Suspense>
          <BestAdsSlider />
        </Suspense>
        <Suspense>
          <AddAdCta />
        </Suspense>
        <Suspense>
          <FeedbackSection />
        </Suspense>
      </div>
    </div>
  );
}
