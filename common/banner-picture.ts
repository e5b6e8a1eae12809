import { pictureCopies, type PictureAttributes } from './picture-copies.ts';
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

/**
 * The `<img>` attributes of a banner's picture (pictureCopies), which the server's preload repeats
 * so the browser fetches one file for both.
 *
 * @example bannerPicture({ imageUrl: '/b/banner-1-1280.webp', imageVariants: [640, 960, 1280] }, false)
 *   // { src: '/b/banner-1-1280.webp', srcSet: '/b/banner-1-640.webp 640w, /b/banner-1-960.webp 960w, …', sizes: BANNER_SIZES }
 */
export function bannerPicture(banner: Pick<TBannerWithVariants, 'imageUrl' | 'imageVariants'>, isSavingData: boolean): PictureAttributes {
  return pictureCopies(banner, BANNER_SIZES, isSavingData);
}
