import { categoryPicture } from '#common/category-picture.ts';
import type { PictureWithCopies } from '#common/picture-copies.ts';
import { useSlowConnection } from '#client/lib/connection.ts';

/**
 * A category's picture in its 56 px tile (the home page's grid, /categories): the copy the
 * screen's density needs, the smallest on a slow line or when saving data (common/category-picture.ts).
 */
export function CategoryImage({ category, className = '' }: { category: PictureWithCopies; className?: string }) {
  const picture = categoryPicture(category, useSlowConnection());
  return (
    <img
      srcSet={picture.srcSet}
      sizes={picture.sizes}
      src={picture.src}
      alt=""
      width={56}
      height={56}
      loading="lazy"
      decoding="async"
      className={`size-14 rounded-lg bg-line/40 object-cover ${className}`}
    />
  );
}
