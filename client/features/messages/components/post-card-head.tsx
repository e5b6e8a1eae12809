import { useTranslation } from '#client/lib/texts.tsx';
import { Link } from 'react-router';
import type { TPostCard } from '#common/schemas/messages.ts';
import { PriceText } from '#client/features/catalogue/components/price-text.tsx';
import { ResponsiveImage } from '#client/features/uploads/components/responsive-image.tsx';

/** The card of the post the conversation is about, at the head of the thread. */
export function PostCardHead({ post }: { post: TPostCard }) {
  const { t } = useTranslation();
  return (
    <Link to={post.url} className="flex items-center gap-3 border-b border-line bg-surface px-4 py-2 hover:bg-brand/5">
      {post.image ? (
        <ResponsiveImage
          image={{ baseUrl: post.image.url, variants: post.image.variants, width: post.image.width, height: post.image.height }}
          alt=""
          sizes="48px"
          className="size-12 shrink-0 rounded-lg object-cover"
        />
      ) : (
        <span className="size-12 shrink-0 rounded-lg bg-line" aria-hidden="true" />
      )}
      <span className="min-w-0 flex-1">
        <span className="block text-xs text-muted">{t('messages.about')}</span>
        <span dir="auto" className="block truncate font-semibold">
          {post.title}
        </span>
        <span className="block text-sm text-brand"><PriceText price={{ min: post.priceMin, max: post.priceMax, currency: post.currency }} /></span>
      </span>
      <span className="shrink-0 text-sm font-semibold text-brand">{t('messages.viewPost')}</span>
    </Link>
  );
}
