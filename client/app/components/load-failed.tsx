import { useTranslation } from '#client/lib/texts.tsx';

/** What a list or page shows when its request failed: the reason (`message`, a text key) and a Retry button that asks again. */
export function LoadFailed({ onRetry, message = 'catalogue.loadFailed' }: { onRetry: () => unknown; message?: string }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="flex flex-col items-center gap-2 py-10 text-center">
      <p>{t(message)}</p>
      <button type="button" onClick={() => void onRetry()} className="rounded-lg border border-line px-3 py-1.5">
        {t('catalogue.retry')}
      </button>
    </div>
  );
}
