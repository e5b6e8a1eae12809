import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { POST_DESCRIPTION_MAX, POST_TITLE_MAX, ZSupplierInput } from '#common/schemas/posts.ts';
import { useSubmitPost } from '../hooks/use-submit-post.ts';
import { parseTypedNumber } from '../lib/parse-number.ts';
import { describedBy, FormField, inputClass } from './form-field.tsx';
import { PhotoPicker, type PickedPhoto } from './photo-picker.tsx';
import { CategoryFields, CurrencyFields, GovernorateField } from './post-form-parts.tsx';
import { SubmitBar } from './submit-bar.tsx';

export type SupplierFormValues = z.input<typeof ZSupplierInput>;

export const EMPTY_SUPPLIER: SupplierFormValues = {
  productName: '',
  description: '',
  categoryId: '',
  subcategoryId: '',
  priceMin: null,
  priceMax: null,
  currency: 'SYP',
  sypUnit: 'new',
  minOrderQuantity: null,
  unit: '',
  governorate: '',
  companyName: '',
  imageIds: [],
};

const asNumber = { setValueAs: parseTypedNumber };

/** The product offer form, for a new offer or to edit one (`id`). */
export function SupplierForm(props: { id?: string; defaults: SupplierFormValues; photos: PickedPhoto[] }) {
  const { t } = useTranslation();
  const form = useForm<SupplierFormValues, unknown, z.output<typeof ZSupplierInput>>({
    // The pounds choice stays in the form while another currency is picked; it is sent with SYP only.
    resolver: (values, context, options) => zodResolver(ZSupplierInput)({ ...values, sypUnit: values.currency === 'SYP' ? values.sypUnit : undefined }, context, options),
    defaultValues: props.defaults,
    mode: 'onTouched',
  });
  const { register, formState, setValue, setError, control } = form;
  const errors = formState.errors;
  const [currency, categoryId] = useWatch({ control, name: ['currency', 'categoryId'] });
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
  const categoryField = register('categoryId', { onChange: () => setValue('subcategoryId', '') });

  return (
    <form noValidate className="space-y-5" onSubmit={form.handleSubmit((input) => submit({ kind: 'supplier', id: props.id, input }))}>
      <FormField id="productName" label={t('postForm.productName')} error={errors.productName?.message} required>
        <input className={inputClass} dir="auto" maxLength={POST_TITLE_MAX} {...describedBy('productName', errors.productName?.message)} {...register('productName')} />
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
        <FormField id="priceMin" label={t('postForm.priceMin')} error={errors.priceMin?.message}>
          <input className={inputClass} inputMode="decimal" dir="ltr" {...describedBy('priceMin', errors.priceMin?.message)} {...register('priceMin', asNumber)} />
        </FormField>
        <FormField id="priceMax" label={t('postForm.priceMax')} error={errors.priceMax?.message}>
          <input className={inputClass} inputMode="decimal" dir="ltr" {...describedBy('priceMax', errors.priceMax?.message)} {...register('priceMax', asNumber)} />
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="minOrderQuantity" label={t('postForm.minOrderQuantity')} error={errors.minOrderQuantity?.message}>
          <input
            className={inputClass}
            inputMode="numeric"
            dir="ltr"
            {...describedBy('minOrderQuantity', errors.minOrderQuantity?.message)}
            {...register('minOrderQuantity', asNumber)}
          />
        </FormField>
        <FormField id="unit" label={t('postForm.unit')} error={errors.unit?.message} hint={t('postForm.unitHint')}>
          <input className={inputClass} dir="auto" {...describedBy('unit', errors.unit?.message, true)} {...register('unit')} />
        </FormField>
      </div>
      <GovernorateField registration={register('governorate')} error={errors.governorate?.message} />
      <FormField id="companyName" label={t('postForm.companyName')} error={errors.companyName?.message} hint={t('postForm.companyNameHint')}>
        <input className={inputClass} dir="auto" {...describedBy('companyName', errors.companyName?.message, true)} {...register('companyName')} />
      </FormField>
      <PhotoPicker initial={props.photos} onChange={onPhotos} error={errors.imageIds?.message} />
      <SubmitBar isEditing={props.id !== undefined} isSaving={isSaving} isUploading={isUploading} />
    </form>
  );
}
