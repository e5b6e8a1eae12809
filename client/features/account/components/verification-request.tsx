import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '#client/lib/texts.tsx';
import { toast } from '#client/lib/toast.tsx';
import {
  VERIFICATION_BUSINESS_NAME_MAX,
  VERIFICATION_NOTES_MAX,
  VERIFICATION_REGISTRATION_MAX,
  ZCreateVerificationRequest,
  type TMyVerification,
} from '#common/schemas/admin.ts';
import type { TUploadedDocument } from '#common/schemas/uploads.ts';
import { FieldShell, TextAreaField, TextField } from '#client/app/components/form-field.tsx';
import { uploadDocument } from '#client/features/uploads/api/upload-document.ts';
import { ApiError } from '#client/lib/api.ts';
import { useCreateVerificationRequest } from '../api/create-verification-request.ts';

const ACCEPT = 'application/pdf,image/jpeg,image/png,image/webp';

/** One document field: picks a file and uploads it privately at once. */
function DocumentField({ label, value, onChange, error }: { label: string; value: TUploadedDocument | null; onChange: (value: TUploadedDocument | null) => void; error?: string }) {
  const { t } = useTranslation();
  const [isUploading, setUploading] = useState(false);
  /** An i18n key, like the form's own errors. */
  const [uploadError, setUploadError] = useState<string>();
  return (
    <FieldShell label={label} hint={isUploading ? t('verification.uploading') : t('verification.documentHint')} error={uploadError ?? error} announceError>
      {({ id, describedBy, invalid }) => (
        <>
          <input
            id={id}
            type="file"
            accept={ACCEPT}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            onChange={async (event) => {
              const file = event.target.files?.[0];
              onChange(null);
              setUploadError(undefined);
              if (!file) return;
              setUploading(true);
              try {
                onChange(await uploadDocument(file));
              } catch (failure) {
                setUploadError(`errors.${failure instanceof ApiError ? failure.code : 'internal'}`);
              } finally {
                setUploading(false);
              }
            }}
            className="text-sm file:me-3 file:rounded-lg file:border file:border-line file:bg-card file:px-3 file:py-1.5 file:font-semibold"
          />
          {value ? (
            <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
              <span className="flex items-center gap-1 text-brand">
                <CheckCircle2 className="size-4" aria-hidden="true" />
                {t('verification.uploaded')}
              </span>
              {/* Served to its owner only (GET /api/v1/uploads/documents/{id}). */}
              <a href={value.url} target="_blank" rel="noopener noreferrer" className="font-semibold text-brand underline underline-offset-2">
                {t('verification.openDocument', { label })}
              </a>
            </p>
          ) : null}
        </>
      )}
    </FieldShell>
  );
}

/** The form with which a business asks to be verified (first time, or again after a rejection). */
export function VerificationRequestForm({ defaultBusinessName, onSent }: { defaultBusinessName: string; onSent?: (request: TMyVerification) => void }) {
  const { t } = useTranslation();
  const create = useCreateVerificationRequest();
  const [businessName, setBusinessName] = useState(defaultBusinessName);
  const [registrationNumber, setRegistrationNumber] = useState('');
  const [notes, setNotes] = useState('');
  const [register, setRegister] = useState<TUploadedDocument | null>(null);
  const [licence, setLicence] = useState<TUploadedDocument | null>(null);
  /** i18n keys by field, from the shared contract or the server's answer. */
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = () => {
    const request = { businessName, registrationNumber, notes, commercialRegisterId: register?.id ?? '', industrialLicenceId: licence?.id ?? null };
    const parsed = ZCreateVerificationRequest.safeParse(request);
    if (!parsed.success) {
      const fields: Record<string, string> = {};
      for (const issue of parsed.error.issues) fields[String(issue.path[0])] ??= issue.message;
      return setErrors(fields);
    }
    setErrors({});
    create.mutate(request, {
      onSuccess: (data) => {
        toast.success(t('verification.sent'));
        onSent?.(data);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.fields) setErrors(error.fields);
        toast.error(t(`errors.${error instanceof ApiError ? error.code : 'internal'}`));
      },
    });
  };

  return (
    <form
      noValidate
      className="mt-2 flex flex-col gap-4"
      aria-label={t('verification.askTitle')}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <TextField
        label={t('verification.businessName')}
        value={businessName}
        maxLength={VERIFICATION_BUSINESS_NAME_MAX}
        onChange={(event) => setBusinessName(event.target.value)}
        dir="auto"
        error={errors.businessName}
        announceError
      />
      <TextField label={t('verification.registrationNumber')} value={registrationNumber} maxLength={VERIFICATION_REGISTRATION_MAX} onChange={(event) => setRegistrationNumber(event.target.value)} dir="auto" />
      <div className="grid gap-4 sm:grid-cols-2">
        <DocumentField label={t('verification.commercialRegister')} value={register} onChange={setRegister} error={errors.commercialRegisterId} />
        <DocumentField label={t('verification.industrialLicence')} value={licence} onChange={setLicence} error={errors.industrialLicenceId} />
      </div>
      <TextAreaField label={t('verification.notes')} value={notes} maxLength={VERIFICATION_NOTES_MAX} rows={3} onChange={(event) => setNotes(event.target.value)} />
      <button type="submit" disabled={create.isPending} className="self-start rounded-lg bg-brand px-4 py-2 font-semibold text-on-brand hover:bg-brand-strong disabled:opacity-60">
        {create.isPending ? t('verification.sending') : t('verification.send')}
      </button>
    </form>
  );
}
