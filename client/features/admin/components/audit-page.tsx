import { useTranslation } from '#client/lib/texts.tsx';
import type { TAdminAuditEntry } from '#common/schemas/admin.ts';
import { useLang } from '#client/features/catalogue/hooks/use-lang.ts';
import { formatDate } from '#client/lib/format.ts';
import { useAdminList } from '../api/use-admin-list.ts';
import { AdminCard, AdminList } from './admin-list.tsx';
import { AdminShell } from './admin-shell.tsx';

function AuditEntry({ item }: { item: TAdminAuditEntry }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <AdminCard>
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold">{t('admin.audit.when')}</dt>
        <dd>
          <time dateTime={item.createdAt}>{formatDate(item.createdAt, lang, { dateStyle: 'medium', timeStyle: 'short' })}</time>
        </dd>
        <dt className="font-semibold">{t('admin.audit.who')}</dt>
        <dd dir="auto">{item.admin.name}</dd>
        <dt className="font-semibold">{t('admin.audit.what')}</dt>
        <dd>{t(`admin.audit.actions.${item.action}`)}</dd>
        <dt className="font-semibold">{t('admin.audit.target')}</dt>
        <dd dir="auto" className="break-all">
          {item.targetLabel ?? item.targetId}
        </dd>
        {item.reason ? (
          <>
            <dt className="font-semibold">{t('admin.audit.reason')}</dt>
            <dd dir="auto">{item.reason}</dd>
          </>
        ) : null}
      </dl>
    </AdminCard>
  );
}

/** /admin/audit: every admin action, newest first: who, what, on what, when and why. */
export function AuditPage() {
  const { t } = useTranslation();
  const query = useAdminList<TAdminAuditEntry>('audit');
  return (
    <AdminShell title={t('admin.audit.title')}>
      <AdminList query={query} render={(item) => <AuditEntry item={item} />} />
    </AdminShell>
  );
}
