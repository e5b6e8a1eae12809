import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TStoredImage } from '#common/schemas/catalogue.ts';

/** Shown when a post has no photo (the specification's stock photo), drawn in public/. */
export const FALLBACK_PRODUCT_IMAGE = '/images/product-fallback.svg';

/**
 * A post's first image, sized for its slot from the stored WebP variants and loaded lazily; a
 * post without one shows the stock artwork; an image that fails shows "Image unavailable".
 */
export function PostImage({
  image,
  alt,
  sizes = '(min-width: 1024px) 20rem, (min-width: 640px) 33vw, 50vw',
  className = '',
  eager = false,
}: {
  image: TStoredImage | null;
  alt: string;
  sizes?: string;
  className?: string;
  eager?: boolean;
}) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <div role="img" aria-label={t('catalogue.card.imageUnavailable')} className={`flex flex-col items-center justify-center gap-1 bg-line/40 text-sm text-muted ${className}`}>
        <ImageOff aria-hidden="true" className="size-6" />
        <span aria-hidden="true">{t('catalogue.card.imageUnavailable')}</span>
      </div>
    );
  }
  const variants = image ? [...image.variants].sort((a, b) => a - b) : [];
  const src = image ? (variants.length > 0 ? `${image.url}-${variants[Math.min(1, variants.length - 1)]}.webp` : image.url) : FALLBACK_PRODUCT_IMAGE;
  const srcSet = image && variants.length > 0 ? variants.map((width) => `${image.url}-${width}.webp ${width}w`).join(', ') : undefined;
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={image?.width ?? 320}
      height={image?.height ?? 240}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailed(true)}
      className={`object-cover ${className}`}
    />
  );
}
