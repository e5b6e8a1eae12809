import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '#client/lib/texts.tsx';
import { bannerPicture } from '#common/banner-picture.ts';
import { CarouselDots } from '#client/app/components/carousel-dots.tsx';
import { useLang } from '#client/features/catalogue/hooks/use-lang.ts';
import { useSlowConnection } from '#client/lib/connection.ts';
import { useHydrated } from '#client/lib/use-hydrated.ts';
import { useBanners } from '../api/get-banners.ts';
import { useAutoAdvance } from '../hooks/use-auto-advance.ts';
import { bannerInterval, SLIDER_BANNERS, SLIDER_START_DELAY_MS } from '../slider-timing.ts';

/** Whether a banner's link is a path of the portal itself (`/category/…`), not another site (`https://…`, `//host`). */
function isPortalPath(link: string): boolean {
  return link.startsWith('/') && !link.startsWith('//') && !link.startsWith('/\\');
}

/**
 * Four banners with dots, looping: starts 2 s after it appears, then advances every 4 s (desktop),
 * 5 s (phone) or 6 s (phone on a slow connection); never moves for readers who prefer reduced motion.
 */
export function BannerSlider() {
  const { t } = useTranslation();
  const lang = useLang();
  const { data } = useBanners();
  const banners = (data ?? []).slice(0, SLIDER_BANNERS);
  const [active, setActive] = useState(0);
  const [intervalMs] = useState(bannerInterval);
  // The dots, and the 2 s before the first move, start when the slider can move: on a
  // server-rendered page, once it is hydrated.
  const isHydrated = useHydrated();
  useAutoAdvance({
    intervalMs: banners.length > 1 && isHydrated ? intervalMs : null,
    startDelayMs: SLIDER_START_DELAY_MS,
    advance: () => setActive((index) => (index + 1) % banners.length),
  });
  // A banner's picture loads when it is shown or next to be: the first at once, the others one
  // step ahead of the slider, not all four on a slow line before the reader has seen one.
  const [furthest, setFurthest] = useState(0);
  if (active > furthest) setFurthest(active);
  const isPictureDue = (index: number) => index === 0 || (isHydrated && index <= furthest + 1);
  // Phone-sized copies through srcset and sizes, the same the server preloads for the first banner;
  // the smallest only for a reader saving data or on a slow line.
  const isSlow = useSlowConnection();
  // The first banner loads at once: it keeps the copy it was rendered with (lib/connection.ts).
  const isSlowForFirst = useSlowConnection(true);
  if (banners.length === 0) return <div className="aspect-[16/7] w-full rounded-2xl bg-line/40 sm:aspect-[16/5]" />;

  return (
    <section aria-roledescription="carousel" aria-label={t('home.slider.label')} className="relative overflow-hidden rounded-2xl bg-line/40">
      <div className="relative aspect-[16/7] w-full sm:aspect-[16/5]">
        {banners.map((banner, index) => {
          const title = lang === 'en' ? banner.titleEn : banner.titleAr;
          const picture = bannerPicture(banner, index === 0 ? isSlowForFirst : isSlow);
          const image = isPictureDue(index) ? (
            <img
              srcSet={picture.srcSet}
              sizes={picture.sizes}
              src={picture.src}
              alt={title}
              loading={index === 0 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : 'low'}
              decoding="async"
              className="size-full object-cover"
            />
          ) : null;
          return (
            <div
              key={banner.id}
              aria-hidden={index !== active}
              className={`absolute inset-0 transition-opacity duration-700 motion-reduce:transition-none ${index === active ? 'opacity-100' : 'pointer-events-none opacity-0'}`}
            >
              {/* A banner that opens a page of the portal opens it in place, as every other link does; another site's address is a plain link. */}
              {image && banner.link ? (
                isPortalPath(banner.link) ? (
                  <Link to={banner.link} tabIndex={index === active ? 0 : -1}>
                    {image}
                  </Link>
                ) : (
                  <a href={banner.link} tabIndex={index === active ? 0 : -1}>
                    {image}
                  </a>
                )
              ) : (
                image
              )}
            </div>
          );
        })}
      </div>
      <CarouselDots
        count={isHydrated ? banners.length : 0}
        active={active}
        onSelect={setActive}
        label={(index) => t('home.slider.dot', { number: index + 1 })}
        className="absolute inset-x-0 bottom-2 flex justify-center gap-2"
        dotClassName={{ base: 'h-2.5 rounded-full transition-all', active: 'w-6 bg-white', idle: 'w-2.5 bg-white/60' }}
      />
    </section>
  );
}
