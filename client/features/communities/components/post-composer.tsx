import { ImagePlus, X } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '#client/lib/texts.tsx';
import { toast } from '#client/lib/toast.tsx';
import { COMMUNITY_POST_IMAGES_MAX, COMMUNITY_POST_MAX, ZCommunityPostInput } from '#common/schemas/communities.ts';
import type { TUploadedImage } from '#common/schemas/uploads.ts';
import { TextAreaField } from '#client/app/components/form-field.tsx';
import { uploadImage } from '#client/features/uploads/api/upload-image.ts';
import { ApiError } from '#client/lib/api.ts';
import { useCommunityWrite } from '../api/write-community.ts';
import { errorKey } from '../lib/error-text.ts';

/** Writing a post in a community: text up to 5,000 characters and up to 4 pictures. */
export function PostComposer({ communityId }: { communityId: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [body, setBody] = useState('');
  const [images, setImages] = useState<TUploadedImage[]>([]);
  const [uploading, setUploading] = useState(0);
  /** An i18n key, translated where it is shown. */
  const [error, setError] = useState<string>();
  const fileInput = useRef<HTMLInputElement>(null);
  const write = useCommunityWrite();

  const addFiles = (files: FileList | null) => {
    if (!files) return;
    const room = COMMUNITY_POST_IMAGES_MAX - images.length - uploading;
    const chosen = [...files].slice(0, Math.max(0, room));
    if (files.length > chosen.length) toast.error(t('communities.errors.tooManyImages'));
    for (const file of chosen) {
      setUploading((count) => count + 1);
      uploadImage(file, 'community')
        .then((image) => setImages((current) => [...current, image]))
        .catch((caught: unknown) => toast.error(t('communities.uploadFailed'), { description: t(`errors.${caught instanceof ApiError ? caught.code : 'internal'}`) }))
        .finally(() => setUploading((count) => count - 1));
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = { body, imageIds: images.map((image) => image.id) };
    const parsed = ZCommunityPostInput.safeParse(input);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'errors.validation_failed');
      return;
    }
    setError(undefined);
    write.mutate(
      { action: 'createPost', communityId, input },
      {
        onSuccess: () => {
          setBody('');
          setImages([]);
        },
        onError: (caught) => setError(errorKey(caught)),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-2 rounded-xl border border-line bg-card p-4">
      <TextAreaField
        label={t('communities.composer.label')}
        error={error}
        announceError
        value={body}
        rows={3}
        maxLength={COMMUNITY_POST_MAX}
        onChange={(event) => setBody(event.target.value)}
        placeholder={t('communities.composer.placeholder')}
      />
      {images.length > 0 ? (
        <ul className="flex flex-wrap gap-2">
          {images.map((image) => (
            <li key={image.id} className="relative">
              <img src={`${image.baseUrl}-${image.variants[0] ?? 320}.webp`} alt="" width={80} height={80} className="size-20 rounded-lg object-cover" />
              <button
                type="button"
                aria-label={t('communities.composer.removeImage')}
                onClick={() => setImages((current) => current.filter((each) => each.id !== image.id))}
                className="absolute -end-2 -top-2 inline-flex size-6 items-center justify-center rounded-full bg-ink text-card"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex items-center gap-2">
          <input ref={fileInput} id={`${id}-images`} type="file" accept="image/jpeg,image/png,image/webp,image/avif" multiple tabIndex={-1} aria-label={t('communities.composer.addImages', { max: COMMUNITY_POST_IMAGES_MAX })} className="sr-only" onChange={(event) => { addFiles(event.target.files); event.target.value = ''; }} />
          <button
            type="button"
            onClick={() => fileInput.current?.click()}
            disabled={images.length + uploading >= COMMUNITY_POST_IMAGES_MAX}
            className="inline-flex items-center gap-2 rounded-lg border border-line px-3 py-2 text-sm disabled:opacity-50"
          >
            <ImagePlus aria-hidden="true" className="size-4" />
            {t('communities.composer.addImages', { max: COMMUNITY_POST_IMAGES_MAX })}
          </button>
          {uploading > 0 ? <span className="text-sm text-muted">{t('communities.composer.uploading')}</span> : null}
        </div>
        <button type="submit" disabled={write.isPending || uploading > 0} className="rounded-lg bg-brand px-5 py-2 font-semibold text-on-brand hover:bg-brand-strong disabled:opacity-60">
          {write.isPending ? t('communities.composer.posting') : t('communities.composer.post')}
        </button>
      </div>
    </form>
  );
}
