import { ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '#client/lib/texts.tsx';
import { Link } from 'react-router';
import { toast } from '#client/lib/toast.tsx';
import type { TAdminReport, TReportAction } from '#common/schemas/admin.ts';
import { useLang } from '#client/features/catalogue/hooks/use-lang.ts';
import { formatDate } from '#client/lib/format.ts';
import { isolate } from '#client/lib/isolate.tsx';
import { useAdminAction } from '../api/use-admin-action.ts';
import { useAdminList } from '../api/use-admin-list.ts';
import { AdminCard, AdminList, secondaryButton } from './admin-list.tsx';
import { AdminShell, FilterTabs } from './admin-shell.tsx';
import { ReasonDialog } from './reason-dialog.tsx';
import { sellerPath } from '#common/post-path.ts';

/** The reported thing, shown as the reporter saw it. */
function TargetView({ target }: { target: TAdminReport['target'] }) {
  const { t } = useTranslation();
  const lang = useLang();
  const box = 'rounded-xl border border-line bg-surface p-3';
  switch (target.type) {
    case 'post':
      return (
        <div className={box}>
          <p className="text-xs font-semibold text-muted">
            {t('admin.reports.target.post')} · {isolate({ name: target.author.name }, (marks) => t('admin.reports.by', marks))}
            {target.isRemoved ? <span className="ms-2 rounded-full bg-danger/10 px-2 text-danger">{t('admin.reports.removedState')}</span> : null}
          </p>
          <p className="mt-1 font-bold" dir="auto">
            {target.title}
          </p>
          <p className="mt-1 line-clamp-4 whitespace-pre-line text-sm" dir="auto">
            {target.description}
          </p>
          {target.isActive ? (
            <Link to={target.path} className="mt-2 inline-flex items-center gap-1 text-sm font-semibold text-brand underline">
              <ExternalLink className="size-4" aria-hidden="true" />
              {t('admin.reports.viewPost')}
            </Link>
          ) : null}
        </div>
      );
    case 'user':
      return (
        <div className={box}>
          <p className="text-xs font-semibold text-muted">
            {t('admin.reports.target.user')}
            {target.isSuspended ? <span className="ms-2 rounded-full bg-danger/10 px-2 text-danger">{t('admin.reports.suspendedState')}</span> : null}
          </p>
          <p className="mt-1 font-bold">
            <Link to={sellerPath(target.id)} dir="auto" className="hover:underline">
              {target.name}
            </Link>
          </p>
          <p className="text-sm text-muted" dir="ltr">
            {target.email}
          </p>
        </div>
      );
    case 'message':
      return (
        <div className={box}>
          <p className="text-xs font-semibold text-muted">
            {t('admin.reports.target.message')} · {isolate({ name: target.author.name }, (marks) => t('admin.reports.by', marks))} · {formatDate(target.createdAt, lang)}
          </p>
          <p className="mt-1 whitespace-pre-line text-sm" dir="auto">
            {target.body}
          </p>
        </div>
      );
    case 'community_post':
    case 'comment': {
      const removed = <span className="ms-2 rounded-full bg-danger/10 px-2 text-danger">{t('admin.reports.removedState')}</span>;
      return (
        <div className={box}>
          <p className="text-xs font-semibold text-muted">
            {t(`admin.reports.target.${target.type}`)} · {isolate({ name: target.author.name }, (marks) => t('admin.reports.by', marks))} ·{' '}
            {t('admin.reports.inCommunity', { name: lang === 'ar' ? target.community.nameAr : target.community.nameEn })} · {formatDate(target.createdAt, lang)}
            {target.isRemoved ? removed : null}
          </p>
          {target.type === 'comment' ? (
            <div className="mt-2 border-s-2 border-line ps-2 text-sm text-muted">
              <p className="text-xs font-semibold">
                {isolate({ name: target.post.authorName }, (marks) => t('admin.reports.onPost', marks))}
                {target.post.isRemoved ? removed : null}
              </p>
              <p className="line-clamp-3 whitespace-pre-line" dir="auto">
                {target.post.body}
              </p>
            </div>
          ) : null}
          <p className="mt-1 whitespace-pre-line text-sm" dir="auto">
            {target.body}
          </p>
          <Link to={`/community/${encodeURIComponent(target.community.id)}`} className="mt-2 inline-flex items-center gap-1 text-sm font-semibold text-brand underline">
            <ExternalLink className="size-4" aria-hidden="true" />
            {t('admin.reports.viewCommunity')}
          </Link>
        </div>
      );
    }
    default:
      // Deleted by its author since it was reported.
      return (
        <p className={`${box} text-sm text-muted`}>
          {t(`admin.reports.target.${target.targetType}`)} · {t('admin.reports.target.missing')}
        </p>
      );
  }
}

function ReportCard({ item }: { item: TAdminReport }) {
  const { t } = useTranslation();
  const lang = useLang();
  const action = useAdminAction();
  const isUser = item.target.type === 'user';
  const { target } = item;
  const name =
    target.type === 'post'
      ? target.title
      : target.type === 'user'
        ? target.name
        : target.type === 'community_post' || target.type === 'comment'
          ? target.body.slice(0, 80)
          : t(`admin.reports.target.${target.type}`);
  const run = (kind: TReportAction, reason = '') =>
    action.mutateAsync({ path: `reports/${item.id}/resolve`, body: { action: kind, reason } }).then(
      () => toast.success(t('admin.reports.handledToast')),
      (error: unknown) => {
        toast.error(t('errors.internal'));
        throw error;
      },
    );
  return (
    <AdminCard label={name}>
      <header className="flex flex-wrap items-start justify-between gap-2 text-sm">
        <p>
          <span className="font-semibold">{isolate({ name: item.reporter.name }, (marks) => t('admin.reports.reportedBy', marks))}</span> ·{' '}
          {t('admin.reports.reason', { reason: t(`reports.reasons.${item.reason}`) })}
        </p>
        <time dateTime={item.createdAt} className="text-muted">
          {formatDate(item.createdAt, lang, { dateStyle: 'medium', timeStyle: 'short' })}
        </time>
      </header>
      {item.details ? (
        <p className="text-sm">
          <span className="font-semibold">{t('admin.reports.details')}: </span>
          <bdi className="whitespace-pre-line">{item.details}</bdi>
        </p>
      ) : null}
      <TargetView target={item.target} />
      {item.resolution ? (
        <p className="text-sm font-semibold text-muted">{t(`admin.reports.resolution.${item.resolution}`, { defaultValue: item.resolution })}</p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {item.actions.includes('remove') ? (
          <ReasonDialog
            trigger={t(isUser ? 'admin.reports.removeUser' : 'admin.reports.remove')}
            triggerLabel={`${t(isUser ? 'admin.reports.removeUser' : 'admin.reports.remove')}: ${name}`}
            title={t(isUser ? 'admin.reports.suspendTitle' : 'admin.reports.removeTitle', { name })}
            hint={isUser ? t('admin.users.suspendHint') : undefined}
            confirm={t(isUser ? 'admin.reports.removeUser' : 'admin.reports.remove')}
            isPending={action.isPending}
            onConfirm={(reason) => run('remove', reason)}
          />
        ) : null}
        {item.actions.includes('restore') ? (
          <button type="button" disabled={action.isPending} className={secondaryButton} onClick={() => void run('restore').catch(() => undefined)}>
            {t(isUser ? 'admin.reports.restoreUser' : 'admin.reports.restore')}
          </button>
        ) : null}
        {item.status === 'pending' && item.actions.includes('dismiss') ? (
          <button type="button" disabled={action.isPending} className={secondaryButton} onClick={() => void run('dismiss').catch(() => undefined)}>
            {t('admin.reports.dismiss')}
          </button>
        ) : null}
      </div>
    </AdminCard>
  );
}

/** /admin/reports: what people reported, with the item in context; remove, restore or dismiss. */
export function ReportsPage() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<'pending' | 'handled'>('pending');
  const query = useAdminList<TAdminReport>('reports', { status });
  return (
    <AdminShell title={t('admin.reports.title')}>
      <FilterTabs
        value={status}
        onChange={setStatus}
        options={(['pending', 'handled'] as const).map((value) => ({ value, label: t(`admin.status.${value}`) }))}
      />
      <AdminList query={query} render={(item) => <ReportCard item={item} />} />
    </AdminShell>
  );
}
