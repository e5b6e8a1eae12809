import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useForm, useWatch, type FieldError, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from '#client/lib/texts.tsx';
import type { z } from '#common/zod.ts';
import { CONDITIONS, LISTING_INTENTS, OFFER_TYPES, POST_DESCRIPTION_MAX, POST_TITLE_MAX, ZPostInput, type TPostDetail, type TPostInput, type TPostKind } from '#common/schemas/posts.ts';
import { useCategories } from '#client/features/catalogue/api/get-categories.ts';
import { useSubmitPost } from '../hooks/use-submit-post.ts';
import { parseTypedNumber } from '../lib/parse-number.ts';
import { clearDraft, loadDraft, sameValues, saveDraft, type DraftPhoto } from '../lib/post-draft.ts';
import { controlAttributes, FieldShell, inputClass } from '#client/app/components/form-field.tsx';
import { POST_LIMITS } from '../lib/post-limits.ts';
import { PhotoPicker, photosFromDraft, type PickedPhoto } from './photo-picker.tsx';
import { CategoryFields, CurrencyFields, GovernorateField } from './post-form-parts.tsx';
import { SubmitBar } from './submit-bar.tsx';

export type PostFormValues = z.input<typeof ZPostInput>;
type Register = UseFormRegister<PostFormValues>;
/** The message key of a field's error (the fields of one kind are absent from the other's errors). */
type ErrorOf = (name: string) => string | undefined;

const asNumber = { setValueAs: parseTypedNumber };
const orNull = { setValueAs: (value: unknown) => (value === '' || value === null ? null : value) };

/** An empty form of one kind; prices are typed in new Syrian pounds unless the user says otherwise. */
export function emptyPost(kind: TPostKind): PostFormValues {
  const core = { title: '', description: '', categoryId: '', subcategoryId: '', currency: 'SYP' as const, sypUnit: 'new' as const, unit: '', governorate: '', imageIds: [] };
  return kind === 'product'
    ? { kind, ...core, priceMin: null, priceMax: null, minOrderQuantity: null, companyName: '' }
    : { kind, ...core, intent: 'offer', offerType: 'sell', price: null, isNegotiable: false, quantity: null, condition: null };
}

/** The form of a post of the user's, prefilled from its detail. */
export function postDefaults(post: TPostDetail): PostFormValues {
  const core = {
    title: post.title,
    description: post.description,
    categoryId: post.categoryId,
    subcategoryId: post.subcategoryId ?? '',
    currency: post.currency,
    sypUnit: 'new' as const,
    unit: post.unit,
    governorate: post.governorate ?? '',
    imageIds: post.images.map((image) => image.id),
  };
  return post.kind === 'product'
    ? { kind: 'product', ...core, priceMin: post.priceMin, priceMax: post.priceMax, minOrderQuantity: post.minOrderQuantity, companyName: post.companyName }
    : {
        kind: 'listing',
        ...core,
        intent: post.intent,
        offerType: post.offerType,
        price: post.priceMin,
        isNegotiable: post.isNegotiable,
        quantity: post.quantity,
        condition: post.condition,
      };
}

/**
 * The form of a post of either kind, new or to edit (`id`): the fields every post has, and the
 * parts of its kind (a listing's intent and offer type, price and quantity; a product's price
 * range, minimum order and company name). With a `draftKey` (lib/post-draft.ts) every change is
 * kept in the browser until the post is saved, and a kept draft is offered back on the next open.
 */
