import { ChevronLeft, ChevronRight, ImagePlus, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '#client/lib/texts.tsx';
import type { TStoredImage } from '#common/schemas/images.ts';
import { POST_IMAGES_MAX } from '#common/schemas/posts.ts';
import { variantUrl } from '#common/image-variants.ts';
import type { TUploadedImage } from '#common/schemas/uploads.ts';
import { ApiError } from '#client/lib/api.ts';
import { uploadImage } from '#client/features/uploads/api/upload-image.ts';
import { imageSources } from '../lib/image-src.ts';
import type { DraftPhoto } from '../lib/post-draft.ts';

/** The two reorder buttons of a photo: earlier (towards the cover) and later. */
const MOVES = [
  { step: -1, label: 'postForm.moveEarlier', Icon: ChevronLeft },
  { step: 1, label: 'postForm.moveLater', Icon: ChevronRight },
] as const;

export interface PickedPhoto {
  /** Stable key while uploading; the image id once uploaded. */
  key: string;
  id: string | null;
  preview: string;
  /** The uploaded copy's preview address; a draft keeps it, since a local preview dies with the page. */
  stored: string | null;
  progress: number;
  error: string | null;
}

export function photosFromImages(images: TStoredImage[]): PickedPhoto[] {
  return images.map((image) => {
    const preview = imageSources(image, 320).src;
    return { key: image.id, id: image.id, preview, stored: preview, progress: 1, error: null };
  });
}

/** Photos kept in a draft of the form, as the picker shows them again. */
export function photosFromDraft(photos: DraftPhoto[]): PickedPhoto[] {
  return photos.map(({ id, preview }) => ({ key: id, id, preview, stored: preview, progress: 1, error: null }));
}

/** The smallest variant at least as wide as a preview tile, or the full-size copy. */
function uploadedPreview(image: TUploadedImage): string {
  const widths = [...image.variants].sort((a, b) => a - b);
  const width = widths.find((candidate) => candidate >= 320) ?? widths.at(-1);
  return width === undefined ? image.url : variantUrl(image, width);
}

/**
 * Up to eight photos: pick, upload with progress, preview, reorder with buttons (the first is the
 * cover) and remove. Reports the uploaded photos in order (id and preview address) and whether an
 * upload is still running.
 */
export function PhotoPicker(props: { initial: PickedPhoto[]; onChange: (uploaded: DraftPhoto[], isUploading: boolean) => void; error?: string }) {
  const { t } = useTranslation();
  const [photos, setPhotos] = useState<PickedPhoto[]>(props.initial);
  const input = useRef<HTMLInputElement>(null);
  const { onChange } = props;

  useEffect(() => {
    onChange(
      photos.filter((photo) => photo.id && !photo.error).map((photo) => ({ id: photo.id!, preview: photo.stored ?? photo.preview })),
      photos.some((photo) => !photo.id && !photo.error),
    );
  }, [photos, onChange]);

  const update = (key: string, patch: Partial<PickedPhoto>) =>
    setPhotos((current) => current.map((photo) => (photo.key === key ? { ...photo, ...patch } : photo)));

  const add = (files: FileList | null) => {
    if (!files) return;
    const room = POST_IMAGES_MAX - photos.length;
    const chosen = [...files].slice(0, Math.max(0, room));
    const added = chosen.map((file) => ({ file, photo: { key: crypto.randomUUID(), id: null, preview: URL.createObjectURL(file), stored: null, progress: 0, error: null } }));
    setPhotos((current) => [...current, ...added.map((entry) => entry.photo)]);
    for (const { file, photo } of added) {
      uploadImage(file, 'posts', (progress) => update(photo.key, { progress }))
        .then((uploaded) => update(photo.key, { id: uploaded.id, stored: uploadedPreview(uploaded), progress: 1 }))
        .catch((error: unknown) => update(photo.key, { error: `errors.${error instanceof ApiError ? error.code : 'internal'}` }));
    }
    if (input.current) input.current.value = '';
  };

  const move = (index: number, by: number) =>
    setPhotos((current) => {
      const next = [...current];
      const [photo] = next.splice(index, 1);
      next.splice(index + by, 0, photo!);
      return next;
    });

  const remove = (key: string) => setPhotos((current) => current.filter((photo) => photo.key !== key));

  return (
    <fieldset>
      <legend className="text-sm font-semibold">{t('postForm.photos')}</legend>
      <p id="photos-hint" className="mt-1 text-xs text-muted">
        {t('postForm.photosHint', { max: POST_IMAGES_MAX })}
      </p>
      <ul className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-4">
        {photos.map((photo, index) => (
          <li key={photo.key} className="overflow-hidden rounded-lg border border-line bg-card">
            <div className="relative aspect-square bg-line">
              <img src={photo.preview} alt={t('postForm.photoN', { n: index + 1 })} className="size-full object-cover" />
              {index === 0 ? (
                <span className="absolute start-1 top-1 rounded bg-brand px-1.5 py-0.5 text-xs font-semibold text-on-brand">{t('postForm.cover')}</span>
              ) : null}
              {!photo.id && !photo.error ? (
                <progress
                  className="absolute inset-x-1 bottom-1 h-2 w-[calc(100%-0.5rem)] accent-brand"
                  max={1}
                  value={photo.progress}
                  aria-label={t('postForm.uploading', { n: index + 1 })}
                />
              ) : null}
            </div>
            {photo.error ? (
              <p role="alert" className="px-2 pt-1 text-xs text-danger">
                {t(photo.error)}
              </p>
            ) : null}
            <div className="flex justify-between gap-1 p-1">
              {MOVES.map(({ step, label, Icon }) => (
                <button
                  key={step}
                  type="button"
                  className="rounded p-1.5 hover:bg-surface disabled:opacity-30"
                  onClick={() => move(index, step)}
                  disabled={index + step < 0 || index + step >= photos.length}
                  aria-label={t(label, { n: index + 1 })}
                >
                  <Icon className="size-4 rtl:-scale-x-100" aria-hidden="true" />
                </button>
              ))}
              <button
                type="button"
                className="rounded p-1.5 text-danger hover:bg-surface"
                onClick={() => remove(photo.key)}
                aria-label={t('postForm.removePhoto', { n: index + 1 })}
              >
                <X className="size-4" aria-hidden="true" />
              </button>
            </div>
          </li>
        ))}
        {photos.length < POST_IMAGES_MAX ? (
          <li>
            <label className="flex aspect-square cursor-pointer flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed border-line text-sm text-muted focus-within:border-brand focus-within:ring-2 focus-within:ring-brand/30 hover:border-brand">
              <ImagePlus className="size-7" aria-hidden="true" />
              <span>{t('postForm.addPhotos')}</span>
              <input
                ref={input}
                type="file"
                accept="image/jpeg,image/png,image/webp,image/avif"
                multiple
                className="sr-only"
                aria-describedby="photos-hint"
                onChange={(event) => add(event.target.files)}
              />
            </label>
          </li>
        ) : null}
      </ul>
      {props.error ? (
        <p role="alert" className="mt-1 text-sm text-danger">
          {t(props.error, { imagesMax: POST_IMAGES_MAX })}
        </p>
      ) : null}
    </fieldset>
  );
}
