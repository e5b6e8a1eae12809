import { ExternalLink, FileText } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '#client/lib/texts.tsx';
import { toast } from '#client/lib/toast.tsx';
import type { TAdminVerification, TVerificationDocument, TVerificationStatus } from '#common/schemas/admin.ts';
import { useLang } from '#client/features/catalogue/hooks/use-lang.ts';
import { formatDate } from '#client/lib/format.ts';
import { useAdminAction } from '../api/use-admin-action.ts';
import { useAdminList } from '../api/use-admin-list.ts';
import { AdminCard, AdminList, primaryButton } from './admin-list.tsx';
import { AdminShell, FilterTabs } from './admin-shell.tsx';
import { ReasonDialog } from './reason-dialog.tsx';

/** A document in the queue: a picture shown in place, a PDF opened in the browser's own viewer (a new tab). */
function DocumentView({ document, label }: { document: TVerificationDocument | null; label: string }) {
  const { t } = useTranslation();
  return (
    <figure className="flex min-w-0 flex-1 flex-col gap-2">
      <figcaption className="text-sm font-semibold">{label}</figcaption>
      {!document ? (
        <p className="text-sm text-muted">{t('admin.verifications.noDocument')}</p>
      ) : (
        <>
          {document.kind === 'image' ? (
            <img src={document.url} alt={label} loading="lazy" className="max-h-80 w-full rounded-lg border border-line bg-surface object-contain" />
          ) : (
            <p className="flex items-center gap-2 rounded-lg border border-line bg-surface p-4 text-sm font-semibold">
              <FileText className="size-6 text-brand" aria-hidden="true" />
              PDF
            </p>
          )}
          <a href={document.url} target="_blank" rel="noopener" className="inline-flex items-center gap-1 text-sm font-semibold text-brand underline">
            <ExternalLink className="size-4" aria-hidden="true" />
            {t('admin.verifications.openDocument', { name: label })}
          </a>
        </>
      )}
    </figure>
  );
}

function VerificationCard({ item }: { item: TAdminVerification }) {
  const { t } = useTranslation();
  const lang = useLang();
  const action = useAdminAction();
  const name = item.businessName;
  const fail = () => toast.error(t('errors.internal'));
  return (
    <AdminCard label={name}>
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h2 className="text-lg font-bold" dir="auto">
            {name}
          </h2>
          <p className="text-sm text-muted">
            <span dir="auto">{item.user.name}</span> · <span dir="ltr">{item.user.email}</span>
          </p>
        </div>
        <span className="rounded-full bg-accent/15 px-2 py-0.5 text-xs font-semibold">{t(`admin.status.${item.status}`)}</span>
      </header>
      <dl className="grid gap-1 text-sm sm:grid-cols-2">
        <div>
          <dt className="inline font-semibold">{t('admin.verifications.registrationNumber')}: </dt>
          <dd className="inline" dir="auto">
            {item.registrationNumber || '—'}
          </dd>
        </div>
        <div>
          <dd className="text-muted">{t('admin.verifications.requested', { date: formatDate(item.createdAt, lang) })}</dd>
          {item.decidedAt ? <dd className="text-muted">{t('admin.verifications.decided', { date: formatDate(item.decidedAt, lang) })}</dd> : null}
        </div>
        {item.notes ? (
          <div className="sm:col-span-2">
            <dt className="font-semibold">{t('admin.verifications.notes')}</dt>
            <dd dir="auto" className="whitespace-pre-line">
              {item.notes}
            </dd>
          </div>
        ) : null}
        {item.reason ? (
          <div className="sm:col-span-2">
            <dt className="inline font-semibold">{t('admin.reason')}: </dt>
            <dd className="inline" dir="auto">
              {item.reason}
            </dd>
          </div>
        ) : null}
      </dl>
      <div className="flex flex-col gap-4 sm:flex-row">
        <DocumentView document={item.commercialRegister} label={t('admin.verifications.commercialRegister')} />
        <DocumentView document={item.industrialLicence} label={t('admin.verifications.industrialLicence')} />
      </div>
      {item.status === 'pending' ? (
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            disabled={action.isPending}
            aria-label={t('admin.verifications.approveNamed', { name })}
            className={primaryButton}
            onClick={() =>
              action.mutate({ path: `verifications/${item.id}/approve` }, { onSuccess: () => toast.success(t('admin.verifications.approved')), onError: fail })
            }
          >
            {t('admin.verifications.approve')}
          </button>
          <ReasonDialog
            trigger={t('admin.verifications.reject')}
            triggerLabel={t('admin.verifications.rejectNamed', { name })}
            title={t('admin.verifications.rejectTitle', { name })}
            confirm={t('admin.verifications.reject')}
            isPending={action.isPending}
            onConfirm={(reason) =>
              action.mutateAsync({ path: `verifications/${item.id}/reject`, body: { reason } }).then(
                () => toast.success(t('admin.verifications.rejected')),
                (error: unknown) => {
                  fail();
                  throw error;
                },
              )
            }
          />
        </div>
      ) : null}
    </AdminCard>
  );
}

/** /admin/verifications: the queue of verification requests, documents in place, approve or reject with a reason. */
export function VerificationsPage() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<TVerificationStatus>('pending');
  const query = useAdminList<TAdminVerification>('verifications', { status });
  return (
    <AdminShell title={t('admin.verifications.title')}>
      <FilterTabs
        value={status}
        onChange={setStatus}
        options={(['pending', 'approved', 'rejected'] as const).map((value) => ({ value, label: t(`admin.status.${value}`) }))}
      />
      <AdminList query={query} render={(item) => <VerificationCard item={item} />} />
    </AdminShell>
  );
}
