import { useQueryClient } from '@tanstack/react-query';
import { ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '#client/lib/texts.tsx';
import { Link } from 'react-router';
import { toast } from '#client/lib/toast.tsx';
import { GOVERNORATES } from '#common/constants/governorates.ts';
import { COMMUNITY_PROPOSAL_STATUSES, type TAdminCommunityProposal, type TCommunityProposalStatus } from '#common/schemas/admin.ts';
import { useLang } from '#client/features/catalogue/hooks/use-lang.ts';
import { ApiError } from '#client/lib/api.ts';
import { formatDate } from '#client/lib/format.ts';
import { useAdminAction } from '../api/use-admin-action.ts';
import { ADMIN_KEY, useAdminList } from '../api/use-admin-list.ts';
import { AdminCard, AdminList, primaryButton } from './admin-list.tsx';
import { AdminShell, FilterTabs } from './admin-shell.tsx';
import { ReasonDialog } from './reason-dialog.tsx';

/** The name and description of one language version, as the proposer wrote them. */
function ProposedText({ label, name, description }: { label: string; name: string; description: string }) {
  const { t } = useTranslation();
  return (
    <section className="flex min-w-0 flex-col gap-1 rounded-lg border border-line bg-surface p-3">
      <h3 className="text-xs font-semibold text-muted">{label}</h3>
      <dl className="flex flex-col gap-1 text-sm">
        <dt className="sr-only">{t('admin.communities.name')}</dt>
        <dd dir="auto" className="font-semibold">
          {name}
        </dd>
        <dt className="sr-only">{t('admin.communities.description')}</dt>
        <dd dir="auto" className="whitespace-pre-line break-words">
          {description}
        </dd>
      </dl>
    </section>
  );
}

function ProposalCard({ item }: { item: TAdminCommunityProposal }) {
  const { t } = useTranslation();
  const lang = useLang();
  const queryClient = useQueryClient();
  const action = useAdminAction();
  const name = lang === 'en' ? item.nameEn : item.nameAr;
  const governorate = GOVERNORATES.find((entry) => entry.id === item.governorate);
  const place =
    item.kind === 'sector'
      ? t('admin.communities.sector', { name: item.category ? (lang === 'en' ? item.category.nameEn : item.category.nameAr) : '—' })
      : t('admin.communities.region', { name: governorate ? governorate[lang] : (item.governorate ?? '—') });
  const isOneText = item.nameAr === item.nameEn && item.descriptionAr === item.descriptionEn;
  // Decided meanwhile by another admin: say so and show the list as it is now.
  const fail = (error: unknown) => {
    if (error instanceof ApiError && error.code === 'conflict') {
      toast.error(t('admin.errors.alreadyDecided'));
      void queryClient.invalidateQueries({ queryKey: ADMIN_KEY });
    } else {
      toast.error(t('errors.internal'));
    }
  };
  return (
    <AdminCard label={name}>
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 className="text-lg font-bold" dir="auto">
            {name}
          </h2>
          <p className="text-sm text-muted">
            <span dir="auto">{t('admin.communities.proposedBy', { name: item.proposer.name })}</span> · <span dir="ltr">{item.proposer.email}</span>
          </p>
        </div>
        <span className="rounded-full bg-accent/15 px-2 py-0.5 text-xs font-semibold">{t(`admin.status.${item.status}`)}</span>
      </header>
      <p className="text-sm">
        {place} ·{' '}
        <time dateTime={item.createdAt} className="text-muted">
          {t('admin.communities.proposed', { date: formatDate(item.createdAt, lang, { dateStyle: 'medium', timeStyle: 'short' }) })}
        </time>
        {item.decidedAt ? (
          <>
            {' · '}
            <time dateTime={item.decidedAt} className="text-muted">
              {t('admin.communities.decided', { date: formatDate(item.decidedAt, lang) })}
            </time>
          </>
        ) : null}
      </p>
      {isOneText ? (
        <ProposedText label={t('admin.communities.bothLanguages')} name={item.nameAr} description={item.descriptionAr} />
      ) : (
        <div className="grid gap-3 sm:grid-cols-2">
          <ProposedText label={t('admin.communities.arabic')} name={item.nameAr} description={item.descriptionAr} />
          <ProposedText label={t('admin.communities.english')} name={item.nameEn} description={item.descriptionEn} />
        </div>
      )}
      {item.refusalReason ? (
        <p className="text-sm">
          <span className="font-semibold">{t('admin.reason')}: </span>
          <span dir="auto">{item.refusalReason}</span>
        </p>
      ) : null}
      {item.status === 'pending' ? (
        <div className="flex flex-wrap gap-2">
          <button
            type="button"
            disabled={action.isPending}
            aria-label={t('admin.communities.approveNamed', { name })}
            className={primaryButton}
            onClick={() => action.mutate({ path: `communities/${item.id}/approve` }, { onSuccess: () => toast.success(t('admin.communities.approved')), onError: fail })}
          >
            {t('admin.communities.approve')}
          </button>
          <ReasonDialog
            trigger={t('admin.communities.refuse')}
            triggerLabel={t('admin.communities.refuseNamed', { name })}
            title={t('admin.communities.refuseTitle', { name })}
            hint={t('admin.communities.refuseHint')}
            confirm={t('admin.communities.refuse')}
            isPending={action.isPending}
            onConfirm={(reason) =>
              action.mutateAsync({ path: `communities/${item.id}/refuse`, body: { reason } }).then(
                () => toast.success(t('admin.communities.refused')),
                (error: unknown) => {
                  fail(error);
                  throw error;
                },
              )
            }
          />
        </div>
      ) : null}
      {item.status === 'approved' ? (
        <Link to={`/community/${encodeURIComponent(item.id)}`} className="inline-flex items-center gap-1 self-start text-sm font-semibold text-brand underline">
          <ExternalLink className="size-4" aria-hidden="true" />
          {t('admin.communities.open')}
        </Link>
      ) : null}
    </AdminCard>
  );
}

/** /admin/communities: the communities people proposed, pending first; approve, or refuse with a reason. */
export function CommunityProposalsPage() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<TCommunityProposalStatus>('pending');
  const query = useAdminList<TAdminCommunityProposal>('communities', { status });
  return (
    <AdminShell title={t('admin.communities.title')}>
      <FilterTabs value={status} onChange={setStatus} options={COMMUNITY_PROPOSAL_STATUSES.map((value) => ({ value, label: t(`admin.status.${value}`) }))} />
      <AdminList query={query} render={(item) => <ProposalCard item={item} />} />
    </AdminShell>
  );
}