export function PostForm(props: { id?: string; defaults: PostFormValues; photos: PickedPhoto[]; draftKey?: string }) {
  const { t } = useTranslation();
  const { kind } = props.defaults;
  const { draftKey } = props;
  // What the form opened with, fixed for its life: a draft equal to it is no draft.
  const [defaults] = useState(props.defaults);
  const [draft, setDraft] = useState(() => (draftKey ? loadDraft<PostFormValues>(draftKey) : null));
  const form = useForm<PostFormValues, unknown, TPostInput>({
    // The pounds choice stays in the form while another currency is picked; it is sent with SYP only.
    resolver: (values, context, options) => zodResolver(ZPostInput)({ ...values, sypUnit: values.currency === 'SYP' ? values.sypUnit : undefined }, context, options),
    defaultValues: draft?.values ?? defaults,
    mode: 'onTouched',
  });
  const { register, formState, setValue, setError, control, subscribe } = form;
  const errors = formState.errors as Record<string, FieldError | undefined>;
  const errorOf: ErrorOf = (name) => errors[name]?.message;
  const [currency, categoryId, intent] = useWatch({ control, name: ['currency', 'categoryId', 'intent'] });
  const [isUploading, setUploading] = useState(false);
  const { submit, isSaving } = useSubmitPost(setError, () => {
    if (draftKey) clearDraft(draftKey);
  });
  /** The uploaded photos as the picker last reported them, for the draft. */
  const photos = useRef<DraftPhoto[]>([]);
  const onPhotos = useCallback(
    (uploaded: DraftPhoto[], uploading: boolean) => {
      photos.current = uploaded;
      setValue(
        'imageIds',
        uploaded.map((photo) => photo.id),
        { shouldDirty: true },
      );
      setUploading(uploading);
    },
    [setValue],
  );
  // Every change is written at once: a reload or a lost tab a moment later must not lose it. A
  // form back to what it opened with needs no draft.
  useEffect(() => {
    if (!draftKey) return;
    return subscribe({
      formState: { values: true },
      callback: ({ values }) => {
        if (sameValues(values, defaults)) clearDraft(draftKey);
        else saveDraft(draftKey, values, photos.current);
      },
    });
  }, [subscribe, draftKey, defaults]);
  const discardDraft = () => {
    if (draftKey) clearDraft(draftKey);
    setDraft(null);
    form.reset(defaults);
    form.setFocus(kind === 'product' ? 'title' : 'intent');
  };
  // The category lists arrive after the form has filled its fields (from a draft, or a post to
  // edit): a value set before its option existed is set again once it does.
  const { data: categories } = useCategories();
  useEffect(() => {
    if (!categories) return;
    for (const name of ['categoryId', 'subcategoryId'] as const) setValue(name, form.getValues(name));
  }, [categories, setValue, form]);
  const categoryField = register('categoryId', { onChange: () => setValue('subcategoryId', '') });

  return (
    <form noValidate className="space-y-5" onSubmit={form.handleSubmit((input) => submit({ id: props.id, input }))}>
      {draft ? (
        <div role="status" className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-brand/40 bg-brand/5 p-3 text-sm">
          <p>{t('postForm.draftRestored')}</p>
          <button type="button" className="rounded-lg border border-line bg-card px-3 py-1.5 font-semibold hover:border-brand" onClick={discardDraft}>
            {t('postForm.discardDraft')}
          </button>
        </div>
      ) : null}
      {kind === 'listing' ? (
        <IntentFields
          register={register}
          errorOf={errorOf}
          intent={intent}
          onIntent={(intent) => setValue('offerType', intent === 'offer' ? 'sell' : null)}
        />
      ) : null}
      <FieldShell errorValues={POST_LIMITS} announceError id="title" label={t(kind === 'product' ? 'postForm.productName' : 'postForm.title')} error={errorOf('title')} required>
        {(field) => (
          <input className={inputClass} dir="auto" maxLength={POST_TITLE_MAX} {...controlAttributes(field)} {...register('title')} />
        )}
      </FieldShell>
      <FieldShell errorValues={POST_LIMITS} announceError id="description" label={t('postForm.description')} error={errorOf('description')}>
        {(field) => (
          <textarea
            className={`${inputClass} min-h-32`}
            dir="auto"
            maxLength={POST_DESCRIPTION_MAX}
            {...controlAttributes(field)}
            {...register('description')}
          />
        )}
      </FieldShell>
      <CategoryFields
        categoryId={categoryId}
        category={categoryField}
        subcategory={register('subcategoryId')}
        categoryError={errorOf('categoryId')}
        subcategoryError={errorOf('subcategoryId')}
      />
      <CurrencyFields currency={currency} registration={register('currency')} sypUnit={register('sypUnit')} error={errorOf('currency') ?? errorOf('sypUnit')} />
      {kind === 'product' ? (
        <ProductFields register={register} errorOf={errorOf} />
      ) : (
        <ListingFields register={register} errorOf={errorOf} intent={intent} />
      )}
      <GovernorateField registration={register('governorate')} error={errorOf('governorate')} />
      {kind === 'product' ? (
        <FieldShell errorValues={POST_LIMITS} announceError id="companyName" label={t('postFields.companyName')} error={errorOf('companyName')} hint={t('postForm.companyNameHint')}>
          {(field) => (
            <input className={inputClass} dir="auto" {...controlAttributes(field)} {...register('companyName')} />
          )}
        </FieldShell>
      ) : null}
      {/* A discarded draft takes its photos with it: the picker starts again from the post's own. */}
      <PhotoPicker
        key={draft ? 'draft' : 'post'}
        initial={draft ? photosFromDraft(draft.photos) : props.photos}
        onChange={onPhotos}
        error={errorOf('imageIds')}
      />
      <SubmitBar isEditing={props.id !== undefined} isSaving={isSaving} isUploading={isUploading} />
    </form>
  );
}

