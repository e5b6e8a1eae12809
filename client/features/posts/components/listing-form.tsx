import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { CONDITIONS, LISTING_KINDS, OFFER_TYPES, POST_DESCRIPTION_MAX, POST_TITLE_MAX, ZListingInput } from '#common/schemas/posts.ts';
import { useSubmitPost } from '../hooks/use-submit-post.ts';
import { parseTypedNumber } from '../lib/parse-number.ts';
import { describedBy, FormField, inputClass } from './form-field.tsx';
import { PhotoPicker, type PickedPhoto } from './photo-picker.tsx';
import { CategoryFields, CurrencyFields, GovernorateField } from './post-form-parts.tsx';
import { SubmitBar } from './submit-bar.tsx';

export type ListingFormValues = z.input<typeof ZListingInput>;

export const EMPTY_LISTING: ListingFormValues = {
  title: '',
  description: '',
  kind: 'offer',
  offerType: 'sell',
  categoryId: '',
  subcategoryId: '',
  price: null,
  isNegotiable: false,
  currency: 'SYP',
  sypUnit: 'new',
  quantity: null,
  unit: '',
  governorate: '',
  condition: null,
  imageIds: [],
};

const asNumber = { setValueAs: parseTypedNumber };
const orNull = { setValueAs: (value: unknown) => (value === '' || value === null ? null : value) };

/** The listing form (an offer or a request), for a new listing or to edit one (`id`). */
export function ListingForm(props: { id?: string; defaults: ListingFormValues; photos: PickedPhoto[] }) {
  const { t } = useTranslation();
  const form = useForm<ListingFormValues, unknown, z.output<typeof ZListingInput>>({
    // The pounds choice stays in the form while another currency is picked; it is sent with SYP only.
    resolver: (values, context, options) => zodResolver(ZListingInput)({ ...values, sypUnit: values.currency === 'SYP' ? values.sypUnit : undefined }, context, options),
    defaultValues: props.defaults,
    mode: 'onTouched',
  });
  const { register, formState, setValue, setError, control } = form;
  const errors = formState.errors;
  const [currency, categoryId, kind] = useWatch({ control, name: ['currency', 'categoryId', 'kind'] });
  const [isUploading, setUploading] = useState(false);
  const { submit, isSaving } = useSubmitPost(setError);
  const onPhotos = useCallback(
    (ids: string[], uploading: boolean) => {
      setValue('imageIds', ids, { shouldDirty: true });
      setUploading(uploading);
    },
    [setValue],
  );
  const currencyField = register('currency');
  const kindField = register('kind', {
    onChange: (event: { target: { value: string } }) => setValue('offerType', event.target.value === 'offer' ? 'sell' : null),
  });
  const categoryField = register('categoryId', { onChange: () => setValue('subcategoryId', '') });

  return (
    <form noValidate className="space-y-5" onSubmit={form.handleSubmit((input) => submit({ kind: 'listing', id: props.id, input }))}>
      <fieldset>
        <legend className="text-sm font-semibold">{t('postForm.listingKind')}</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {LISTING_KINDS.map((value) => (
            <label key={value} className="flex items-start gap-2 rounded-lg border border-line bg-card p-3 has-[:checked]:border-brand">
              <input type="radio" value={value} className="mt-1 size-4 accent-brand" {...kindField} />
              <span>
                <span className="block font-semibold">{t(`postForm.listingKinds.${value}`)}</span>
                <span className="block text-xs text-muted">{t(`postForm.listingKindHints.${value}`)}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {kind === 'offer' ? (
        <fieldset>
          <legend className="text-sm font-semibold">{t('postForm.offerType')}</legend>
          <div className="mt-2 flex flex-wrap gap-4">
            {OFFER_TYPES.map((value) => (
              <label key={value} className="flex items-center gap-2">
                <input type="radio" value={value} className="size-4 accent-brand" {...register('offerType')} />
                {t(`postForm.offerTypes.${value}`)}
              </label>
            ))}
          </div>
          {errors.offerType?.message ? (
            <p role="alert" className="mt-1 text-sm text-danger">
              {t(errors.offerType.message)}
            </p>
          ) : null}
        </fieldset>
      ) : null}
      <FormField id="title" label={t('postForm.title')} error={errors.title?.message} required>
        <input className={inputClass} dir="auto" maxLength={POST_TITLE_MAX} {...describedBy('title', errors.title?.message)} {...register('title')} />
      </FormField>
      <FormField id="description" label={t('postForm.description')} error={errors.description?.message}>
        <textarea
          className={`${inputClass} min-h-32`}
          dir="auto"
          maxLength={POST_DESCRIPTION_MAX}
          {...describedBy('description', errors.description?.message)}
          {...register('description')}
        />
      </FormField>
      <CategoryFields
        categoryId={categoryId}
        category={categoryField}
        subcategory={register('subcategoryId')}
        categoryError={errors.categoryId?.message}
        subcategoryError={errors.subcategoryId?.message}
      />
      <CurrencyFields currency={currency} registration={currencyField} sypUnit={register('sypUnit')} error={errors.currency?.message ?? errors.sypUnit?.message} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="price" label={t(kind === 'request' ? 'postForm.budget' : 'postForm.price')} error={errors.price?.message}>
          <input
            className={inputClass}
            inputMode="decimal"
            dir="ltr"
            {...describedBy('price', errors.price?.message)}
            {...register('price', asNumber)}
          />
        </FormField>
        <label className="flex items-center gap-2 self-end pb-2">
          <input type="checkbox" className="size-4 accent-brand" {...register('isNegotiable')} />
          {t('postForm.negotiable')}
        </label>
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField id="quantity" label={t('postForm.quantity')} error={errors.quantity?.message}>
          <input className={inputClass} inputMode="numeric" dir="ltr" {...describedBy('quantity', errors.quantity?.message)} {...register('quantity', asNumber)} />
        </FormField>
        <FormField id="unit" label={t('postForm.unit')} error={errors.unit?.message} hint={t('postForm.unitHint')}>
          <input className={inputClass} dir="auto" {...describedBy('unit', errors.unit?.message, true)} {...register('unit')} />
        </FormField>
        <FormField id="condition" label={t('postForm.condition')} error={errors.condition?.message}>
          <select className={inputClass} {...describedBy('condition', errors.condition?.message)} {...register('condition', orNull)}>
            <option value="">{t('postForm.conditions.none')}</option>
            {CONDITIONS.map((value) => (
              <option key={value} value={value}>
                {t(`postForm.conditions.${value}`)}
              </option>
            ))}
          </select>
        </FormField>
      </div>
      <GovernorateField registration={register('governorate')} error={errors.governorate?.message} />
      <PhotoPicker initial={props.photos} onChange={onPhotos} error={errors.imageIds?.message} />
      <SubmitBar isEditing={props.id !== undefined} isSaving={isSaving} isUploading={isUploading} />
    </form>
  );
}
