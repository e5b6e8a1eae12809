import { CheckCircle2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import {
  VERIFICATION_BUSINESS_NAME_MAX,
  VERIFICATION_NOTES_MAX,
  VERIFICATION_REGISTRATION_MAX,
  ZCreateVerificationRequest,
  type TMyVerification,
} from '#common/schemas/admin.ts';
import type { TUploadedDocument } from '#common/schemas/uploads.ts';
import { uploadDocument } from '#client/features/uploads/api/upload-document.ts';
import { ApiError } from '#client/lib/api.ts';
import { useCreateVerificationRequest } from '../api/create-verification-request.ts';

const ACCEPT = 'application/pdf,image/jpeg,image/png,image/webp';
const inputClass = 'rounded-lg border border-line bg-surface px-3 py-2';

/** One document field: picks a file and uploads it privately at once. */
function DocumentField({ label, value, onChange, error }: { label: string; value: TUploadedDocument | null; onChange: (value: TUploadedDocument | null) => void; error?: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [isUploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const shown = uploadError ?? error;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept={ACCEPT}
        aria-describedby={`${id}-hint`}
        aria-invalid={shown ? true : undefined}
        onChange={async (event) => {
          const file = event.target.files?.[0];
          onChange(null);
          setUploadError(null);
          if (!file) return;
          setUploading(true);
          try {
            onChange(await uploadDocument(file));
          } catch (failure) {
            setUploadError(t(`errors.${failure instanceof ApiError ? failure.code : 'internal'}`));
          } finally {
            setUploading(false);
          }
        }}
        className="text-sm file:me-3 file:rounded-lg file:border file:border-line file:bg-card file:px-3 file:py-1.5 file:font-semibold"
      />
      <p id={`${id}-hint`} className="text-xs text-muted">
        {isUploading ? t('verification.uploading') : t('verification.documentHint')}
      </p>
      {value ? (
        <p className="flex items-center gap-1 text-sm text-brand">
          <CheckCircle2 className="size-4" aria-hidden="true" />
          {t('verification.uploaded')}
        </p>
      ) : null}
      {shown ? (
        <p role="alert" className="text-sm text-danger">
          {shown}
        </p>
      ) : null}
    </div>
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
  const [errors, setErrors] = useState<Record<string, string>>({});
  const ids = { name: useId(), number: useId(), notes: useId() };

  const submit = () => {
    const request = { businessName, registrationNumber, notes, commercialRegisterId: register?.id ?? '', industrialLicenceId: licence?.id ?? null };
    const parsed = ZCreateVerificationRequest.safeParse(request);
    if (!parsed.success) {
      const fields: Record<string, string> = {};
      for (const issue of parsed.error.issues) fields[String(issue.path[0])] ??= t(issue.message);
      return setErrors(fields);
    }
    setErrors({});
    create.mutate(request, {
      onSuccess: (data) => {
        toast.success(t('verification.sent'));
        onSent?.(data);
      },
      onError: (error) => {
        if (error instanceof ApiError && error.fields) setErrors(Object.fromEntries(Object.entries(error.fields).map(([key, value]) => [key, t(value)])));
        toast.error(t(`errors.${error instanceof ApiError ? error.code : 'internal'}`));
      },
    });
  };

  const fieldError = (key: string, id: string) =>
    errors[key] ? (
      <p id={`${id}-error`} role="alert" className="text-sm text-danger">
        {errors[key]}
      </p>
    ) : null;

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
      <div className="flex flex-col gap-1">
        <label htmlFor={ids.name} className="font-semibold">
          {t('verification.businessName')}
        </label>
        <input
          id={ids.name}
          value={businessName}
          maxLength={VERIFICATION_BUSINESS_NAME_MAX}
          onChange={(event) => setBusinessName(event.target.value)}
          dir="auto"
          aria-invalid={errors.businessName ? true : undefined}
          aria-describedby={errors.businessName ? `${ids.name}-error` : undefined}
          className={inputClass}
        />
        {fieldError('businessName', ids.name)}
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={ids.number} className="font-semibold">
          {t('verification.registrationNumber')}
        </label>
        <input
          id={ids.number}
          value={registrationNumber}
          maxLength={VERIFICATION_REGISTRATION_MAX}
          onChange={(event) => setRegistrationNumber(event.target.value)}
          dir="auto"
          className={inputClass}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <DocumentField label={t('verification.commercialRegister')} value={register} onChange={setRegister} error={errors.commercialRegisterId} />
        <DocumentField label={t('verification.industrialLicence')} value={licence} onChange={setLicence} error={errors.industrialLicenceId} />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={ids.notes} className="font-semibold">
          {t('verification.notes')}
        </label>
        <textarea id={ids.notes} value={notes} maxLength={VERIFICATION_NOTES_MAX} rows={3} onChange={(event) => setNotes(event.target.value)} dir="auto" className={inputClass} />
      </div>
      <button type="submit" disabled={create.isPending} className="self-start rounded-lg bg-brand px-4 py-2 font-semibold text-on-brand hover:bg-brand-strong disabled:opacity-60">
        {create.isPending ? t('verification.sending') : t('verification.send')}
      </button>
    </form>
  );
}
