import * as Dialog from '@radix-ui/react-dialog';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '#client/lib/texts.tsx';
import { toast } from '#client/lib/toast.tsx';
import { REPORT_DETAILS_MAX, REPORT_REASONS } from '#common/constants/reports.ts';
import type { TReportReason } from '#common/schemas/reports.ts';
import { DialogActions } from '#client/app/components/dialog-actions.tsx';
import { DialogPanel } from '#client/app/components/dialog-panel.tsx';
import { ApiError } from '#client/lib/api.ts';
import { createReport } from '../api/create-report.ts';

const fieldClass = 'w-full rounded-lg border border-line bg-surface px-3 py-2 text-ink outline-none focus:border-brand focus:ring-2 focus:ring-brand/40';

/** Reports a user to the admins: a reason and optional details. */
export function ReportDialog({ userId, name, open, onOpenChange }: { userId: string; name: string; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t, i18n } = useTranslation();
  const [reason, setReason] = useState<TReportReason>('spam');
  const [details, setDetails] = useState('');
  const reasonId = useId();
  const detailsId = useId();
  const send = useMutation({
    mutationFn: createReport,
    onSuccess: () => {
      setDetails('');
      onOpenChange(false);
      toast.success(t('messages.reportSent'));
    },
    onError: (error) => toast.error(t(error instanceof ApiError ? `errors.${error.code}` : 'errors.internal')),
  });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!send.isPending) send.mutate({ targetType: 'user', targetId: userId, reason, details });
  };
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <DialogPanel title={t('messages.reportTitle', { name })} titleDir="auto" closeLabel={t('enquiry.close')} description={t('messages.reportIntro')} width="md" dir={i18n.dir()}>
        <form onSubmit={onSubmit} className="mt-4 space-y-4">
          <div>
            <label htmlFor={reasonId} className="mb-1 block text-sm font-semibold">
              {t('messages.reportReason')}
            </label>
            <select id={reasonId} value={reason} onChange={(event) => setReason(event.target.value as TReportReason)} className={fieldClass}>
              {REPORT_REASONS.map((value) => (
                <option key={value} value={value}>
                  {t(`reports.reasons.${value}`)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={detailsId} className="mb-1 block text-sm font-semibold">
              {t('messages.reportDetails')}
            </label>
            <textarea id={detailsId} value={details} onChange={(event) => setDetails(event.target.value)} maxLength={REPORT_DETAILS_MAX} rows={3} dir="auto" className={`${fieldClass} resize-y`} />
          </div>
          <DialogActions
            tone="danger"
            cancelLabel={t('messages.cancel')}
            submitLabel={t('messages.reportSubmit')}
            pendingLabel={t('messages.reportSending')}
            isPending={send.isPending}
          />
        </form>
      </DialogPanel>
    </Dialog.Root>
  );
}
