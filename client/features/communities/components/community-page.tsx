import { useTranslation } from '#client/lib/texts.tsx';
import { toast } from '#client/lib/toast.tsx';
import { LoadFailed } from '#client/app/components/load-failed.tsx';
import { LoadMoreButton } from '#client/app/components/load-more-button.tsx';
import { NotFoundState } from '#client/features/catalogue/components/not-found-state.tsx';
import { useLang } from '#client/features/catalogue/hooks/use-lang.ts';
import { ApiError } from '#client/lib/api.ts';
import { useCommunity } from '../api/get-community.ts';
import { useCommunityFeed } from '../api/list-community-posts.ts';
import { useSetMembership } from '../api/set-membership.ts';
import { useCommunityLive } from '../hooks/use-community-live.ts';
import { errorText } from '../lib/error-text.ts';
import { CommunityPostCard } from './community-post-card.tsx';
import { MemberCount } from './member-count.tsx';
import { PostComposer } from './post-composer.tsx';

/** /community/{id}: description, members, join and leave, and the live feed of posts and comments. */
export function CommunityPage({ id }: { id: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  const community = useCommunity(id);
  const feed = useCommunityFeed(id, community.isSuccess);
  const membership = useSetMembership(id);
  useCommunityLive(id, community.isSuccess);

  if (community.isPending) return <p className="py-10 text-center text-muted">{t('common.loading')}</p>;
  if (community.isError) {
    if (community.error instanceof ApiError && community.error.status === 404) return <NotFoundState title={t('communities.notFoundTitle')} body={t('communities.notFoundBody')} linkTo="/communities" linkText={t('communities.browse')} />;
    return <LoadFailed onRetry={community.refetch} />;
  }
  const data = community.data;
  const name = lang === 'en' ? data.nameEn : data.nameAr;
  const description = lang === 'en' ? data.descriptionEn : data.descriptionAr;
  const posts = feed.data?.pages.flatMap((page) => page.items) ?? [];
  const toggleMembership = () =>
    membership.mutate(!data.isMember, {
      onSuccess: () => toast.success(data.isMember ? t('communities.left') : t('communities.welcome')),
      onError: (error) => toast.error(errorText(t, error)),
    });

  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-6">
      <section aria-labelledby="community-name" className="overflow-hidden rounded-2xl border border-line bg-card">
        {data.imageUrl ? <img src={data.imageUrl} alt="" width={1280} height={480} className="aspect-[8/3] w-full object-cover" /> : null}
        <div className="flex flex-col gap-3 p-4">
          <h1 id="community-name" className="text-2xl font-bold" dir="auto">
            {name}
          </h1>
          <p className="whitespace-pre-line text-muted" dir="auto">
            {description}
          </p>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <MemberCount count={data.memberCount} className="inline-flex items-center gap-1 text-sm text-muted" />
            <button
              type="button"
              onClick={toggleMembership}
              disabled={membership.isPending}
              className={`rounded-lg px-5 py-2 font-semibold disabled:opacity-60 ${data.isMember ? 'border border-line bg-card' : 'bg-brand text-on-brand hover:bg-brand-strong'}`}
            >
              {data.isMember ? t('communities.leave') : t('communities.join')}
            </button>
          </div>
        </div>
      </section>

      {data.isMember ? <PostComposer communityId={id} /> : <p className="rounded-xl border border-dashed border-line p-4 text-center text-muted">{t('communities.joinToPost')}</p>}

      <section aria-labelledby="community-feed" className="flex flex-col gap-3">
        <h2 id="community-feed" className="text-lg font-semibold">
          {t('communities.feed')}
        </h2>
        {feed.isPending ? (
          <p className="py-6 text-center text-muted">{t('common.loading')}</p>
        ) : feed.isError ? (
          <p role="alert" className="py-6 text-center">
            {t('catalogue.loadFailed')}
          </p>
        ) : posts.length === 0 ? (
          <p className="py-6 text-center text-muted">{t('communities.emptyFeed')}</p>
        ) : (
          <ul className="flex flex-col gap-3">
            {posts.map((post) => (
              <li key={post.id}>
                <CommunityPostCard post={post} community={data} />
              </li>
            ))}
          </ul>
        )}
        <LoadMoreButton query={feed} />
      </section>
    </div>
  );
}
