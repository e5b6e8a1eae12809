import { offeredWidths } from './offered-widths.ts';
import type { TBanner } from './schemas/categories.ts';

/**
 * A banner as GET /api/v1/banners answers it: ZBanner plus `imageVariants`, the widths of the WebP
 * copies of its picture, smallest first (empty or absent: `imageUrl` is the one file). The field is
 * declared here rather than in ZBanner while the schema modules are being reworked; it belongs there.
 */
export type TBannerWithVariants = TBanner & { imageVariants?: number[] };

/**
 * How wide the banner's picture is drawn: the home page's column (`max-w-6xl`, 1 rem padding each
 * side), and below 640 px, where the slot is 16:7 and the 8:3 picture covers it, 7/6 of the column.
 */
export const BANNER_SIZES = '(min-width: 1152px) 1120px, (min-width: 640px) calc(100vw - 32px), calc((100vw - 32px) * 7 / 6)';

export interface BannerPicture {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/**
 * The `<img>` attributes of a banner's picture, which the server's preload repeats so the browser
 * fetches one file for both. `imageUrl` is the largest copy, `{base}-{largest}.webp`, and the others
 * sit beside it as `{base}-{width}.webp`, as the image pipeline and the seed name them. A banner
 * without variants, or whose address does not follow that rule, keeps its one file. Saving data
 * offers the smallest copy only.
 *
 * @example bannerPicture({ imageUrl: '/b/banner-1-1280.webp', imageVariants: [640, 960, 1280] }, false)
 *   // { src: '/b/banner-1-1280.webp', srcSet: '/b/banner-1-640.webp 640w, /b/banner-1-960.webp 960w, …', sizes: BANNER_SIZES }
 */
export function bannerPicture(banner: Pick<TBannerWithVariants, 'imageUrl' | 'imageVariants'>, isSavingData: boolean): BannerPicture {
  const variants = banner.imageVariants ?? [];
  if (variants.length === 0) return { src: banner.imageUrl };
  const suffix = `-${Math.max(...variants)}.webp`;
  if (!banner.imageUrl.endsWith(suffix)) return { src: banner.imageUrl };
  const base = banner.imageUrl.slice(0, -suffix.length);
  const widths = offeredWidths(variants, isSavingData);
  return {
    src: isSavingData ? `${base}-${widths[0]}.webp` : banner.imageUrl,
    srcSet: widths.map((width) => `${base}-${width}.webp ${width}w`).join(', '),
    sizes: BANNER_SIZES,
  };
}
