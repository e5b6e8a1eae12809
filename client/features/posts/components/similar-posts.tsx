import { ImageOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatPrice } from '#common/format-price.ts';
import type { TPostSummary } from '#common/schemas/posts.ts';
import { imageSources } from '../lib/image-src.ts';

/** A small card of a post; the catalogue's cards replace it once they are shared. */
export function PostMiniCard({ post }: { post: TPostSummary }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as 'ar' | 'en';
  const image = post.image ? imageSources(post.image, 320) : null;
  return (
    <Link to={`/${post.kind}/${post.id}`} className="block overflow-hidden rounded-xl border border-line bg-card hover:border-brand">
      {image ? (
        <img src={image.src} alt="" loading="lazy" className="aspect-[4/3] w-full object-cover" width={320} height={240} />
      ) : (
        <span className="flex aspect-[4/3] items-center justify-center bg-line text-muted">
          <ImageOff className="size-6" aria-hidden="true" />
        </span>
      )}
      <span className="block p-2">
        <span dir="auto" className="line-clamp-2 block text-sm font-semibold">
          {post.title}
        </span>
        <span className="mt-1 block text-sm text-brand">
          {post.isNegotiable && post.priceMin === null ? t('postDetail.negotiable') : formatPrice({ min: post.priceMin, max: post.priceMax, currency: post.currency }, lang)}
        </span>
      </span>
    </Link>
  );
}

export function SimilarPosts({ posts }: { posts: TPostSummary[] }) {
  const { t } = useTranslation();
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby="similar-heading" className="mt-10">
      <h2 id="similar-heading" className="text-lg font-bold">
        {t('postDetail.similar')}
      </h2>
      <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {posts.map((post) => (
          <li key={post.id}>
            <PostMiniCard post={post} />
          </li>
        ))}
      </ul>
    </section>
  );
}
