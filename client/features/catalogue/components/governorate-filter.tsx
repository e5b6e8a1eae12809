import { useTranslation } from '#client/lib/texts.tsx';
import { GOVERNORATE_OPTIONS } from '../governorates.ts';
import { useLang } from '../hooks/use-lang.ts';

/** The governorate filter of the post lists and of /vendors: any governorate, or one of the fourteen. */
export function GovernorateFilter(props: { value: string; onChange: (value: string) => void; className: string; selectClassName: string; form?: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <label className={props.className}>
      {t('catalogue.filters.governorate')}
      <select name="governorate" form={props.form} className={props.selectClassName} value={props.value} onChange={(event) => props.onChange(event.target.value)}>
        <option value="">{t('catalogue.filters.anyGovernorate')}</option>
        {GOVERNORATE_OPTIONS.map((option) => (
          <option key={option.id} value={option.id}>
            {option[lang]}
          </option>
        ))}
      </select>
    </label>
  );
}
