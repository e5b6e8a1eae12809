import { Search, Users } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TCommunity } from '#common/schemas/communities.ts';
import { useLang } from '#client/features/catalogue/hooks/use-lang.ts';
import { formatNumber } from '#client/lib/format.ts';
import { useCommunities } from '../api/list-communities.ts';
import { ProposeCommunityDialog } from './propose-community-dialog.tsx';

/** /communities: every approved community with its members, the reader's own first, searchable by name. */
export function CommunitiesPage() {
  const { t } = useTranslation();
  const [term, setTerm] = useState('');
  const [q, setQ] = useState('');
  const communities = useCommunities(q);
  const search = (event: FormEvent) => {
    event.preventDefault();
    setQ(term.trim());
  };
  const items = communities.data?.items ?? [];
  return (
    <section className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold">{t('communities.title')}</h1>
        <ProposeCommunityDialog />
      </div>
      <p className="text-muted">{t('communities.intro')}</p>
      <form role="search" aria-label={t('communities.searchLabel')} onSubmit={search} className="flex gap-2">
        <label className="sr-only" htmlFor="community-search">
          {t('communities.searchLabel')}
        </label>
        <input
          id="community-search"
          type="search"
          value={term}
          maxLength={100}
          onChange={(event) => {
            setTerm(event.target.value);
            if (event.target.value === '') setQ('');
          }}
          placeholder={t('communities.searchPlaceholder')}
          className="min-w-0 flex-1 rounded-lg border border-line bg-card px-3 py-2"
        />
        <button type="submit" className="inline-flex items-center gap-2 rounded-lg bg-brand px-4 py-2 font-semibold text-on-brand">
          <Search aria-hidden="true" className="size-4" />
          {t('communities.search')}
        </button>
      </form>
      {communities.isPending ? (
        <p className="py-10 text-center text-muted">{t('common.loading')}</p>
      ) : communities.isError ? (
        <div role="alert" className="flex flex-col items-center gap-2 py-10 text-center">
          <p>{t('catalogue.loadFailed')}</p>
          <button type="button" onClick={() => void communities.refetch()} className="rounded-lg border border-line px-3 py-1.5">
            {t('catalogue.retry')}
          </button>
        </div>
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
          <span className="inline-flex items-center gap-1 text-muted">
            <Users aria-hidden="true" className="size-4" />
            {t('communities.members', { count: community.memberCount, formatted: formatNumber(community.memberCount, lang) })}
          </span>
          {community.isMember ? <span className="rounded-full bg-brand/15 px-2 py-0.5 text-xs font-semibold text-brand">{t('communities.joined')}</span> : null}
        </p>
      </div>
    </article>
  );
}
