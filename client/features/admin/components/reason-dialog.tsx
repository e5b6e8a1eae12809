import * as Dialog from '@radix-ui/react-dialog';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_REASON_MAX, ADMIN_REASON_MIN } from '#common/schemas/admin.ts';
import { dangerButton, secondaryButton } from './admin-list.tsx';

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
  const [error, setError] = useState<string | null>(null);
  const fieldId = useId();
  const submit = async () => {
    const trimmed = reason.trim();
    if (trimmed.length < ADMIN_REASON_MIN) return setError(t('admin.errors.reasonRequired'));
    if (trimmed.length > ADMIN_REASON_MAX) return setError(t('admin.errors.reasonTooLong'));
    try {
      await props.onConfirm(trimmed);
      setOpen(false);
      setReason('');
      setError(null);
    } catch {
      // The caller shows the failure; the dialog stays open with what was typed.
    }
  };
  return (
    <Dialog.Root open={isOpen} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <button type="button" aria-label={props.triggerLabel} className={dangerButton}>
          {props.trigger}
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-black/50" />
        <Dialog.Content className="fixed inset-x-4 top-1/2 z-50 mx-auto max-w-md -translate-y-1/2 rounded-2xl bg-card p-6 text-ink shadow-xl">
          <Dialog.Title className="text-lg font-bold" dir="auto">
            {props.title}
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-muted">{props.hint ?? t('admin.reasonHint')}</Dialog.Description>
          <form
            className="mt-4 flex flex-col gap-3"
            onSubmit={(event) => {
              event.preventDefault();
              void submit();
            }}
          >
            <label htmlFor={fieldId} className="font-semibold">
              {t('admin.reason')}
            </label>
            <textarea
              id={fieldId}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              maxLength={ADMIN_REASON_MAX}
              rows={3}
              dir="auto"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${fieldId}-error` : undefined}
              className="rounded-lg border border-line bg-surface px-3 py-2"
            />
            {error ? (
              <p id={`${fieldId}-error`} role="alert" className="text-sm text-danger">
                {error}
              </p>
            ) : null}
            <div className="flex flex-wrap justify-end gap-2">
              <Dialog.Close asChild>
                <button type="button" className={secondaryButton}>
                  {t('admin.cancel')}
                </button>
              </Dialog.Close>
              <button type="submit" disabled={props.isPending} className={dangerButton}>
                {props.confirm}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
