import { MessageCircle, Phone, Share2 } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from '#client/lib/texts.tsx';
import { Link, useNavigate } from 'react-router';
import { toast } from '#client/lib/toast.tsx';
import { postPath } from '#common/post-path.ts';
import type { TPostKind, TPostSeller } from '#common/schemas/posts.ts';
import { useSession } from '#client/features/auth/hooks/use-session.ts';
import { ReportButton } from '#client/features/reports/components/report-button.tsx';
import { FavoriteButton } from '#client/features/favorites/components/favorite-button.tsx';
import { SavedByCount } from '#client/features/favorites/components/saved-by-count.tsx';

// Edit, pause and delete (and the delete dialog's library) load for the post's owner only.
const OwnerControls = lazy(() => import('./owner-controls.tsx').then((module) => ({ default: module.OwnerControls })));

const buttonClass = 'inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2.5 font-semibold';

/** The wa.me link with the post's title and address pre-filled. */
export function whatsappLink(number: string, text: string): string {
  return `https://wa.me/${number.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;
}

/** The post's full address, read in the browser only: what uses it runs on a press or shows to signed-in readers, after hydration. */
function shareUrl(kind: TPostKind, id: string): string {
  return `${window.location.origin}${postPath(kind, id)}`;
}

/**
 * Message seller, call, WhatsApp, favourite and share. Visitors get the Login Required toast and
 * /sign-in for what needs an account; phone numbers reach signed-in readers only (the API sends
 * them only then).
 */
export function PostActions(props: { kind: TPostKind; id: string; title: string; seller: TPostSeller; isOwner: boolean; isActive: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user, isPending: isSessionPending } = useSession();

  const requireLogin = (descriptionKey: string) => {
    toast.error(t('postDetail.loginRequired'), { id: 'login-required', description: t(descriptionKey) });
    void navigate('/sign-in');
  };

  const share = async () => {
    const url = shareUrl(props.kind, props.id);
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: props.title, url });
        return;
      } catch (error) {
        if ((error as Error).name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('postDetail.linkCopied'));
    } catch {
      toast.error(t('postDetail.copyFailed'), { description: url });
    }
  };

  if (props.isOwner) {
    return (
      <div className="space-y-2">
        <Suspense fallback={null}>
          <OwnerControls kind={props.kind} id={props.id} title={props.title} isActive={props.isActive} onDeleted={() => void navigate('/account')} />
        </Suspense>
        <SavedByCount postId={props.id} />
        <button type="button" onClick={share} className={`needs-script ${buttonClass} border border-line bg-card`}>
          <Share2 className="size-5" aria-hidden="true" />
          {t('postDetail.share')}
        </button>
      </div>
    );
  }

  const { phone, whatsapp } = props.seller;
  return (
    <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
      {/* A link, followed while the session is still being read: /messages waits for it and
          sends a visitor on to sign in with the same words (client/features/shell/components/protected-page.tsx). */}
      <Link
        to={`/messages?to=${encodeURIComponent(props.seller.id)}&post=${props.kind}:${props.id}`}
        state={{ guardedArea: 'messages' }}
        className={`${buttonClass} col-span-2 bg-brand text-on-brand hover:bg-brand-strong`}
        onClick={(event) => {
          if (user || isSessionPending) return;
          event.preventDefault();
          requireLogin('postDetail.loginToMessage');
        }}
      >
        <MessageCircle className="size-5" aria-hidden="true" />
        {t('postDetail.messageSeller')}
      </Link>
      {user && phone ? (
        // The whole row on a phone: the number is never cut off.
        <a href={`tel:${phone}`} className={`${buttonClass} col-span-2 border border-line bg-card`}>
          <Phone className="size-5" aria-hidden="true" />
          {t('postDetail.call')}{' '}
          <bdi dir="ltr" className="font-normal">
            {phone}
          </bdi>
        </a>
      ) : null}
      {user && whatsapp ? (
        <a
          href={whatsappLink(whatsapp, `${props.title}\n${shareUrl(props.kind, props.id)}`)}
          target="_blank"
          rel="noopener noreferrer"
          className={`${buttonClass} border border-line bg-card`}
        >
          <MessageCircle className="size-5 text-[#25D366]" aria-hidden="true" />
          {t('postDetail.whatsapp')}
        </a>
      ) : null}
      {!user ? (
        <button type="button" className={`needs-script ${buttonClass} border border-line bg-card`} onClick={() => requireLogin('postDetail.loginToCall')}>
          <Phone className="size-5" aria-hidden="true" />
          {t('postDetail.showPhone')}
        </button>
      ) : null}
      <FavoriteButton target={{ type: 'post', id: props.id }} name={props.title} variant="button" />
      <button type="button" onClick={share} className={`needs-script ${buttonClass} border border-line bg-card`}>
        <Share2 className="size-5" aria-hidden="true" />
        {t('postDetail.share')}
      </button>
      <ReportButton targetType="post" targetId={props.id} />
    </div>
  );
}
