import { BadgeCheck, MessageSquare } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '#client/lib/texts.tsx';
import { toast } from '#client/lib/toast.tsx';
import type { TCommunity, TCommunityPost } from '#common/schemas/communities.ts';
import { useSession } from '#client/features/auth/hooks/use-session.ts';
import { useLang } from '#client/features/catalogue/hooks/use-lang.ts';
import { ResponsiveImage } from '#client/features/uploads/components/responsive-image.tsx';
import { VendorAvatar } from '#client/features/vendors/components/vendor-avatar.tsx';
import { formatDate } from '#client/lib/format.ts';
import { useCommunityWrite } from '../api/write-community.ts';
import { errorText } from '../lib/error-text.ts';
import { Comments } from './comments.tsx';
import { EditText } from './edit-text.tsx';
import { ReportDialog } from './report-dialog.tsx';

/** One post of a feed: author, time, text (always as text), pictures, its actions and comments. */
export function CommunityPostCard({ post, community }: { post: TCommunityPost; community: TCommunity }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { user } = useSession();
  const write = useCommunityWrite();
  const [isEditing, setEditing] = useState(false);
  const [showComments, setShowComments] = useState(false);
  const isAuthor = user?.id === post.author.id;
  const fail = (error: unknown) => toast.error(errorText(t, error));

  const remove = (action: 'deletePost' | 'removePost') => {
    if (!window.confirm(t(action === 'deletePost' ? 'communities.confirmDelete' : 'communities.confirmRemove'))) return;
    write.mutate({ action, postId: post.id }, { onError: fail });
  };

  return (
    <article aria-label={t('communities.postBy', { name: post.author.name })} className="flex flex-col gap-3 rounded-xl border border-line bg-card p-4">
      <header className="flex items-center gap-3">
        <VendorAvatar name={post.author.name} url={post.author.avatarUrl} size={40} />
        <div className="min-w-0">
          <p className="flex items-center gap-1 font-semibold" dir="auto">
            <span className="truncate">{post.author.name}</span>
            {post.author.isVerified ? <BadgeCheck aria-label={t('catalogue.card.verified')} className="size-4 shrink-0 text-brand" /> : null}
          </p>
          <p className="text-xs text-muted">
            <time dateTime={post.createdAt}>{formatDate(post.createdAt, lang, { dateStyle: 'medium', timeStyle: 'short' })}</time>
            {post.isEdited ? ` · ${t('communities.edited')}` : null}
          </p>
        </div>
      </header>
      {isEditing ? (
        <EditText
          initial={post.body}
          kind="post"
          onCancel={() => setEditing(false)}
          onSave={(body, done) =>
            write.mutate(
              { action: 'updatePost', postId: post.id, input: { body, imageIds: post.images.map((image) => image.id) } },
              { onSuccess: () => setEditing(false), onError: done },
            )
          }
        />
      ) : (
        <p className="whitespace-pre-wrap break-words" dir="auto">
          {post.body}
        </p>
      )}
      {post.images.length > 0 ? (
        <ul className={`grid gap-2 ${post.images.length === 1 ? 'grid-cols-1' : 'grid-cols-2'}`}>
          {post.images.map((image) => (
            <li key={image.id} className="overflow-hidden rounded-lg bg-line/30">
              <ResponsiveImage
                image={{ baseUrl: image.url, variants: image.variants, width: image.width, height: image.height }}
                alt=""
                sizes="(min-width: 768px) 24rem, 90vw"
                className="max-h-96 w-full object-cover"
              />
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <button
          type="button"
          aria-expanded={showComments}
          onClick={() => setShowComments((value) => !value)}
          className="inline-flex items-center gap-1 rounded-lg px-2 py-1 hover:bg-line/40"
        >
          <MessageSquare aria-hidden="true" className="size-4" />
          {t('communities.comments', { count: post.commentCount })}
        </button>
        <span className="flex-1" />
        {isAuthor && !isEditing ? (
          <>
            <button type="button" onClick={() => setEditing(true)} className="rounded-lg px-2 py-1 hover:bg-line/40">
              {t('communities.edit')}
            </button>
            <button type="button" onClick={() => remove('deletePost')} className="rounded-lg px-2 py-1 text-danger hover:bg-line/40">
              {t('communities.delete')}
            </button>
          </>
        ) : null}
        {!isAuthor && community.canModerate ? (
          <button type="button" onClick={() => remove('removePost')} className="rounded-lg px-2 py-1 text-danger hover:bg-line/40">
            {t('communities.remove')}
          </button>
        ) : null}
        {!isAuthor ? <ReportDialog targets={[{ type: 'community_post', id: post.id }, { type: 'user', id: post.author.id }]} /> : null}
      </div>
      {showComments ? <Comments post={post} community={community} /> : null}
    </article>
  );
}
