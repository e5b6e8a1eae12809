import * as Dialog from '@radix-ui/react-dialog';
import { useMutation } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
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

/** The inquiry/suggestion dialog: title, description, Cancel and Send (specification sections 2, 4 and 5). */
export default function InquiryDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
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
      toast.success(t('inquiry.successTitle'), { description: t('inquiry.successBody') });
    },
    onError: (error) => {
      console.error('Inquiry submission failed', error);
      toast.error(t('inquiry.errorTitle'), { description: t('inquiry.errorBody') });
    },
  });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (send.isPending) return;
    if (!user) {
      toast.error(t('inquiry.loginRequiredTitle'), { description: t('inquiry.loginRequiredBody') });
      onOpenChange(false);
      return;
    }
    if (!title.trim() || !description.trim()) {
      toast.error(t('inquiry.requiredTitle'), { description: t('inquiry.requiredBody') });
      return;
    }
    const parsed = ZCreateEnquiryRequest.safeParse({ title, description });
    if (!parsed.success) {
      const titleInvalid = parsed.error.issues.some((issue) => issue.path[0] === 'title');
      toast.error(t('inquiry.validationTitle'), {
        description: titleInvalid
          ? t('inquiry.titleLength', { min: number(ENQUIRY_TITLE_MIN), max: number(ENQUIRY_TITLE_MAX) })
          : t('inquiry.descriptionLength', { min: number(ENQUIRY_DESCRIPTION_MIN), max: number(ENQUIRY_DESCRIPTION_MAX) }),
      });
      return;
    }
    send.mutate(parsed.data);
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content
          dir={i18n.dir()}
          className="fixed inset-x-0 top-1/2 z-50 mx-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-y-1/2 overflow-y-auto rounded-2xl bg-card p-5 text-ink shadow-xl"
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-lg font-bold">{t('inquiry.title')}</Dialog.Title>
            <Dialog.Close aria-label={t('inquiry.close')} className="icon-button -m-2">
              <X className="size-5" aria-hidden="true" />
            </Dialog.Close>
          </div>
          <Dialog.Description className="mt-1 text-sm text-muted">
            {t('inquiry.intro')} {!user && t('inquiry.signInNotice')}
          </Dialog.Description>
          <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4">
            <div>
              <label htmlFor={titleId} className="mb-1 block text-sm font-semibold">
                {t('inquiry.titleLabel')}
              </label>
              <input
                id={titleId}
                value={title}
                onChange={(event) => setTitle(event.target.value)}
                maxLength={ENQUIRY_TITLE_MAX}
                dir="auto"
                autoComplete="off"
                placeholder={t('inquiry.titlePlaceholder')}
                aria-describedby={`${titleId}-count`}
                className={fieldClass}
              />
              <p id={`${titleId}-count`} className="mt-1 text-end text-xs text-muted">
                {t('inquiry.counter', { value: number(title.length), max: number(ENQUIRY_TITLE_MAX) })}
              </p>
            </div>
            <div>
              <label htmlFor={descriptionId} className="mb-1 block text-sm font-semibold">
                {t('inquiry.descriptionLabel')}
              </label>
              <textarea
                id={descriptionId}
                value={description}
                onChange={(event) => setDescription(event.target.value)}
                maxLength={ENQUIRY_DESCRIPTION_MAX}
                rows={5}
                dir="auto"
                placeholder={t('inquiry.descriptionPlaceholder')}
                aria-describedby={`${descriptionId}-count`}
                className={`${fieldClass} resize-y`}
              />
              <p id={`${descriptionId}-count`} className="mt-1 text-end text-xs text-muted">
                {t('inquiry.counter', { value: number(description.length), max: number(ENQUIRY_DESCRIPTION_MAX) })}
              </p>
            </div>
            <div className="flex justify-end gap-2">
              <Dialog.Close type="button" className="rounded-full border border-line px-5 py-2 text-sm font-semibold hover:bg-surface">
                {t('inquiry.cancel')}
              </Dialog.Close>
              <button
                type="submit"
                disabled={send.isPending}
                className="rounded-full bg-brand px-5 py-2 text-sm font-semibold text-on-brand hover:bg-brand-strong disabled:opacity-70"
              >
                {send.isPending ? t('inquiry.sending') : t('inquiry.send')}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
