import { useTranslation } from '#client/lib/texts.tsx';

export function SubmitBar(props: { isEditing: boolean; isSaving: boolean; isUploading: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap items-center gap-3 border-t border-line pt-4">
      <button
        type="submit"
        disabled={props.isSaving || props.isUploading}
        className="rounded-lg bg-brand px-6 py-2.5 font-semibold text-on-brand hover:bg-brand-strong disabled:opacity-60"
      >
        {props.isSaving ? t('postForm.saving') : t(props.isEditing ? 'postForm.save' : 'postForm.publish')}
      </button>
      {props.isUploading ? <span className="text-sm text-muted">{t('postForm.waitForUploads')}</span> : null}
    </div>
  );
}
