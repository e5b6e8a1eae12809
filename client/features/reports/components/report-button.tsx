import { Flag } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from '#client/lib/texts.tsx';
import { useNavigate } from 'react-router';
import { toast } from '#client/lib/toast.tsx';
import { useSession } from '#client/features/auth/hooks/use-session.ts';

// The dialog (and its library) loads only for signed-in readers, who are the only ones it opens for.
const ReportDialogButton = lazy(() => import('./report-dialog-button.tsx'));

/**
 * The Report control of a post or a seller: a dialog with a reason and optional details, sent to
 * the admins' queue (report-dialog-button.tsx). Visitors get the Login Required toast and /sign-in.
 */
export function ReportButton({ targetType, targetId, className }: { targetType: 'post' | 'user'; targetId: string; className?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { user } = useSession();
  const buttonClass =
    className ?? 'inline-flex items-center justify-center gap-2 rounded-lg border border-line bg-card px-4 py-2.5 font-semibold hover:border-danger hover:text-danger';
  const buttonContent = (
    <>
      <Flag className="size-5" aria-hidden="true" />
      {t('report.button')}
    </>
  );

  if (!user) {
    return (
      <button
        type="button"
        className={`needs-script ${buttonClass}`}
        onClick={() => {
          toast.error(t('auth_required.title'), { id: 'login-required', description: t('report.loginToReport') });
          void navigate('/sign-in');
        }}
      >
        {buttonContent}
      </button>
    );
  }

  return (
    <Suspense
      fallback={
        <button type="button" className={`needs-script ${buttonClass}`}>
          {buttonContent}
        </button>
      }
    >
      <ReportDialogButton targetType={targetType} targetId={targetId} buttonClass={buttonClass} buttonContent={buttonContent} />
    </Suspense>
  );
}
