import { describe, expect, it } from 'vitest';
import { BANNER_SIZES, bannerPicture } from './banner-picture.ts';

const base = '/storage/v1/object/public/images/seed/banners/banner-1';

describe('bannerPicture', () => {
  it('offers the copies beside the largest in a srcset, the smallest only when saving data', () => {
    const banner = { imageUrl: `${base}-1280.webp`, imageVariants: [1280, 640, 960] };
    expect(bannerPicture(banner, false)).toEqual({
      src: `${base}-1280.webp`,
      srcSet: `${base}-640.webp 640w, ${base}-960.webp 960w, ${base}-1280.webp 1280w`,
      sizes: BANNER_SIZES,
    });
    expect(bannerPicture(banner, true)).toEqual({ src: `${base}-640.webp`, srcSet: `${base}-640.webp 640w`, sizes: BANNER_SIZES });
  });

  it('keeps the one file of a banner without copies, or whose address is not its largest copy', () => {
    expect(bannerPicture({ imageUrl: `${base}-1280.webp` }, true)).toEqual({ src: `${base}-1280.webp` });
    expect(bannerPicture({ imageUrl: `${base}-1280.webp`, imageVariants: [] }, false)).toEqual({ src: `${base}-1280.webp` });
    expect(bannerPicture({ imageUrl: `${base}.jpg`, imageVariants: [320, 640, 1280] }, false)).toEqual({ src: `${base}.jpg` });
  });
});
