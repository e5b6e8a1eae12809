import { useTranslation } from '#client/lib/texts.tsx';

/** The fallback while a lazy screen loads: a spinner and the text Loading... */
export function LoadingScreen() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite" className="flex min-h-[40vh] flex-col items-center justify-center gap-3 text-muted">
      <span className="size-8 animate-spin rounded-full border-4 border-current border-t-transparent motion-reduce:animate-none" aria-hidden="true" />
      <span>{t('common.loading')}</span>
    </div>
  );
}
