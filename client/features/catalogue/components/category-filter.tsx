import { categoryName } from '../api/get-categories.ts';
import { useLang } from '../hooks/use-lang.ts';

/**
 * A category filter of the search and of /vendors: "any", or one of `options` (the categories, or
 * one category's subcategories) by its name in the reader's language.
 */
export function CategoryFilter(props: {
  label: string;
  anyLabel: string;
  options: ReadonlyArray<{ id: string; nameEn: string; nameAr: string }>;
  value: string;
  onChange: (value: string) => void;
  className: string;
  selectClassName: string;
  /** The field's name in a form sent without script (`category`, `subcategory`). */
  name: string;
  form?: string;
}) {
  const lang = useLang();
  return (
    <label className={props.className}>
      {props.label}
      <select name={props.name} form={props.form} className={props.selectClassName} value={props.value} onChange={(event) => props.onChange(event.target.value)}>
        <option value="">{props.anyLabel}</option>
        {props.options.map((option) => (
          <option key={option.id} value={option.id}>
            {categoryName(option, lang)}
          </option>
        ))}
      </select>
    </label>
  );
}
