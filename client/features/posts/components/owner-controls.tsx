import { Pause, Pencil, Play, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '#client/lib/texts.tsx';
import { Link } from 'react-router';
import { toast } from '#client/lib/toast.tsx';
import type { TPostKind } from '#common/schemas/posts.ts';
import { DialogActions } from '#client/app/components/dialog-actions.tsx';
import { DialogButton } from '#client/app/components/dialog-panel.tsx';
import { ApiError } from '#client/lib/api.ts';
import { useDeletePost } from '../api/delete-post.ts';
import { useSetPostActive } from '../api/set-post-active.ts';

const buttonClass = 'inline-flex items-center justify-center gap-1.5 rounded-lg border border-line bg-card px-3 py-2 text-sm font-semibold hover:border-brand disabled:opacity-60';

/** Edit, pause / activate and delete (after a confirmation) one of the user's posts. */
export function OwnerControls(props: { kind: TPostKind; id: string; title: string; isActive: boolean; onDeleted?: () => void }) {
  const { t } = useTranslation();
  const setActive = useSetPostActive();
  const remove = useDeletePost();
  const [isConfirming, setConfirming] = useState(false);
  const fail = (error: unknown) => toast.error(t(`errors.${error instanceof ApiError ? error.code : 'internal'}`));

  const toggle = () =>
    setActive.mutate(
      { id: props.id, isActive: !props.isActive },
      { onSuccess: (ref) => toast.success(t(ref.isActive ? 'posts.activated' : 'posts.paused')), onError: fail },
    );
  const confirmDelete = () =>
    remove.mutate(
      { kind: props.kind, id: props.id },
      {
        onSuccess: () => {
          setConfirming(false);
          toast.success(t('posts.deleted'));
          props.onDeleted?.();
        },
        onError: fail,
      },
    );

  const deleteLabel = (
    <>
      <Trash2 className="size-4" aria-hidden="true" />
      {t('posts.delete')}
    </>
  );

  return (
    <div className="flex flex-wrap gap-2">
      <Link to={`/add-listing?edit=${props.kind}:${props.id}`} className={buttonClass} aria-label={t('posts.editNamed', { title: props.title })}>
        <Pencil className="size-4" aria-hidden="true" />
        {t('posts.edit')}
      </Link>
      <button type="button" className={buttonClass} onClick={toggle} disabled={setActive.isPending} aria-label={t(props.isActive ? 'posts.pauseNamed' : 'posts.activateNamed', { title: props.title })}>
        {props.isActive ? <Pause className="size-4" aria-hidden="true" /> : <Play className="size-4 rtl:-scale-x-100" aria-hidden="true" />}
        {t(props.isActive ? 'posts.pause' : 'posts.activate')}
      </button>
      <DialogButton
        isOpen={isConfirming}
        onOpenChange={setConfirming}
        trigger={deleteLabel}
        triggerLabel={t('posts.deleteNamed', { title: props.title })}
        triggerClassName={`${buttonClass} text-danger`}
        title={t('posts.deleteTitle')}
        closeLabel={t('enquiry.close')}
        description={
          <>
            {t('posts.deleteBody')} <bdi className="font-semibold text-ink">{props.title}</bdi>
          </>
        }
        width="md"
      >
        <div className="mt-6">
          <DialogActions tone="danger" cancelLabel={t('posts.cancel')} submitLabel={t('posts.confirmDelete')} isPending={remove.isPending} onConfirm={confirmDelete} />
        </div>
      </DialogButton>
    </div>
  );
}
