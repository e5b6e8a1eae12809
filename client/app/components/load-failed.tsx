import { useTranslation } from 'react-i18next';

/** What a list or page shows when its request failed: the reason and a Retry button that asks again. */
export function LoadFailed({ onRetry }: { onRetry: () => unknown }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="flex flex-col items-center gap-2 py-10 text-center">
      <p>{t('catalogue.loadFailed')}</p>
      <button type="button" onClick={() => void onRetry()} className="rounded-lg border border-line px-3 py-1.5">
        {t('catalogue.retry')}
      </button>
    </div>
  );
}
