import { ImageOff } from 'lucide-react';
import { useTranslation } from '#client/lib/texts.tsx';
import { Link } from 'react-router';
import { postPath } from '#common/post-path.ts';
import type { TPostSummary } from '#common/schemas/posts.ts';
import { PostCardHeart } from '#client/features/catalogue/components/post-card-heart.tsx';
import { useSlowConnection } from '#client/lib/connection.ts';
import { useFormat } from '#client/lib/format.ts';
import { imageSources } from '../lib/image-src.ts';

/** A small card of a post, six to a row under a detail page, with its heart over the picture. */
export function PostMiniCard({ post }: { post: TPostSummary }) {
  const { t } = useTranslation();
  const format = useFormat();
  const isSlow = useSlowConnection();
  const image = post.image ? imageSources(post.image, 320, isSlow) : null;
  return (
    <article className="relative h-full overflow-hidden rounded-xl border border-line bg-card hover:border-brand">
      <div className="relative">
        {image ? (
          <img src={image.src} alt="" loading="lazy" className="aspect-[4/3] w-full object-cover" width={320} height={240} />
        ) : (
          <span className="flex aspect-[4/3] items-center justify-center bg-line text-muted">
            <ImageOff className="size-6" aria-hidden="true" />
          </span>
        )}
        <PostCardHeart post={post} />
      </div>
      <div className="p-2">
        <h3 dir="auto" className="line-clamp-2 text-sm font-semibold">
          {/* The whole card is the link (its ::after covers it); the heart sits above it. */}
          <Link to={postPath(post.kind, post.id)} className="after:absolute after:inset-0">
            {post.title}
          </Link>
        </h3>
        <p className="mt-1 text-sm text-brand">
          {post.isNegotiable && post.priceMin === null ? t('postDetail.negotiable') : format.price({ min: post.priceMin, max: post.priceMax, currency: post.currency })}
        </p>
      </div>
    </article>
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
