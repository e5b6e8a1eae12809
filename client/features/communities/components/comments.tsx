import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '#client/lib/texts.tsx';
import { toast } from '#client/lib/toast.tsx';
import { COMMUNITY_COMMENT_MAX, ZCommunityCommentInput, type TCommunity, type TCommunityComment, type TCommunityPost } from '#common/schemas/communities.ts';
import { useSession } from '#client/features/auth/hooks/use-session.ts';
import { useLang } from '#client/features/catalogue/hooks/use-lang.ts';
import { formatDate } from '#client/lib/format.ts';
import { useComments } from '../api/list-comments.ts';
import { useCommunityWrite } from '../api/write-community.ts';
import { errorKey, errorText } from '../lib/error-text.ts';
import { EditText } from './edit-text.tsx';
import { ReportDialog } from './report-dialog.tsx';

/** The comments of one post, newest first, and a box to write one (members only). */
export function Comments({ post, community }: { post: TCommunityPost; community: TCommunity }) {
  const { t } = useTranslation();
  const id = useId();
  const comments = useComments(post.id, true);
  const write = useCommunityWrite();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string | null>(null);
  const items = comments.data?.pages.flatMap((page) => page.items) ?? [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZCommunityCommentInput.safeParse({ body });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'errors.validation_failed');
      return;
    }
    setError(null);
    write.mutate({ action: 'createComment', postId: post.id, input: { body } }, { onSuccess: () => setBody(''), onError: (caught) => setError(errorKey(caught)) });
  };

  return (
    <section aria-label={t('communities.commentsOf', { name: post.author.name })} className="flex flex-col gap-3 border-t border-line pt-3">
      {community.isMember ? (
        <form onSubmit={submit} noValidate className="flex flex-col gap-2">
          <label htmlFor={`${id}-comment`} className="sr-only">
            {t('communities.commentLabel')}
          </label>
          <div className="flex gap-2">
            <textarea
              id={`${id}-comment`}
              value={body}
              rows={1}
              maxLength={COMMUNITY_COMMENT_MAX}
              onChange={(event) => setBody(event.target.value)}
              placeholder={t('communities.commentPlaceholder')}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              dir="auto"
              className="min-w-0 flex-1 resize-y rounded-lg border border-line bg-card px-3 py-2 text-sm"
            />
            <button type="submit" disabled={write.isPending} className="self-start rounded-lg bg-brand px-4 py-2 text-sm font-semibold text-on-brand disabled:opacity-60">
              {t('communities.reply')}
            </button>
          </div>
          {error ? (
            <p id={`${id}-error`} role="alert" className="text-sm text-danger">
              {t(error)}
            </p>
          ) : null}
        </form>
      ) : null}
      {comments.isPending ? <p className="text-sm text-muted">{t('common.loading')}</p> : null}
      {comments.isError ? <p role="alert" className="text-sm">{errorText(t, comments.error)}</p> : null}
      {comments.isSuccess && items.length === 0 ? <p className="text-sm text-muted">{t('communities.noComments')}</p> : null}
      <ul className="flex flex-col gap-2">
        {items.map((comment) => (
          <li key={comment.id}>
            <CommentItem comment={comment} community={community} />
          </li>
        ))}
      </ul>
      {comments.hasNextPage ? (
        <button type="button" onClick={() => void comments.fetchNextPage()} className="self-start text-sm font-semibold text-brand">
          {t('communities.moreComments')}
        </button>
      ) : null}
    </section>
  );
}

function CommentItem({ comment, community }: { comment: TCommunityComment; community: TCommunity }) {
  const { t } = useTranslation();
  const lang = useLang();
  const { user } = useSession();
  const write = useCommunityWrite();
  const [isEditing, setEditing] = useState(false);
  const isAuthor = user?.id === comment.author.id;
  const remove = (action: 'deleteComment' | 'removeComment') => {
    if (!window.confirm(t(action === 'deleteComment' ? 'communities.confirmDelete' : 'communities.confirmRemove'))) return;
    write.mutate({ action, commentId: comment.id }, { onError: (error) => toast.error(errorText(t, error)) });
  };
  return (
    <div className="rounded-lg bg-surface p-3 text-sm">
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className="font-semibold" dir="auto">
          {comment.author.name}
        </span>
        <time dateTime={comment.createdAt} className="text-xs text-muted">
          {formatDate(comment.createdAt, lang, { dateStyle: 'medium', timeStyle: 'short' })}
        </time>
        {comment.isEdited ? <span className="text-xs text-muted">{t('communities.edited')}</span> : null}
      </p>
      {isEditing ? (
        <EditText
          initial={comment.body}
          kind="comment"
          onCancel={() => setEditing(false)}
          onSave={(body, done) => write.mutate({ action: 'updateComment', commentId: comment.id, input: { body } }, { onSuccess: () => setEditing(false), onError: done })}
        />
      ) : (
        <p className="mt-1 whitespace-pre-wrap break-words" dir="auto">
          {comment.body}
        </p>
      )}
      <div className="mt-1 flex flex-wrap gap-2 text-xs">
        {isAuthor && !isEditing ? (
          <>
            <button type="button" onClick={() => setEditing(true)} className="hover:underline">
              {t('communities.edit')}
            </button>
            <button type="button" onClick={() => remove('deleteComment')} className="text-danger hover:underline">
              {t('communities.delete')}
            </button>
          </>
        ) : null}
        {!isAuthor && community.canModerate ? (
          <button type="button" onClick={() => remove('removeComment')} className="text-danger hover:underline">
            {t('communities.remove')}
          </button>
        ) : null}
        {!isAuthor ? <ReportDialog targets={[{ type: 'comment', id: comment.id }, { type: 'user', id: comment.author.id }]} small /> : null}
      </div>
    </div>
  );
}
