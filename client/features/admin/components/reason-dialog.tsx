import { useState, type ReactNode } from 'react';
import { useTranslation } from '#client/lib/texts.tsx';
import { ADMIN_REASON_MAX, ADMIN_REASON_MIN } from '#common/schemas/admin.ts';
import { DialogActions } from '#client/app/components/dialog-actions.tsx';
import { DialogButton } from '#client/app/components/dialog-panel.tsx';
import { TextAreaField } from '#client/app/components/form-field.tsx';
import { dangerButton } from './admin-list.tsx';

/**
 * A button that opens a dialog asking for a reason before a decision that the user is told about
 * (reject, remove, suspend). The reason is checked as the server checks it.
 */
export function ReasonDialog(props: {
  trigger: ReactNode;
  triggerLabel?: string;
  title: string;
  hint?: string;
  confirm: string;
  isPending: boolean;
  onConfirm: (reason: string) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  /** An i18n key, translated where it is shown. */
  const [error, setError] = useState<string>();
  const submit = async () => {
    const trimmed = reason.trim();
    if (trimmed.length < ADMIN_REASON_MIN) return setError('admin.errors.reasonRequired');
    if (trimmed.length > ADMIN_REASON_MAX) return setError('admin.errors.reasonTooLong');
    try {
      await props.onConfirm(trimmed);
      setOpen(false);
      setReason('');
      setError(undefined);
    } catch {
      // The caller shows the failure; the dialog stays open with what was typed.
    }
  };
  return (
    <DialogButton
      isOpen={isOpen}
      onOpenChange={setOpen}
      trigger={props.trigger}
      triggerLabel={props.triggerLabel}
      triggerClassName={dangerButton}
      title={props.title}
      titleDir="auto"
      closeLabel={t('enquiry.close')}
      description={props.hint ?? t('admin.reasonHint')}
      width="md"
    >
      <form
        className="mt-4 flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <TextAreaField
          label={t('admin.reason')}
          error={error}
          announceError
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          maxLength={ADMIN_REASON_MAX}
          rows={3}
        />
        <DialogActions tone="danger" cancelLabel={t('admin.cancel')} submitLabel={props.confirm} isPending={props.isPending} />
      </form>
    </DialogButton>
  );
}
