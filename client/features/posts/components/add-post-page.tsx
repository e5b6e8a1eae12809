import { Megaphone, Package } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { POST_KINDS, type TPostKind } from '#common/schemas/posts.ts';
import { LoadingScreen } from '#client/app/components/loading-screen.tsx';
import { usePost, type TPostDetail } from '../api/get-post.ts';
import { EMPTY_LISTING, ListingForm, type ListingFormValues } from './listing-form.tsx';
import { NotAvailable } from './not-available.tsx';
import { photosFromImages } from './photo-picker.tsx';
import { EMPTY_SUPPLIER, SupplierForm, type SupplierFormValues } from './supplier-form.tsx';

function isKind(value: string | null | undefined): value is TPostKind {
  return (POST_KINDS as readonly string[]).includes(value ?? '');
}

/**
 * /add-listing: step 1 chooses the kind of post (?kind=), step 2 is its form.
 * /add-listing?edit=supplier:{id} or ?edit=listing:{id} opens a post of the user's, prefilled.
 */
export function AddPostPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [editKind, editId] = (params.get('edit') ?? '').split(':');
  if (isKind(editKind) && editId) return <EditPost kind={editKind} id={editId} />;
  const kind = params.get('kind');
  if (!isKind(kind)) return <KindChooser onChoose={(chosen) => setParams((current) => ({ ...Object.fromEntries(current), kind: chosen }))} />;
  return (
    <section className="mx-auto max-w-3xl px-4 py-6">
      <h1 className="text-2xl font-bold">{t(kind === 'supplier' ? 'postForm.newSupplier' : 'postForm.newListing')}</h1>
      <p className="mb-6 mt-1 text-muted">{t(kind === 'supplier' ? 'postForm.kinds.supplierHint' : 'postForm.kinds.listingHint')}</p>
      {kind === 'supplier' ? <SupplierForm defaults={EMPTY_SUPPLIER} photos={[]} /> : <ListingForm defaults={EMPTY_LISTING} photos={[]} />}
    </section>
  );
}

function KindChooser({ onChoose }: { onChoose: (kind: TPostKind) => void }) {
  const { t } = useTranslation();
  const cards = [
    { kind: 'supplier' as const, Icon: Package },
    { kind: 'listing' as const, Icon: Megaphone },
  ];
  return (
    <section className="mx-auto max-w-3xl px-4 py-6">
      <h1 className="text-2xl font-bold">{t('postForm.chooseKindTitle')}</h1>
      <p className="mt-1 text-muted">{t('postForm.chooseKindBody')}</p>
      <div className="mt-6 grid gap-4 sm:grid-cols-2">
        {cards.map(({ kind, Icon }) => (
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
        ))}
      </div>
    </section>
  );
}

function EditPost({ kind, id }: { kind: TPostKind; id: string }) {
  const { t } = useTranslation();
  const { data, isPending, isError } = usePost(kind, id);
  if (isPending) return <LoadingScreen />;
  if (isError || !data.isOwner) return <NotAvailable />;
  return (
    <section className="mx-auto max-w-3xl px-4 py-6">
      <h1 className="mb-6 text-2xl font-bold">{t(kind === 'supplier' ? 'postForm.editSupplier' : 'postForm.editListing')}</h1>
      {data.kind === 'supplier' ? (
        <SupplierForm id={id} defaults={supplierDefaults(data)} photos={photosFromImages(data.images)} />
      ) : (
        <ListingForm id={id} defaults={listingDefaults(data)} photos={photosFromImages(data.images)} />
      )}
    </section>
  );
}

function supplierDefaults(post: Extract<TPostDetail, { kind: 'supplier' }>): SupplierFormValues {
  return {
    productName: post.productName,
    description: post.description,
    categoryId: post.categoryId,
    subcategoryId: post.subcategoryId ?? '',
    priceMin: post.priceMin,
    priceMax: post.priceMax,
    currency: post.currency,
    sypUnit: 'new',
    minOrderQuantity: post.minOrderQuantity,
    unit: post.unit,
    governorate: post.governorate ?? '',
    companyName: post.companyName,
    imageIds: post.images.map((image) => image.id),
  };
}

function listingDefaults(post: Extract<TPostDetail, { kind: 'listing' }>): ListingFormValues {
  return {
    title: post.title,
    description: post.description,
    kind: post.listingKind,
    offerType: post.offerType,
    categoryId: post.categoryId,
    subcategoryId: post.subcategoryId ?? '',
    price: post.price,
    isNegotiable: post.isNegotiable,
    currency: post.currency,
    sypUnit: 'new',
    quantity: post.quantity,
    unit: post.unit,
    governorate: post.governorate ?? '',
    condition: post.condition,
    imageIds: post.images.map((image) => image.id),
  };
}
