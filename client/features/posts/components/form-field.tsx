import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  POST_COMPANY_NAME_MAX,
  POST_DESCRIPTION_MAX,
  POST_IMAGES_MAX,
  POST_PRICE_MAX,
  POST_QUANTITY_MAX,
  POST_QUANTITY_MIN,
  POST_TITLE_MAX,
  POST_TITLE_MIN,
  POST_UNIT_MAX,
} from '#common/schemas/posts.ts';

/** Values every validation message may mention. */
export const LIMITS = {
  titleMin: POST_TITLE_MIN,
  titleMax: POST_TITLE_MAX,
  descriptionMax: POST_DESCRIPTION_MAX,
  imagesMax: POST_IMAGES_MAX,
  priceMax: POST_PRICE_MAX,
  quantityMin: POST_QUANTITY_MIN,
  quantityMax: POST_QUANTITY_MAX,
  unitMax: POST_UNIT_MAX,
  companyNameMax: POST_COMPANY_NAME_MAX,
};

export const inputClass =
  'mt-1 block w-full rounded-lg border border-line bg-card px-3 py-2 text-base text-ink outline-none focus:border-brand focus:ring-2 focus:ring-brand/30 aria-[invalid=true]:border-danger';

/** A labelled form control with its hint and its error in the reader's language beside it. */
export function FormField(props: { id: string; label: string; error?: string; hint?: string; required?: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div>
      <label htmlFor={props.id} className="block text-sm font-semibold">
        {props.label}
        {props.required ? <span aria-hidden="true" className="text-danger"> *</span> : null}
      </label>
      {props.children}
      {props.hint ? (
        <p id={`${props.id}-hint`} className="mt-1 text-xs text-muted">
          {props.hint}
        </p>
      ) : null}
      {props.error ? (
        <p id={`${props.id}-error`} role="alert" className="mt-1 text-sm text-danger">
          {t(props.error, LIMITS)}
        </p>
      ) : null}
    </div>
  );
}

/** aria attributes that tie a control to its hint and error. */
export function describedBy(id: string, error?: string, hint?: boolean) {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': ids || undefined } as const;
}
