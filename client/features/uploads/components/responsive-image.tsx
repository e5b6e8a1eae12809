import { ImageOff } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useTranslation } from '#client/lib/texts.tsx';
import { variantUrl } from '#common/image-variants.ts';
import type { TUploadedImage } from '#common/schemas/uploads.ts';
import { offeredWidths } from '#common/offered-widths.ts';
import { useSlowConnection } from '#client/lib/connection.ts';

export interface ResponsiveImageProps {
  image: Pick<TUploadedImage, 'baseUrl' | 'variants' | 'width' | 'height'>;
  alt: string;
  /** How wide the slot is, e.g. `(min-width: 768px) 33vw, 100vw`: the browser picks the variant. */
  sizes: string;
  className?: string;
  /** `eager` only for the one image above the fold. */
  loading?: 'lazy' | 'eager';
}

/**
 * An uploaded image at the size its slot needs: a `srcset` of the WebP variants, lazy and decoded
 * off the main thread, with its width and height set so the page does not jump while it loads.
 * On a slow connection or with data saver on, only the smallest variant is offered. When it
 * cannot load, the slot says "Image unavailable" instead.
 */
export function ResponsiveImage({ image, alt, sizes, className = '', loading = 'lazy' }: ResponsiveImageProps) {
  const { t } = useTranslation();
  const [failedUrl, setFailedUrl] = useState<string>();
  const isSlow = useSlowConnection(loading === 'eager');
  // A server-rendered image can fail before the page is hydrated, when no onError listens yet.
  const checkFailedEarly = useCallback(
    (node: HTMLImageElement | null) => {
      if (node?.complete && node.naturalWidth === 0) setFailedUrl(image.baseUrl);
    },
    [image.baseUrl],
  );
  const widths = offeredWidths(image.variants, isSlow);
  const fallbackWidth = widths.find((width) => width >= 640) ?? widths.at(-1) ?? image.width;

  if (failedUrl === image.baseUrl) {
    return (
      <div
        role="img"
        aria-label={alt ? `${alt}: ${t('upload.imageUnavailable')}` : t('upload.imageUnavailable')}
        className={`flex flex-col items-center justify-center gap-1 border border-line bg-surface p-2 text-center text-sm text-muted ${className}`}
        style={{ aspectRatio: `${image.width} / ${image.height}` }}
      >
        <ImageOff aria-hidden="true" className="size-6" />
        <span>{t('upload.imageUnavailable')}</span>
      </div>
    );
  }
  return (
    <img
      src={variantUrl(image, fallbackWidth)}
      srcSet={widths.map((width) => `${variantUrl(image, width)} ${width}w`).join(', ')}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={alt}
      loading={loading}
      decoding="async"
      className={className || undefined}
      ref={checkFailedEarly}
      onError={() => setFailedUrl(image.baseUrl)}
    />
  );
}
