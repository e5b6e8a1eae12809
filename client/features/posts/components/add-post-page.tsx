import { Megaphone, Package } from 'lucide-react';
import { useTranslation } from '#client/lib/texts.tsx';
import { useSearchParams } from 'react-router';
import { POST_KINDS } from '#common/constants/post-kinds.ts';
import type { TPostKind } from '#common/schemas/posts.ts';
import { LoadingScreen } from '#client/app/components/loading-screen.tsx';
import { useSession } from '#client/features/auth/hooks/use-session.ts';
import { usePost } from '../api/get-post.ts';
import { draftKey } from '../lib/post-draft.ts';
import { NotAvailable } from './not-available.tsx';
import { photosFromImages } from './photo-picker.tsx';
import { emptyPost, PostForm, postDefaults } from './post-form.tsx';

function isKind(value: string | null | undefined): value is TPostKind {
  return (POST_KINDS as readonly string[]).includes(value ?? '');
}

/** The page's texts per kind (i18n keys). */
const TEXTS = {
  product: { create: 'postForm.newProduct', edit: 'postForm.editProduct', Icon: Package },
  listing: { create: 'postForm.newListing', edit: 'postForm.editListing', Icon: Megaphone },
} as const;

/**
 * /add-listing: step 1 chooses the kind of post (?kind=product or listing), step 2 is its form.
 * /add-listing?edit=product:{id} or ?edit=listing:{id} opens a post of the user's, prefilled.
 */
export function AddPostPage() {
  const { t } = useTranslation();
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const [editKind, editId] = (params.get('edit') ?? '').split(':');
  if (isKind(editKind) && editId) return <EditPost kind={editKind} id={editId} />;
  const kind = params.get('kind');
  if (!isKind(kind)) return <KindChooser onChoose={(chosen) => setParams((current) => ({ ...Object.fromEntries(current), kind: chosen }))} />;
  return (
    <section className="mx-auto max-w-3xl px-4 py-6">
      <h1 className="text-2xl font-bold">{t(TEXTS[kind].create)}</h1>
      <p className="mb-6 mt-1 text-muted">{t(`postForm.kinds.${kind}Hint`)}</p>
      <PostForm key={`${kind}:${user?.id}`} defaults={emptyPost(kind)} photos={[]} draftKey={user ? draftKey(user.id, kind) : undefined} />
    </section>
  );
}

function KindChooser({ onChoose }: { onChoose: (kind: TPostKind) => void }) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-3xl px-4 py-6">
      <h1 className="text-2xl font-bold">{t('postForm.chooseKindTitle')}</h1>
      <p className="mt-1 text-muted">{t('postForm.chooseKindBody')}</p>
      <div className="mt-6 grid gap-4 sm:grid-cols-2">
        {POST_KINDS.map((kind) => {
          const { Icon } = TEXTS[kind];
          return (
            <button
              key={kind}
              type="button"
              onClick={() => onChoose(kind)}
              className="flex flex-col items-start gap-3 rounded-2xl border-2 border-line bg-card p-6 text-start shadow-sm transition hover:border-brand focus-visible:border-brand focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-brand/30"
            >
              <Icon className="size-10 text-brand" aria-hidden="true" />
              <span className="text-lg font-bold">{t(`postForm.kinds.${kind}`)}</span>
              <span className="text-sm text-muted">{t(`postForm.kinds.${kind}Hint`)}</span>
            </button>
          );
        })}
      </div>
    </section>
  );
}

function EditPost({ kind, id }: { kind: TPostKind; id: string }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const { data, isPending, isError } = usePost(kind, id);
  if (isPending) return <LoadingScreen />;
  if (isError || !data.isOwner) return <NotAvailable />;
  return (
    <section className="mx-auto max-w-3xl px-4 py-6">
      <h1 className="mb-6 text-2xl font-bold">{t(TEXTS[kind].edit)}</h1>
      <PostForm id={id} defaults={postDefaults(data)} photos={photosFromImages(data.images)} draftKey={user ? draftKey(user.id, kind, id) : undefined} />
    </section>
  );
}
