import { useState, type FormEvent } from 'react';
import { useTranslation } from '#client/lib/texts.tsx';
import { COMMUNITY_COMMENT_MAX, COMMUNITY_POST_MAX, ZCommunityCommentInput, ZCommunityPostInput } from '#common/schemas/communities.ts';
import { TextAreaField } from '#client/app/components/form-field.tsx';
import { errorKey } from '../lib/error-text.ts';

/** Editing the text of one's own post or comment in place, checked by the same contract as the server. */
export function EditText(props: { initial: string; kind: 'post' | 'comment'; onCancel: () => void; onSave: (body: string, onError: (error: unknown) => void) => void }) {
  const { t } = useTranslation();
  const [body, setBody] = useState(props.initial);
  /** An i18n key, translated where it is shown. */
  const [error, setError] = useState<string>();
  const max = props.kind === 'post' ? COMMUNITY_POST_MAX : COMMUNITY_COMMENT_MAX;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = (props.kind === 'post' ? ZCommunityPostInput : ZCommunityCommentInput).safeParse({ body });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'errors.validation_failed');
      return;
    }
    setError(undefined);
    props.onSave(body, (caught) => setError(errorKey(caught)));
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2">
      <TextAreaField
        label={t('communities.editLabel')}
        isLabelHidden
        error={error}
        announceError
        value={body}
        rows={3}
        maxLength={max}
        onChange={(event) => setBody(event.target.value)}
      />
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
