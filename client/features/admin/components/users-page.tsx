import { BadgeCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '#client/lib/texts.tsx';
import { toast } from '#client/lib/toast.tsx';
import { ADMIN_USER_QUERY_MAX, type TAdminUser } from '#common/schemas/admin.ts';
import { SearchForm } from '#client/app/components/search-form.tsx';
import { useLang } from '#client/features/catalogue/hooks/use-lang.ts';
import { ApiError } from '#client/lib/api.ts';
import { formatDate } from '#client/lib/format.ts';
import { useAdminAction } from '../api/use-admin-action.ts';
import { useAdminList } from '../api/use-admin-list.ts';
import { AdminCard, AdminList, primaryButton, secondaryButton } from './admin-list.tsx';
import { AdminShell } from './admin-shell.tsx';
import { ReasonDialog } from './reason-dialog.tsx';

function UserCard({ item }: { item: TAdminUser }) {
  const { t } = useTranslation();
  const lang = useLang();
  const action = useAdminAction();
  const run = (path: string, body: unknown = {}) =>
    action.mutateAsync({ path: `users/${encodeURIComponent(item.id)}/${path}`, body }).then(
      () => toast.success(t('admin.users.saved')),
      (error: unknown) => {
        toast.error(error instanceof ApiError && error.code === 'conflict' ? t('admin.users.lastAdmin') : t('errors.internal'));
        throw error;
      },
    );
  const badge = 'rounded-full px-2 py-0.5 text-xs font-semibold';
  return (
    <AdminCard label={item.name}>
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="flex items-center gap-1 font-bold" dir="auto">
            {item.name}
            {item.isVerified ? <BadgeCheck className="size-4 text-brand" aria-label={t('admin.users.verified')} role="img" /> : null}
          </h2>
          {item.businessName ? (
            <p className="text-sm" dir="auto">
              {item.businessName}
            </p>
          ) : null}
          <p className="text-sm text-muted">
            <span dir="ltr">{item.email}</span>
            {item.phone ? (
              <>
                {' · '}
                <span dir="ltr">{item.phone}</span>
              </>
            ) : null}
          </p>
          <p className="text-xs text-muted">{t('admin.users.joined', { date: formatDate(item.createdAt, lang) })}</p>
        </div>
        <div className="flex flex-wrap gap-1">
          {item.isAdmin ? <span className={`${badge} bg-brand/10 text-brand`}>{t(item.isConfiguredAdmin ? 'admin.users.configuredAdmin' : 'admin.users.admin')}</span> : null}
          {item.isSuspended ? <span className={`${badge} bg-danger/10 text-danger`}>{t('admin.users.suspended')}</span> : null}
        </div>
      </header>
      {item.isSuspended && item.suspendReason ? (
        <p className="text-sm" dir="auto">
          {t('admin.users.suspendReason', { reason: item.suspendReason })}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {!item.isSuspended && !item.isConfiguredAdmin ? (
          <button
            type="button"
            disabled={action.isPending}
            aria-label={t(item.isAdmin ? 'admin.users.unmakeAdminNamed' : 'admin.users.makeAdminNamed', { name: item.name })}
            className={item.isAdmin ? secondaryButton : primaryButton}
            onClick={() => void run('role', { isAdmin: !item.isAdmin }).catch(() => undefined)}
          >
            {t(item.isAdmin ? 'admin.users.unmakeAdmin' : 'admin.users.makeAdmin')}
          </button>
        ) : null}
        {item.isSuspended ? (
          <button
            type="button"
            disabled={action.isPending}
            aria-label={t('admin.users.unsuspendNamed', { name: item.name })}
            className={secondaryButton}
            onClick={() => void run('unsuspend').catch(() => undefined)}
          >
            {t('admin.users.unsuspend')}
          </button>
        ) : !item.isAdmin ? (
          <ReasonDialog
            trigger={t('admin.users.suspend')}
            triggerLabel={t('admin.users.suspendNamed', { name: item.name })}
            title={t('admin.users.suspendTitle', { name: item.name })}
            hint={t('admin.users.suspendHint')}
            confirm={t('admin.users.suspend')}
            isPending={action.isPending}
            onConfirm={(reason) => run('suspend', { reason })}
          />
        ) : null}
      </div>
    </AdminCard>
  );
}

/** /admin/users: find accounts by name, e-mail or phone; make or unmake admins; suspend and unsuspend. */
export function UsersPage() {
  const { t } = useTranslation();
  const [q, setQ] = useState('');
  const query = useAdminList<TAdminUser>('users', { q });
  return (
    <AdminShell title={t('admin.users.title')}>
      <SearchForm
        label={t('admin.users.search')}
        placeholder={t('admin.users.search')}
        buttonText={t('admin.users.searchButton')}
        buttonClassName={primaryButton}
        maxLength={ADMIN_USER_QUERY_MAX}
        onSearch={setQ}
      />
      <AdminList query={query} render={(item) => <UserCard item={item} />} />
    </AdminShell>
  );
}
