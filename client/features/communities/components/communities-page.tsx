import { useState } from 'react';
import { useTranslation } from '#client/lib/texts.tsx';
import { Link } from 'react-router';
import type { TCommunity } from '#common/schemas/communities.ts';
import { LoadFailed } from '#client/app/components/load-failed.tsx';
import { SearchForm } from '#client/app/components/search-form.tsx';
import { useLang } from '#client/features/catalogue/hooks/use-lang.ts';
import { useCommunities } from '../api/list-communities.ts';
import { MemberCount } from './member-count.tsx';
import { ProposeCommunityDialog } from './propose-community-dialog.tsx';

/** /communities: every approved community with its members, the reader's own first, searchable by name. */
export function CommunitiesPage() {
  const { t } = useTranslation();
  const [q, setQ] = useState('');
  const communities = useCommunities(q);
  const items = communities.data?.items ?? [];
  return (
    <section className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{t('communities.title')}</h1>
        <ProposeCommunityDialog />
      </div>
      <p className="text-muted">{t('communities.intro')}</p>
      <SearchForm
        label={t('communities.searchLabel')}
        placeholder={t('communities.searchPlaceholder')}
        buttonText={t('communities.search')}
        maxLength={100}
        onSearch={setQ}
        onEmptied={() => setQ('')}
      />
      {communities.isPending ? (
        <p className="py-10 text-center text-muted">{t('common.loading')}</p>
      ) : communities.isError ? (
        <LoadFailed onRetry={communities.refetch} />
      ) : items.length === 0 ? (
        <p className="py-10 text-center text-muted">{t('communities.noResults')}</p>
      ) : (
        <ul aria-label={t('communities.title')} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((community) => (
            <li key={community.id}>
              <CommunityCard community={community} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function CommunityCard({ community }: { community: TCommunity }) {
  const { t } = useTranslation();
  const lang = useLang();
  const name = lang === 'en' ? community.nameEn : community.nameAr;
  const description = lang === 'en' ? community.descriptionEn : community.descriptionAr;
  return (
    <article className="relative flex h-full flex-col overflow-hidden rounded-xl border border-line bg-card shadow-sm transition hover:shadow-md">
      <div className="aspect-[8/3] bg-line/30">
        {community.imageUrl ? <img src={community.imageUrl} alt="" width={640} height={240} loading="lazy" decoding="async" className="size-full object-cover" /> : null}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3">
        <h2 className="font-semibold" dir="auto">
          <Link to={`/community/${encodeURIComponent(community.id)}`} className="after:absolute after:inset-0">
            {name}
          </Link>
        </h2>
        <p className="line-clamp-2 text-sm text-muted" dir="auto">
          {description}
        </p>
        <p className="mt-auto flex items-center justify-between gap-2 pt-2 text-sm">
          <MemberCount count={community.memberCount} className="inline-flex items-center gap-1 text-muted" />
          {community.isMember ? <span className="rounded-full bg-brand/15 px-2 py-0.5 text-xs font-semibold text-brand">{t('communities.joined')}</span> : null}
        </p>
      </div>
    </article>
  );
}
