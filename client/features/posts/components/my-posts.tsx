import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from '#client/lib/texts.tsx';
import { Link } from 'react-router';
import { postPath } from '#common/post-path.ts';
import { POST_KINDS } from '#common/constants/post-kinds.ts';
import type { TPostKind, TPostSummary } from '#common/schemas/posts.ts';
import { useMyPosts } from '../api/get-my-posts.ts';
import { imageSources } from '../lib/image-src.ts';
import { OwnerControls } from './owner-controls.tsx';

/** The "My posts" section of /account: both kinds in two tabs, paused ones included. */
export function MyPosts() {
  const { t } = useTranslation();
  const { data, isPending, isError } = useMyPosts();
  const [tab, setTab] = useState<TPostKind>('product');
  const tabs: Array<{ kind: TPostKind; posts: TPostSummary[] }> = POST_KINDS.map((kind) => ({ kind, posts: data?.[kind] ?? [] }));
  const current = tabs.find((entry) => entry.kind === tab)!;
  return (
    <section aria-labelledby="my-posts-heading" className="rounded-2xl border border-line bg-card p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="my-posts-heading" className="text-lg font-bold">
          {t('posts.myPosts')}
        </h2>
        <Link to="/add-listing" className="rounded-lg bg-brand px-4 py-2 text-sm font-semibold text-on-brand hover:bg-brand-strong">
          {t('posts.addNew')}
        </Link>
      </div>
      <div role="tablist" aria-label={t('posts.myPosts')} className="mt-4 flex gap-2 border-b border-line">
        {tabs.map((entry) => (
          <button
            key={entry.kind}
            type="button"
            role="tab"
            id={`my-posts-tab-${entry.kind}`}
            aria-selected={tab === entry.kind}
            aria-controls="my-posts-panel"
            onClick={() => setTab(entry.kind)}
            className={`-mb-px border-b-2 px-3 py-2 text-sm font-semibold ${tab === entry.kind ? 'border-brand text-brand' : 'border-transparent text-muted'}`}
          >
            {t(entry.kind === 'product' ? 'posts.products' : 'posts.listings')} ({entry.posts.length})
          </button>
        ))}
      </div>
      <div role="tabpanel" id="my-posts-panel" aria-labelledby={`my-posts-tab-${tab}`} className="mt-3">
        {isPending ? <p className="text-muted">{t('common.loading')}</p> : null}
        {isError ? <p className="text-danger">{t('errors.internal')}</p> : null}
        {data && current.posts.length === 0 ? <p className="py-6 text-center text-muted">{t('posts.empty')}</p> : null}
        <ul className="divide-y divide-line">
          {current.posts.map((post) => (
            <li key={post.id} className="flex flex-wrap items-center gap-3 py-3">
              {post.image ? (
                <img src={imageSources(post.image, 320).src} alt="" className="size-16 rounded-lg object-cover" width={64} height={64} loading="lazy" />
              ) : (
                <span className="flex size-16 items-center justify-center rounded-lg bg-line text-muted">
                  <ImageOff className="size-5" aria-hidden="true" />
                </span>
              )}
              <div className="min-w-0 flex-1">
                <Link to={postPath(post.kind, post.id)} dir="auto" className="block truncate font-semibold hover:underline">
                  {post.title}
                </Link>
                <span className={`mt-1 inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${post.isActive ? 'bg-brand/10 text-brand' : 'bg-accent/15 text-ink'}`}>
                  {t(post.isActive ? 'posts.statusActive' : 'posts.statusPaused')}
                </span>
              </div>
              <OwnerControls kind={post.kind} id={post.id} title={post.title} isActive={post.isActive} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
