import { Heart } from 'lucide-react';
import { useTranslation } from '#client/lib/texts.tsx';
import { useNavigate } from 'react-router';
import { toast } from '#client/lib/toast.tsx';
import { useSession, useSessionAnswered } from '#client/features/auth/hooks/use-session.ts';
import { ApiError } from '#client/lib/api.ts';
import { useFavoriteIds } from '../api/get-favorite-ids.ts';
import { useToggleFavorite, type FavoriteTarget } from '../api/toggle-favorite.ts';

/**
 * The heart of a product, listing or seller. Signed in, it saves or unsaves at once and keeps
 * the state across reloads (the server holds it); a visitor gets the Login Required toast and goes
 * to /sign-in (specification section 6). `name` makes the button's name unique on a page of cards.
 */
export function FavoriteButton({
  target,
  name,
  variant = 'icon',
  className = '',
}: {
  target: FavoriteTarget;
  name: string;
  /** `icon`: a round button over a card's picture; `button`: a labelled button on a detail page. */
  variant?: 'icon' | 'button';
  className?: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useSession();
  const hasSessionAnswered = useSessionAnswered();
  const ids = useFavoriteIds();
  const toggle = useToggleFavorite();
  // One's own business has no heart (saving oneself is refused).
  if (target.type === 'seller' && user?.id === target.id) return null;
  const isSaved = ids !== null && (target.type === 'post' ? ids.posts : ids.sellers).has(target.id);

  const onClick = () => {
    if (!user) {
      // Asked here, not while rendering: a visitor's answer then renders no heart again.
      if (!hasSessionAnswered()) return;
      toast.error(t('auth_required.title'), { id: 'login-required', description: t('auth_required.favorites') });
      void navigate('/sign-in');
      return;
    }
    toggle.mutate(
      { target, save: !isSaved },
      {
        onError: (error) => {
          toast.error(t('favorites.saveFailed'), { description: t(`errors.${error instanceof ApiError ? error.code : 'internal'}`) });
        },
      },
    );
  };

  const label = isSaved ? t('favorites.unsave', { name }) : t('favorites.save', { name });
  const heart = <Heart aria-hidden="true" className={`size-5 ${isSaved ? 'fill-red-600 text-red-600' : ''}`} />;
  if (variant === 'button') {
    return (
      <button
        type="button"
        aria-pressed={user ? isSaved : undefined}
        onClick={onClick}
        className={`needs-script inline-flex items-center justify-center gap-2 rounded-lg border border-line bg-card px-4 py-2.5 font-semibold ${className}`}
      >
        {heart}
        {isSaved ? t('favorites.saved') : t('postDetail.favourite')}
      </button>
    );
  }
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={user ? isSaved : undefined}
      onClick={onClick}
      className={`needs-script relative z-10 inline-flex size-9 items-center justify-center rounded-full bg-card/90 text-ink shadow-sm ring-1 ring-line hover:bg-card ${className}`}
    >
      {heart}
    </button>
  );
}
