import { Heart } from 'lucide-react';
import { useTranslation } from '#client/lib/texts.tsx';
import { useLang } from '#client/features/catalogue/hooks/use-lang.ts';
import { formatNumber } from '#client/lib/format.ts';
import { usePostFavoriteCount } from '../api/list-favorites.ts';

/** For the owner of a post: how many people saved it. */
export function SavedByCount({ postId }: { postId: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const query = usePostFavoriteCount(postId, true);
  if (!query.data) return null;
  return (
    <p className="inline-flex items-center gap-2 text-sm text-muted">
      <Heart aria-hidden="true" className="size-4 text-red-600" />
      {t('favorites.savedBy', { count: query.data.count, formatted: formatNumber(query.data.count, lang) })}
    </p>
  );
}
