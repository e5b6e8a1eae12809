import useEmblaCarousel from 'embla-carousel-react';
import { ChevronLeft, ChevronRight, ImageOff } from 'lucide-react';
import { useCallback, useEffect, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '#client/lib/texts.tsx';
import type { TStoredImage } from '#common/schemas/images.ts';
import { CarouselDots } from '#client/app/components/carousel-dots.tsx';
import { useSlowConnection } from '#client/lib/connection.ts';
import { imageSources } from '../lib/image-src.ts';

/**
 * The photos of a post: swipe on a phone, previous/next buttons and arrow keys, numbered dots.
 * In Arabic the carousel runs right to left and the chevrons mirror; photos never do.
 */
export function PostGallery({ images, title }: { images: TStoredImage[]; title: string }) {
  const { t, i18n } = useTranslation();
  const isSlow = useSlowConnection();
  // The first photo loads at once: it keeps the copy it was rendered with (lib/connection.ts).
  const isSlowForFirst = useSlowConnection(true);
  const isRtl = i18n.dir() === 'rtl';
  const [viewport, embla] = useEmblaCarousel({ direction: isRtl ? 'rtl' : 'ltr', loop: false });
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on('select', onSelect).on('reInit', onSelect);
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect);
    };
  }, [embla]);

  const previous = useCallback(() => embla?.scrollPrev(), [embla]);
  const next = useCallback(() => embla?.scrollNext(), [embla]);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') (isRtl ? next : previous)();
    if (event.key === 'ArrowRight') (isRtl ? previous : next)();
  };

  if (images.length === 0) {
    return (
      <div className="flex aspect-[4/3] flex-col items-center justify-center gap-2 rounded-2xl bg-line text-muted">
        <ImageOff className="size-10" aria-hidden="true" />
        <span>{t('postDetail.noPhotos')}</span>
      </div>
    );
  }

  return (
    <section aria-roledescription="carousel" aria-label={t('postDetail.gallery')} onKeyDown={onKeyDown} className="relative">
      <div ref={viewport} dir={isRtl ? 'rtl' : 'ltr'} className="overflow-hidden rounded-2xl bg-line" tabIndex={0} aria-label={t('postDetail.galleryHint')}>
        <div className="flex touch-pan-y">
          {images.map((image, index) => {
            const { src, srcSet } = imageSources(image, 640, index === 0 ? isSlowForFirst : isSlow);
            return (
              <div
                key={image.id}
                className="min-w-0 flex-[0_0_100%]"
                role="group"
                aria-roledescription="slide"
                aria-label={t('postDetail.photoOf', { n: index + 1, total: images.length })}
              >
                <img
                  src={src}
                  srcSet={srcSet}
                  sizes="(min-width: 1024px) 640px, 100vw"
                  alt={index === 0 ? title : t('postDetail.photoOf', { n: index + 1, total: images.length })}
                  width={image.width}
                  height={image.height}
                  loading={index === 0 ? 'eager' : 'lazy'}
                  // The page's largest paint: the server names it first in the head (server/static.ts).
                  fetchPriority={index === 0 ? 'high' : undefined}
                  className="aspect-[4/3] w-full object-contain"
                />
              </div>
            );
          })}
        </div>
      </div>
      {images.length > 1 ? (
        <>
          <button
            type="button"
            onClick={previous}
            disabled={selected === 0}
            aria-label={t('postDetail.previousPhoto')}
            className="needs-script absolute start-2 top-1/2 -translate-y-1/2 rounded-full bg-card/90 p-2 shadow disabled:opacity-40"
          >
            <ChevronLeft className="size-5 rtl:-scale-x-100" aria-hidden="true" />
          </button>
          <button
            type="button"
            onClick={next}
            disabled={selected === images.length - 1}
            aria-label={t('postDetail.nextPhoto')}
            className="needs-script absolute end-2 top-1/2 -translate-y-1/2 rounded-full bg-card/90 p-2 shadow disabled:opacity-40"
          >
            <ChevronRight className="size-5 rtl:-scale-x-100" aria-hidden="true" />
          </button>
          <CarouselDots
            count={images.length}
            active={selected}
            onSelect={(index) => embla?.scrollTo(index)}
            label={(index) => t('postDetail.photoOf', { n: index + 1, total: images.length })}
            className="mt-2 flex justify-center gap-1.5"
            dotClassName={{ base: 'size-2.5 rounded-full', active: 'bg-brand', idle: 'bg-line' }}
          />
        </>
      ) : null}
    </section>
  );
}
