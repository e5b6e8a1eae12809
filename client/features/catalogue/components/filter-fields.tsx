import { useTranslation } from '#client/lib/texts.tsx';
import { CURRENCIES } from '#common/constants/currencies.ts';
import { GovernorateFilter } from './governorate-filter.tsx';

export const PRICE_FILTER_KEYS = ['governorate', 'currency', 'minPrice', 'maxPrice', 'verified'] as const;
export type PriceFilterDraft = Record<(typeof PRICE_FILTER_KEYS)[number], string>;

export const FILTER_FIELD = 'w-full rounded-lg border border-line bg-card px-2 py-1.5 text-sm';

/**
 * The filters every post list shares, with Apply and Clear: governorate, currency, price range and
 * verified sellers only. Named as the page's URL names them, so that a form sent before the page's
 * scripts run (a GET form) opens the same filtered page. `wide` names the classes of the fields that take a whole row on a phone
 * (the selects and the check box; the two prices share one).
 */
export function FilterFields<D extends PriceFilterDraft>(props: { draft: D; onChange: (draft: D) => void; onClear: () => void; wide: string; buttons: string }) {
  const { t } = useTranslation();
  const { draft, onChange } = props;
  const label = 'flex flex-col gap-1 text-xs font-medium';
  return (
    <>
      <GovernorateFilter value={draft.governorate} onChange={(governorate) => onChange({ ...draft, governorate })} className={`${label} ${props.wide}`} selectClassName={FILTER_FIELD} />
      <label className={`${label} ${props.wide}`}>
        {t('catalogue.filters.currency')}
        <select name="currency" className={FILTER_FIELD} value={draft.currency} onChange={(event) => onChange({ ...draft, currency: event.target.value })}>
          <option value="">{t('catalogue.filters.anyCurrency')}</option>
          {CURRENCIES.map((currency) => (
            <option key={currency} value={currency}>
              {currency}
            </option>
          ))}
        </select>
      </label>
      <label className={label}>
        {t('catalogue.filters.minPrice')}
        <input name="minPrice" className={FILTER_FIELD} type="number" inputMode="decimal" min={0} value={draft.minPrice} onChange={(event) => onChange({ ...draft, minPrice: event.target.value })} />
      </label>
      <label className={label}>
        {t('catalogue.filters.maxPrice')}
        <input name="maxPrice" className={FILTER_FIELD} type="number" inputMode="decimal" min={0} value={draft.maxPrice} onChange={(event) => onChange({ ...draft, maxPrice: event.target.value })} />
      </label>
      <label className={`flex items-center gap-2 text-sm lg:pb-2 ${props.wide}`}>
        <input type="checkbox" name="verified" value="true" className="size-4 accent-brand" checked={draft.verified === 'true'} onChange={(event) => onChange({ ...draft, verified: event.target.checked ? 'true' : '' })} />
        {t('catalogue.filters.verifiedOnly')}
      </label>
      <div className={`flex gap-2 ${props.buttons}`}>
        <button type="submit" className="flex-1 rounded-lg bg-brand px-3 py-1.5 text-sm font-semibold text-on-brand">
          {t('catalogue.filters.apply')}
        </button>
        <button type="button" onClick={props.onClear} className="needs-script rounded-lg border border-line px-3 py-1.5 text-sm">
          {t('catalogue.filters.clear')}
        </button>
      </div>
    </>
  );
}
