import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '#client/lib/texts.tsx';
import { useNavigate } from 'react-router';
import { toast } from '#client/lib/toast.tsx';
import { FRESH_SESSION_MINUTES, type TDeleteAccountRequest } from '#common/schemas/account-data.ts';
import { DialogActions } from '#client/app/components/dialog-actions.tsx';
import { DialogButton } from '#client/app/components/dialog-panel.tsx';
import { CodeField, FormMessage, PasswordField, secondaryButtonClass, TextField } from '#client/app/components/form-field.tsx';
import { forgetSession } from '#client/features/auth/lib/forget-session.ts';
import { ApiError } from '#client/lib/api.ts';
import { deleteMyAccount, deletionRequirementsQuery } from '../api/delete-my-account.ts';
import { downloadMyData } from '../api/download-my-data.ts';

const dangerButtonClass =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-danger px-4 py-2.5 font-semibold text-on-danger hover:opacity-90 disabled:opacity-60';

/** The text of a failed request in the reader's language. */
function errorText(error: unknown, t: (key: string) => string): string {
  return t(`errors.${error instanceof ApiError ? error.code : 'internal'}`);
}

/** "Your data" on /account: download everything the portal keeps about the user, or delete the account. */
export function YourDataSection({ email }: { email: string }) {
  const { t } = useTranslation();
  const [isDownloading, setDownloading] = useState(false);

  const download = async () => {
    setDownloading(true);
    try {
      await downloadMyData();
      toast.success(t('account.data.downloaded'));
    } catch (error) {
      toast.error(errorText(error, t));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-3">
        <p className="text-muted">{t('account.data.downloadHelp')}</p>
        <button type="button" className={`${secondaryButtonClass} self-start`} onClick={() => void download()} disabled={isDownloading}>
          <Download className="size-5" aria-hidden="true" />
          {isDownloading ? t('account.data.downloading') : t('account.data.download')}
        </button>
      </div>
      <div className="flex flex-col gap-3 border-t border-line pt-6">
        <p className="text-muted">{t('account.data.deleteHelp')}</p>
        <DeleteAccountDialog email={email} />
      </div>
    </div>
  );
}

/**
 * Deleting the account after a confirmation that asks again for what the server asks for: the
 * password, the authenticator code, or the e-mail typed again. Afterwards the user is signed out
 * and sent to the home page with a toast.
 */
function DeleteAccountDialog({ email }: { email: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [isOpen, setOpen] = useState(false);
  const [proof, setProof] = useState<TDeleteAccountRequest>({});
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string>();
  const [isBusy, setBusy] = useState(false);
  const requirements = useQuery({ ...deletionRequirementsQuery, enabled: isOpen });

  const openChange = (open: boolean) => {
    setOpen(open);
    if (!open) {
      setProof({});
      setFieldErrors({});
      setError(undefined);
    }
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setError(undefined);
    setFieldErrors({});
    setBusy(true);
    try {
      await deleteMyAccount(proof);
    } catch (caught) {
      setBusy(false);
      if (caught instanceof ApiError && caught.code === 'validation_failed' && caught.fields) setFieldErrors(caught.fields);
      else setError(errorText(caught, t));
      return;
    }
    forgetSession(queryClient);
    toast.success(t('account.data.deletedTitle'), { description: t('account.data.deletedBody') });
    void navigate('/');
  };

  const needs = requirements.data;
  /** What ties one answer to its field: the typed value, its change and the server's objection. */
  const proofField = (field: keyof TDeleteAccountRequest) => ({
    value: proof[field] ?? '',
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => setProof((current) => ({ ...current, [field]: event.target.value })),
    error: fieldErrors[field],
  });

  const deleteLabel = (
    <>
      <Trash2 className="size-5" aria-hidden="true" />
      {t('account.data.delete')}
    </>
  );

  return (
    <DialogButton
      isOpen={isOpen}
      onOpenChange={openChange}
      trigger={deleteLabel}
      triggerClassName={`${dangerButtonClass} self-start`}
      title={t('account.data.deleteTitle')}
      closeLabel={t('enquiry.close')}
      description={t('account.data.deleteBody')}
      width="md"
    >
      {requirements.isError ? <FormMessage tone="error">{errorText(requirements.error, t)}</FormMessage> : null}
      {needs ? (
        <form onSubmit={(event) => void submit(event)} noValidate className="mt-4 flex flex-col gap-3">
          {error ? <FormMessage tone="error">{error}</FormMessage> : null}
          {needs.password ? <PasswordField label={t('account.data.password')} autoComplete="current-password" {...proofField('password')} autoFocus /> : null}
          {needs.code ? <CodeField label={t('account.data.code')} {...proofField('code')} autoFocus={!needs.password} /> : null}
          {needs.confirmation ? (
            <>
              <p className="text-sm text-muted">{t('account.data.confirmationHelp', { count: FRESH_SESSION_MINUTES })}</p>
              <TextField
                label={t('account.data.confirmation')}
                type="email"
                autoComplete="off"
                dir="ltr"
                hint={<bdi dir="ltr">{email}</bdi>}
                {...proofField('confirmation')}
                autoFocus
              />
            </>
          ) : null}
          <DialogActions tone="danger" cancelLabel={t('account.data.cancel')} submitLabel={t('account.data.confirmDelete')} pendingLabel={t('account.data.deleting')} isPending={isBusy} />
        </form>
      ) : requirements.isPending ? (
        <p role="status" className="mt-4 text-muted">
          {t('common.loading')}
        </p>
      ) : null}
    </DialogButton>
  );
}
