import * as Dialog from '@radix-ui/react-dialog';
import { Plus } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '#client/lib/texts.tsx';
import { toast } from '#client/lib/toast.tsx';
import { GOVERNORATES } from '#common/constants/governorates.ts';
import { COMMUNITY_DESCRIPTION_MAX, COMMUNITY_NAME_MAX, ZProposeCommunityRequest } from '#common/schemas/communities.ts';
import { DialogActions } from '#client/app/components/dialog-actions.tsx';
import { DialogPanel } from '#client/app/components/dialog-panel.tsx';
import { categoryName, useCategories } from '#client/features/catalogue/api/get-categories.ts';
import { useLang } from '#client/features/catalogue/hooks/use-lang.ts';
import { issuesToKeys } from '../lib/issues-to-keys.ts';
import { errorText } from '../lib/error-text.ts';
import { useProposeCommunity } from '../api/propose-community.ts';

const fieldClass = 'w-full rounded-lg border border-line bg-card px-3 py-2';

/** Proposing a community: name, description, and the sector or region it is for. It waits for an admin. */
export function ProposeCommunityDialog() {
  const { t } = useTranslation();
  const lang = useLang();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [kind, setKind] = useState<'sector' | 'region'>('sector');
  const [categoryId, setCategoryId] = useState('');
  const [governorate, setGovernorate] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const categories = useCategories();
  const propose = useProposeCommunity();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = { name, description, kind, ...(kind === 'sector' ? { categoryId: categoryId || undefined } : { governorate: governorate || undefined }) };
    const parsed = ZProposeCommunityRequest.safeParse(input);
    if (!parsed.success) {
      setErrors(issuesToKeys(parsed.error.issues));
      return;
    }
    setErrors({});
    propose.mutate(input, {
      onSuccess: () => {
        toast.success(t('communities.propose.sent'), { description: t('communities.propose.sentDescription') });
        setOpen(false);
        setName('');
        setDescription('');
      },
      onError: (error) => toast.error(t('communities.propose.failed'), { description: errorText(t, error) }),
    });
  };

  const error = (field: string) =>
    errors[field] ? (
      <p id={`${id}-${field}-error`} className="mt-1 text-sm text-danger">
        {t(errors[field])}
      </p>
    ) : null;

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className="inline-flex items-center gap-2 rounded-lg border border-brand px-4 py-2 font-semibold text-brand">
        <Plus aria-hidden="true" className="size-4" />
        {t('communities.propose.open')}
      </Dialog.Trigger>
      <DialogPanel title={t('communities.propose.title')} closeLabel={t('enquiry.close')} description={t('communities.propose.description')} width="lg">
        <form onSubmit={submit} noValidate className="mt-4 space-y-4">
          <div>
            <label htmlFor={`${id}-name`} className="mb-1 block text-sm font-semibold">
              {t('communities.propose.name')}
            </label>
            <input
              id={`${id}-name`}
              value={name}
              maxLength={COMMUNITY_NAME_MAX}
              onChange={(event) => setName(event.target.value)}
              aria-invalid={errors.name ? true : undefined}
              aria-describedby={errors.name ? `${id}-name-error` : undefined}
              dir="auto"
              className={fieldClass}
            />
            {error('name')}
          </div>
          <div>
            <label htmlFor={`${id}-description`} className="mb-1 block text-sm font-semibold">
              {t('communities.propose.about')}
            </label>
            <textarea
              id={`${id}-description`}
              value={description}
              rows={4}
              maxLength={COMMUNITY_DESCRIPTION_MAX}
              onChange={(event) => setDescription(event.target.value)}
              aria-invalid={errors.description ? true : undefined}
              aria-describedby={errors.description ? `${id}-description-error` : undefined}
              dir="auto"
              className={`${fieldClass} resize-y`}
            />
            {error('description')}
          </div>
          <fieldset>
            <legend className="mb-1 text-sm font-semibold">{t('communities.propose.kind')}</legend>
            <div className="flex gap-4">
              {(['sector', 'region'] as const).map((option) => (
                <label key={option} className="inline-flex items-center gap-2">
                  <input type="radio" name={`${id}-kind`} value={option} checked={kind === option} onChange={() => setKind(option)} />
                  {t(`communities.propose.${option}`)}
                </label>
              ))}
            </div>
          </fieldset>
          {kind === 'sector' ? (
            <div>
              <label htmlFor={`${id}-category`} className="mb-1 block text-sm font-semibold">
                {t('communities.propose.sectorLabel')}
              </label>
              <select id={`${id}-category`} value={categoryId} onChange={(event) => setCategoryId(event.target.value)} className={fieldClass}>
                <option value="">{t('communities.propose.choose')}</option>
                {(categories.data ?? []).map((category) => (
                  <option key={category.id} value={category.id}>
                    {categoryName(category, lang)}
                  </option>
                ))}
              </select>
              {error('categoryId')}
            </div>
          ) : (
            <div>
              <label htmlFor={`${id}-governorate`} className="mb-1 block text-sm font-semibold">
                {t('communities.propose.regionLabel')}
              </label>
              <select id={`${id}-governorate`} value={governorate} onChange={(event) => setGovernorate(event.target.value)} className={fieldClass}>
                <option value="">{t('communities.propose.choose')}</option>
                {GOVERNORATES.map((option) => (
                  <option key={option.id} value={option.id}>
                    {option[lang]}
                  </option>
                ))}
              </select>
              {error('governorate')}
            </div>
          )}
          <DialogActions
            tone="brand"
            cancelLabel={t('enquiry.cancel')}
            submitLabel={t('communities.propose.submit')}
            pendingLabel={t('enquiry.sending')}
            isPending={propose.isPending}
          />
        </form>
      </DialogPanel>
    </Dialog.Root>
  );
}
