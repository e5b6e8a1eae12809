import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from '#client/lib/texts.tsx';
import { CURRENCIES } from '#common/constants/currencies.ts';
import { SYP_UNITS } from '#common/schemas/posts.ts';
import { useCategories } from '#client/features/catalogue/api/get-categories.ts';
import { GOVERNORATES } from '#common/constants/governorates.ts';
import { controlAttributes, FieldShell, inputClass } from '#client/app/components/form-field.tsx';
import { POST_LIMITS } from '../lib/post-limits.ts';

type Lang = 'ar' | 'en';

/** Category and its subcategories; the subcategory list follows the chosen category. */
export function CategoryFields(props: {
  categoryId: string;
  category: UseFormRegisterReturn;
  subcategory: UseFormRegisterReturn;
  categoryError?: string;
  subcategoryError?: string;
}) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  const { data: categories = [] } = useCategories();
  const subcategories = categories.find((category) => category.id === props.categoryId)?.subcategories ?? [];
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FieldShell errorValues={POST_LIMITS} announceError id="categoryId" label={t('postFields.category')} error={props.categoryError} required>
        {(field) => (
          <select className={inputClass} {...controlAttributes(field)} {...props.category}>
            <option value="">{t('postForm.choose')}</option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {lang === 'ar' ? category.nameAr : category.nameEn}
              </option>
            ))}
          </select>
        )}
      </FieldShell>
      <FieldShell errorValues={POST_LIMITS} announceError id="subcategoryId" label={t('postFields.subcategory')} error={props.subcategoryError} required>
        {(field) => (
          <select className={inputClass} disabled={subcategories.length === 0} {...controlAttributes(field)} {...props.subcategory}>
            <option value="">{t('postForm.choose')}</option>
            {subcategories.map((sub) => (
              <option key={sub.id} value={sub.id}>
                {lang === 'ar' ? sub.nameAr : sub.nameEn}
              </option>
            ))}
          </select>
        )}
      </FieldShell>
    </div>
  );
}

export function GovernorateField(props: { registration: UseFormRegisterReturn; error?: string }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language as Lang;
  return (
    <FieldShell errorValues={POST_LIMITS} announceError id="governorate" label={t('postFields.governorate')} error={props.error} required>
      {(field) => (
        <select className={inputClass} {...controlAttributes(field)} {...props.registration}>
          <option value="">{t('postForm.choose')}</option>
          {GOVERNORATES.map((governorate) => (
            <option key={governorate.id} value={governorate.id}>
              {governorate[lang]}
            </option>
          ))}
        </select>
      )}
    </FieldShell>
  );
}

/** Currency, and with SYP the choice of new (2026) or old pounds for the typed prices. */
export function CurrencyFields(props: { currency: string; registration: UseFormRegisterReturn; sypUnit: UseFormRegisterReturn; error?: string }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FieldShell errorValues={POST_LIMITS} announceError id="currency" label={t('postForm.currency')} error={props.error} required>
        {(field) => (
          <select className={inputClass} {...controlAttributes(field)} {...props.registration}>
            {CURRENCIES.map((currency) => (
              <option key={currency} value={currency}>
                {t(`postForm.currencies.${currency}`)}
              </option>
            ))}
          </select>
        )}
      </FieldShell>
      {props.currency === 'SYP' ? (
        <fieldset>
          <legend className="text-sm font-semibold">{t('postForm.sypUnit')}</legend>
          <div className="mt-2 flex flex-wrap gap-4">
            {SYP_UNITS.map((unit) => (
              <label key={unit} className="flex items-center gap-2">
                <input type="radio" value={unit} className="size-4 accent-brand" {...props.sypUnit} />
                {t(`postForm.sypUnits.${unit}`)}
              </label>
            ))}
          </div>
          <p className="mt-1 text-xs text-muted">{t('postForm.sypUnitHint')}</p>
        </fieldset>
      ) : null}
    </div>
  );
}