/** A number typed with either kind of digits. */
function NumberField(props: { name: 'priceMin' | 'priceMax' | 'minOrderQuantity' | 'price' | 'quantity'; label: string; register: Register; errorOf: ErrorOf; decimal?: boolean }) {
  const error = props.errorOf(props.name);
  return (
    <FieldShell errorValues={POST_LIMITS} announceError id={props.name} label={props.label} error={error}>
      {(field) => (
        <input
          className={inputClass}
          inputMode={props.decimal ? 'decimal' : 'numeric'}
          dir="ltr"
          {...controlAttributes(field)}
          {...props.register(props.name, asNumber)}
        />
      )}
    </FieldShell>
  );
}

function UnitField({ register, errorOf }: { register: Register; errorOf: ErrorOf }) {
  const { t } = useTranslation();
  return (
    <FieldShell errorValues={POST_LIMITS} announceError id="unit" label={t('postForm.unit')} error={errorOf('unit')} hint={t('postForm.unitHint')}>
      {(field) => (
        <input className={inputClass} dir="auto" {...controlAttributes(field)} {...register('unit')} />
      )}
    </FieldShell>
  );
}

/** A product: its price range, then its minimum order and unit. */
function ProductFields({ register, errorOf }: { register: Register; errorOf: ErrorOf }) {
  const { t } = useTranslation();
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <NumberField name="priceMin" label={t('postForm.priceMin')} register={register} errorOf={errorOf} decimal />
        <NumberField name="priceMax" label={t('postForm.priceMax')} register={register} errorOf={errorOf} decimal />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <NumberField name="minOrderQuantity" label={t('postFields.minOrderQuantity')} register={register} errorOf={errorOf} />
        <UnitField register={register} errorOf={errorOf} />
      </div>
    </>
  );
}

/** A listing: one price (a budget for a request) or negotiable, then quantity, unit and condition. */
function ListingFields({ register, errorOf, intent }: { register: Register; errorOf: ErrorOf; intent: string | undefined }) {
  const { t } = useTranslation();
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <NumberField name="price" label={t(intent === 'request' ? 'postForm.budget' : 'postForm.price')} register={register} errorOf={errorOf} decimal />
        <label className="flex items-center gap-2 self-end pb-2">
          <input type="checkbox" className="size-4 accent-brand" {...register('isNegotiable')} />
          {t('postForm.negotiable')}
        </label>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <NumberField name="quantity" label={t('postFields.quantity')} register={register} errorOf={errorOf} />
        <UnitField register={register} errorOf={errorOf} />
        <FieldShell errorValues={POST_LIMITS} announceError id="condition" label={t('postFields.condition')} error={errorOf('condition')}>
          {(field) => (
            <select className={inputClass} {...controlAttributes(field)} {...register('condition', orNull)}>
              <option value="">{t('postFields.conditions.none')}</option>
              {CONDITIONS.map((value) => (
                <option key={value} value={value}>
                  {t(`postFields.conditions.${value}`)}
                </option>
              ))}
            </select>
          )}
        </FieldShell>
      </div>
    </>
  );
}

/** A listing's intent (offer or request) and, for an offer, what kind of offer. */
function IntentFields(props: { register: Register; errorOf: ErrorOf; intent: string | undefined; onIntent: (intent: string) => void }) {
  const { t } = useTranslation();
  const intentField = props.register('intent', { onChange: (event: { target: { value: string } }) => props.onIntent(event.target.value) });
  const offerTypeError = props.errorOf('offerType');
  return (
    <>
      <fieldset>
        <legend className="text-sm font-semibold">{t('postForm.listingKind')}</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {LISTING_INTENTS.map((value) => (
            <label key={value} className="flex items-start gap-2 rounded-lg border border-line bg-card p-3 has-[:checked]:border-brand">
              <input type="radio" value={value} className="mt-1 size-4 accent-brand" {...intentField} />
              <span>
                <span className="block font-semibold">{t(`postFields.listingKinds.${value}`)}</span>
                <span className="block text-xs text-muted">{t(`postForm.listingKindHints.${value}`)}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {props.intent === 'offer' ? (
        <fieldset>
          <legend className="text-sm font-semibold">{t('postForm.offerType')}</legend>
          <div className="mt-2 flex flex-wrap gap-4">
            {OFFER_TYPES.map((value) => (
              <label key={value} className="flex items-center gap-2">
                <input type="radio" value={value} className="size-4 accent-brand" {...props.register('offerType')} />
                {t(`postFields.offerTypes.${value}`)}
              </label>
            ))}
          </div>
          {offerTypeError ? (
            <p role="alert" className="mt-1 text-sm text-danger">
              {t(offerTypeError)}
            </p>
          ) : null}
        </fieldset>
      ) : null}
    </>
  );
}
