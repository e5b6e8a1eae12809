import * as Dialog from '@radix-ui/react-dialog';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '#client/lib/texts.tsx';
import { toast } from '#client/lib/toast.tsx';
import { DialogActions } from '#client/app/components/dialog-actions.tsx';
import { DialogPanel } from '#client/app/components/dialog-panel.tsx';
import { useSession } from '#client/features/auth/hooks/use-session.ts';
import { ApiError } from '#client/lib/api.ts';
import { formatNumber } from '#client/lib/format.ts';
import type { Language } from '#client/lib/i18n.ts';
import {
  ENQUIRY_DESCRIPTION_MAX,
  ENQUIRY_DESCRIPTION_MIN,
  ENQUIRY_TITLE_MAX,
  ENQUIRY_TITLE_MIN,
  ZCreateEnquiryRequest,
} from '#common/schemas/enquiries.ts';
import { createEnquiry } from '../api/create-enquiry.ts';

const fieldClass =
  'w-full rounded-lg border border-line bg-surface px-3 py-2 text-ink outline-none placeholder:text-muted focus:border-brand focus:ring-2 focus:ring-brand/40';

/** The enquiry/suggestion dialog: title, description, Cancel and Send (specification sections 2, 4 and 5). */
export default function EnquiryDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const { user } = useSession();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const titleId = useId();
  const descriptionId = useId();
  const number = (value: number) => formatNumber(value, language, { useGrouping: false });

  const send = useMutation({
    mutationFn: createEnquiry,
    // A refused request would be refused again; only a lost connection or a server failure is retried.
    retry: (failures, error) => failures < 1 && error instanceof ApiError && (error.code === 'network' || error.status >= 500),
    onSuccess: () => {
      setTitle('');
      setDescription('');
      onOpenChange(false);
      toast.success(t('enquiry.successTitle'), { description: t('enquiry.successBody') });
    },
    onError: (error) => {
      console.error('Enquiry submission failed', error);
      toast.error(t('enquiry.errorTitle'), { description: t('enquiry.errorBody') });
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (send.isPending) return;
    if (!user) {
      toast.error(t('enquiry.loginRequiredTitle'), { description: t('enquiry.loginRequiredBody') });
      onOpenChange(false);
      return;
    }
    if (!title.trim() || !description.trim()) {
      toast.error(t('enquiry.requiredTitle'), { description: t('enquiry.requiredBody') });
      return;
    }
    const parsed = ZCreateEnquiryRequest.safeParse({ title, description });
    if (!parsed.success) {
      const titleInvalid = parsed.error.issues.some((issue) => issue.path[0] === 'title');
      toast.error(t('enquiry.validationTitle'), {
        description: titleInvalid
          ? t('enquiry.titleLength', { min: number(ENQUIRY_TITLE_MIN), max: number(ENQUIRY_TITLE_MAX) })
          : t('enquiry.descriptionLength', { min: number(ENQUIRY_DESCRIPTION_MIN), max: number(ENQUIRY_DESCRIPTION_MAX) }),
      });
      return;
    }
    send.mutate(parsed.data);
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <DialogPanel
        title={t('enquiry.title')}
        closeLabel={t('enquiry.close')}
        description={
          <>
            {t('enquiry.intro')} {!user && t('enquiry.signInNotice')}
          </>
        }
        width="lg"
        dir={i18n.dir()}
      >
        <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4">
          <div>
            <label htmlFor={titleId} className="mb-1 block text-sm font-semibold">
              {t('enquiry.titleLabel')}
            </label>
            <input
              id={titleId}
              value={title}
              onChange={(event) => setTitle(event.target.value)}
              maxLength={ENQUIRY_TITLE_MAX}
              dir="auto"
              autoComplete="off"
              placeholder={t('enquiry.titlePlaceholder')}
              aria-describedby={`${titleId}-count`}
              className={fieldClass}
            />
            <p id={`${titleId}-count`} className="mt-1 text-end text-xs text-muted">
              {t('enquiry.counter', { value: number(title.length), max: number(ENQUIRY_TITLE_MAX) })}
            </p>
          </div>
          <div>
            <label htmlFor={descriptionId} className="mb-1 block text-sm font-semibold">
              {t('enquiry.descriptionLabel')}
            </label>
            <textarea
              id={descriptionId}
              value={description}
              onChange={(event) => setDescription(event.target.value)}
              maxLength={ENQUIRY_DESCRIPTION_MAX}
              rows={5}
              dir="auto"
              placeholder={t('enquiry.descriptionPlaceholder')}
              aria-describedby={`${descriptionId}-count`}
              className={`${fieldClass} resize-y`}
            />
            <p id={`${descriptionId}-count`} className="mt-1 text-end text-xs text-muted">
              {t('enquiry.counter', { value: number(description.length), max: number(ENQUIRY_DESCRIPTION_MAX) })}
            </p>
          </div>
          <DialogActions tone="brand" cancelLabel={t('enquiry.cancel')} submitLabel={t('enquiry.send')} pendingLabel={t('enquiry.sending')} isPending={send.isPending} />
        </form>
      </DialogPanel>
    </Dialog.Root>
  );
}
