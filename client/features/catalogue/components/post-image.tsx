import type { TStoredImage } from '#common/schemas/images.ts';
import { ResponsiveImage } from '#client/features/uploads/components/responsive-image.tsx';

/** Shown when a post has no photo (the specification's stock photo), drawn in public/. */
export const FALLBACK_PRODUCT_IMAGE = '/images/product-fallback.svg';

/**
 * A post's first image, sized for its slot from the stored WebP variants and loaded lazily
 * ("Image unavailable" when it cannot load); a post without one shows the stock artwork.
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
  if (image && image.variants.length > 0) {
    return (
      <ResponsiveImage
        image={{ baseUrl: image.url, variants: image.variants, width: image.width, height: image.height }}
        alt={alt}
        sizes={sizes}
        loading={eager ? 'eager' : 'lazy'}
        className={`object-cover ${className}`}
      />
    );
  }
  return <img src={FALLBACK_PRODUCT_IMAGE} alt={alt} width={320} height={240} loading={eager ? 'eager' : 'lazy'} decoding="async" className={`object-cover ${className}`} />;
}
