import { ImagePlus, SendHorizontal, X } from 'lucide-react';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from '#client/lib/texts.tsx';
import { MESSAGE_TEXT_MAX } from '#common/schemas/messages.ts';
import type { TUploadedImage } from '#common/schemas/uploads.ts';
import { uploadImage } from '#client/features/uploads/api/upload-image.ts';
import { ApiError } from '#client/lib/api.ts';
import { formatNumber } from '#client/lib/format.ts';
import type { Language } from '#client/lib/i18n.ts';

/** Shown when this few characters are left. */
const COUNTER_FROM = 500;

/** The box under a thread: text up to 4,000 characters and one optional photo. */
export function Composer({ peerName, onSend }: { peerName: string; onSend: (text: string, image: TUploadedImage | null) => void }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const [text, setText] = useState('');
  const [image, setImage] = useState<TUploadedImage | null>(null);
  const [isUploading, setUploading] = useState(false);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const left = MESSAGE_TEXT_MAX - text.length;

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (isUploading) return;
    if (text.trim() === '' && !image) return setErrorKey('messages.errors.textRequired');
    if (text.length > MESSAGE_TEXT_MAX) return setErrorKey('messages.errors.textTooLong');
    onSend(text, image);
    setText('');
    setImage(null);
    setErrorKey(null);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter sends, Shift+Enter starts a new line; never while an input method is composing.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) submit(event);
  };

  const pick = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    setErrorKey(null);
    try {
      setImage(await uploadImage(file, 'messages'));
    } catch (error) {
      setErrorKey(error instanceof ApiError ? `errors.${error.code}` : 'errors.internal');
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  return (
    <form onSubmit={submit} className="border-t border-line bg-card p-2 sm:p-3">
      {image && (
        <div className="mb-2 flex items-center gap-2">
          <img src={image.url} alt="" className="size-16 rounded-lg object-cover" />
          <button type="button" onClick={() => setImage(null)} aria-label={t('messages.removeImage')} className="icon-button">
            <X className="size-5" aria-hidden="true" />
          </button>
        </div>
      )}
      {isUploading && (
        <p role="status" className="mb-2 text-sm text-muted">
          {t('messages.uploading')}
        </p>
      )}
      {errorKey && (
        <p id={errorId} role="alert" className="mb-2 text-sm text-danger">
          {t(errorKey)}
        </p>
      )}
      <div className="flex items-end gap-1 sm:gap-2">
        <input ref={fileInput} type="file" accept="image/jpeg,image/png,image/webp,image/avif" className="hidden" tabIndex={-1} aria-hidden="true" onChange={(event) => void pick(event.target.files?.[0])} />
        <button type="button" onClick={() => fileInput.current?.click()} aria-label={t('messages.attach')} className="icon-button text-muted hover:text-brand" disabled={isUploading}>
          <ImagePlus className="size-5" aria-hidden="true" />
        </button>
        <textarea
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          rows={1}
          dir="auto"
          maxLength={MESSAGE_TEXT_MAX}
          aria-label={t('messages.composerLabel', { name: peerName })}
          aria-describedby={errorKey ? errorId : undefined}
          aria-invalid={errorKey ? true : undefined}
          placeholder={t('messages.placeholder')}
          className="max-h-40 min-h-10 flex-1 resize-none rounded-2xl border border-line bg-surface px-3 py-2 text-ink outline-none [field-sizing:content] focus:border-brand focus:ring-2 focus:ring-brand/40"
        />
        <button type="submit" aria-label={t('messages.send')} disabled={isUploading} className="icon-button bg-brand text-on-brand hover:bg-brand-strong disabled:opacity-60">
          <SendHorizontal className="size-5 rtl:-scale-x-100" aria-hidden="true" />
        </button>
      </div>
      {left <= COUNTER_FROM && <p className="mt-1 text-end text-xs text-muted">{t('messages.charsLeft', { value: formatNumber(left, language) })}</p>}
    </form>
  );
}
