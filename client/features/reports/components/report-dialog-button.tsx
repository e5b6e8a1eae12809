import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from '#client/lib/texts.tsx';
import { toast } from '#client/lib/toast.tsx';
import { REPORT_DETAILS_MAX, REPORT_REASONS } from '#common/constants/reports.ts';
import type { TReportReason } from '#common/schemas/reports.ts';
import { DialogActions } from '#client/app/components/dialog-actions.tsx';
import { DialogButton } from '#client/app/components/dialog-panel.tsx';
import { TextAreaField } from '#client/app/components/form-field.tsx';
import { ApiError } from '#client/lib/api.ts';
import { useCreateReport } from '../api/create-report.ts';

/**
 * The Report control of a signed-in reader: the button and its dialog, with a reason and optional
 * details, sent to the admins' queue. Loaded by ReportButton once a reader is signed in, so that
 * the dialog's library is not in a visitor's page.
 */
export default function ReportDialogButton({
  targetType,
  targetId,
  buttonClass,
  buttonContent,
}: {
  targetType: 'post' | 'user';
  targetId: string;
  buttonClass: string;
  buttonContent: ReactNode;
}) {
  const { t } = useTranslation();
  const create = useCreateReport();
  const [isOpen, setOpen] = useState(false);
  const [reason, setReason] = useState<TReportReason | null>(null);
  const [details, setDetails] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reasonId = useId();

  const submit = () => {
    if (!reason) return setError(t('reports.errors.reason'));
    setError(null);
    create.mutate(
      { targetType, targetId, reason, details },
      {
        onSuccess: () => {
          toast.success(t('report.sent'));
          setOpen(false);
          setReason(null);
          setDetails('');
        },
        onError: (failure) => toast.error(t(`errors.${failure instanceof ApiError ? failure.code : 'internal'}`)),
      },
    );
  };

  return (
    <DialogButton
      isOpen={isOpen}
      onOpenChange={setOpen}
      trigger={buttonContent}
      triggerClassName={buttonClass}
      title={t(targetType === 'post' ? 'report.postTitle' : 'report.userTitle')}
      closeLabel={t('enquiry.close')}
      description={t('report.description')}
      width="md"
    >
      <form
        className="mt-4 flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <fieldset className="flex flex-col gap-2" aria-describedby={error ? `${reasonId}-error` : undefined}>
          <legend className="mb-1 text-sm font-medium">{t('report.reasonLabel')}</legend>
          {REPORT_REASONS.map((value) => (
            <label key={value} className="flex items-center gap-2">
              <input type="radio" name={reasonId} value={value} checked={reason === value} onChange={() => setReason(value)} className="size-4 accent-brand" />
              {t(`reports.reasons.${value}`)}
            </label>
          ))}
          {error ? (
            <p id={`${reasonId}-error`} role="alert" className="text-sm text-danger">
              {error}
            </p>
          ) : null}
        </fieldset>
        <TextAreaField label={t('report.detailsLabel')} value={details} maxLength={REPORT_DETAILS_MAX} rows={3} onChange={(event) => setDetails(event.target.value)} />
        <DialogActions tone="danger" cancelLabel={t('enquiry.cancel')} submitLabel={t('report.send')} pendingLabel={t('report.sending')} isPending={create.isPending} />
      </form>
    </DialogButton>
  );
}
