import * as Dialog from '@radix-ui/react-dialog';
import { Flag } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '#client/lib/texts.tsx';
import { toast } from '#client/lib/toast.tsx';
import { REPORT_DETAILS_MAX, REPORT_REASONS } from '#common/constants/reports.ts';
import type { TReportReason, TReportTargetType } from '#common/schemas/reports.ts';
import { DialogActions } from '#client/app/components/dialog-actions.tsx';
import { DialogPanel } from '#client/app/components/dialog-panel.tsx';
import { useCreateReport } from '../api/create-report.ts';
import { errorText } from '../lib/error-text.ts';

/**
 * Reporting a community post or comment, or its author, with a reason, for the admin queue.
 * `targets` lists what may be reported here; the first is chosen at first.
 */
export function ReportDialog({ targets, small = false }: { targets: Array<{ type: TReportTargetType; id: string }>; small?: boolean }) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [target, setTarget] = useState(0);
  const [reason, setReason] = useState<TReportReason>('spam');
  const [details, setDetails] = useState('');
  const report = useCreateReport();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = targets[target]!;
    report.mutate(
      { targetType: chosen.type, targetId: chosen.id, reason, details },
      {
        onSuccess: () => {
          toast.success(t('communities.report.sent'));
          setOpen(false);
          setDetails('');
        },
        onError: (error) => toast.error(errorText(t, error)),
      },
    );
  };

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={small ? 'text-muted hover:underline' : 'inline-flex items-center gap-1 rounded-lg px-2 py-1 text-muted hover:bg-line/40'}>
        {small ? null : <Flag aria-hidden="true" className="size-4" />}
        {t('communities.report.open')}
      </Dialog.Trigger>
      <DialogPanel title={t('communities.report.title')} closeLabel={t('enquiry.close')} description={t('communities.report.description')} width="md">
        <form onSubmit={submit} className="mt-4 space-y-4">
          <fieldset>
            <legend className="mb-1 text-sm font-semibold">{t('communities.report.what')}</legend>
            {targets.map((each, index) => (
              <label key={each.type} className="me-4 inline-flex items-center gap-2">
                <input type="radio" name={`${id}-target`} checked={target === index} onChange={() => setTarget(index)} />
                {t(`communities.report.targets.${each.type}`)}
              </label>
            ))}
          </fieldset>
          <div>
            <label htmlFor={`${id}-reason`} className="mb-1 block text-sm font-semibold">
              {t('communities.report.reason')}
            </label>
            <select id={`${id}-reason`} value={reason} onChange={(event) => setReason(event.target.value as TReportReason)} className="w-full rounded-lg border border-line bg-card px-3 py-2">
              {REPORT_REASONS.map((option) => (
                <option key={option} value={option}>
                  {t(`communities.report.reasons.${option}`)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${id}-details`} className="mb-1 block text-sm font-semibold">
              {t('communities.report.details')}
            </label>
            <textarea id={`${id}-details`} value={details} rows={3} maxLength={REPORT_DETAILS_MAX} onChange={(event) => setDetails(event.target.value)} dir="auto" className="w-full resize-y rounded-lg border border-line bg-card px-3 py-2" />
          </div>
          <DialogActions
            tone="brand"
            cancelLabel={t('enquiry.cancel')}
            submitLabel={t('communities.report.send')}
            pendingLabel={t('enquiry.sending')}
            isPending={report.isPending}
          />
        </form>
      </DialogPanel>
    </Dialog.Root>
  );
}
