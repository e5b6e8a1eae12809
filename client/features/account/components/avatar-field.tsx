import { ImagePlus, Trash2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from '#client/lib/texts.tsx';
import type { TUploadedImage } from '#common/schemas/uploads.ts';
import { secondaryButtonClass } from '#client/app/components/form-field.tsx';
import { uploadImage } from '#client/features/uploads/api/upload-image.ts';
import { ResponsiveImage } from '#client/features/uploads/components/responsive-image.tsx';
import { ApiError } from '#client/lib/api.ts';

export interface AvatarValue {
  /** The URL saved as `avatarUrl`, or null for no photo. */
  url: string | null;
  /** Its WebP variants, when known; without them the URL itself is shown. */
  image: Pick<TUploadedImage, 'baseUrl' | 'variants' | 'width' | 'height'> | null;
}

interface AvatarFieldProps {
  value: AvatarValue;
  onChange: (value: AvatarValue) => void;
  onUploadingChange: (isUploading: boolean) => void;
  /** Shown in the circle when there is no photo. */
  initial: string;
  /** Whether the shown photo differs from the saved one. */
  unsaved: boolean;
  /** An i18n key from the server's answer to saving. */
  error?: string;
}

/**
 * The profile photo: upload (with progress and an instant preview), change and remove. The new
 * photo is kept when the profile form is saved.
 */
export function AvatarField({ value, onChange, onUploadingChange, initial, unsaved, error }: AvatarFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [upload, setUpload] = useState<{ preview: string; progress: number }>();
  const [uploadError, setUploadError] = useState<string>();

  const choose = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    if (!file) return;
    setUploadError(undefined);
    // The local preview lives only while its upload runs.
    const preview = URL.createObjectURL(file);
    setUpload({ preview, progress: 0 });
    onUploadingChange(true);
    try {
      const uploaded = await uploadImage(file, 'avatars', (progress) => setUpload((current) => current && { ...current, progress }));
      onChange({ url: uploaded.url, image: uploaded });
    } catch (caught) {
      setUploadError(`errors.${caught instanceof ApiError ? caught.code : 'internal'}`);
    } finally {
      setUpload(undefined);
      URL.revokeObjectURL(preview);
      onUploadingChange(false);
    }
  };

  const message = uploadError ?? error;
  return (
    <fieldset className="flex flex-wrap items-center gap-4" aria-describedby={`${id}-hint`}>
      <legend className="mb-2 text-sm font-medium">{t('account.avatar')}</legend>
      <div className="relative size-20 shrink-0 overflow-hidden rounded-full bg-line">
        {upload ? (
          <img src={upload.preview} alt={t('account.avatar')} className="size-full object-cover opacity-60" />
        ) : value.image ? (
          <ResponsiveImage image={value.image} alt={t('account.avatar')} sizes="80px" className="size-full object-cover" />
        ) : value.url ? (
          <img src={value.url} alt={t('account.avatar')} width={80} height={80} className="size-full object-cover" />
        ) : (
          <span aria-hidden="true" className="flex size-full items-center justify-center bg-brand text-3xl font-bold text-on-brand">
            {initial}
          </span>
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <div className="flex flex-wrap gap-2">
          <label
            className={`${secondaryButtonClass} cursor-pointer focus-within:border-brand focus-within:ring-2 focus-within:ring-brand/30 ${upload ? 'pointer-events-none opacity-60' : ''}`}
          >
            <ImagePlus className="size-5" aria-hidden="true" />
            <span>{value.url ? t('account.changeAvatar') : t('account.uploadAvatar')}</span>
            <input
              ref={input}
              type="file"
              accept="image/jpeg,image/png,image/webp,image/avif"
              className="sr-only"
              disabled={Boolean(upload)}
              onChange={(event) => void choose(event.target.files?.[0])}
            />
          </label>
          {value.url && !upload ? (
            <button type="button" className={`${secondaryButtonClass} text-danger-ink`} onClick={() => onChange({ url: null, image: null })}>
              <Trash2 className="size-5" aria-hidden="true" />
              {t('account.removeAvatar')}
            </button>
          ) : null}
        </div>
        {upload ? (
          <div className="flex items-center gap-2 text-sm text-muted">
            <progress className="h-2 w-40 accent-brand" max={1} value={upload.progress} aria-label={t('account.uploading')} />
            <span aria-hidden="true">{t('account.uploading')}</span>
          </div>
        ) : null}
        <p id={`${id}-hint`} className="text-xs text-muted">
          {t('account.avatarHint')}
        </p>
        {unsaved && !upload ? <p className="text-sm font-medium text-brand">{t('account.avatarUnsaved')}</p> : null}
        {message ? (
          <p role="alert" className="text-sm text-danger-ink">
            {t(message)}
          </p>
        ) : null}
      </div>
    </fieldset>
  );
}
