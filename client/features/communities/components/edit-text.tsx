import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { COMMUNITY_COMMENT_MAX, COMMUNITY_POST_MAX, ZCommunityCommentInput, ZCommunityPostInput } from '#common/schemas/communities.ts';
import { errorKey } from '../lib/error-text.ts';

/** Editing the text of one's own post or comment in place, checked by the same contract as the server. */
export function EditText(props: { initial: string; kind: 'post' | 'comment'; onCancel: () => void; onSave: (body: string, onError: (error: unknown) => void) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [body, setBody] = useState(props.initial);
  const [error, setError] = useState<string | null>(null);
  const max = props.kind === 'post' ? COMMUNITY_POST_MAX : COMMUNITY_COMMENT_MAX;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = (props.kind === 'post' ? ZCommunityPostInput : ZCommunityCommentInput).safeParse({ body });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'errors.validation_failed');
      return;
    }
    setError(null);
    props.onSave(body, (caught) => setError(errorKey(caught)));
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2">
      <label htmlFor={id} className="sr-only">
        {t('communities.editLabel')}
      </label>
      <textarea
        id={id}
        value={body}
        rows={3}
        maxLength={max}
        onChange={(event) => setBody(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        dir="auto"
        className="w-full resize-y rounded-lg border border-line bg-card px-3 py-2"
      />
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700 dark:text-red-400">
          {t(error)}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <button type="button" onClick={props.onCancel} className="rounded-lg border border-line px-4 py-1.5 text-sm">
          {t('enquiry.cancel')}
        </button>
        <button type="submit" className="rounded-lg bg-brand px-4 py-1.5 text-sm font-semibold text-on-brand">
          {t('communities.save')}
        </button>
      </div>
    </form>
  );
}
