import { Users } from 'lucide-react';
import { useTranslation } from '#client/lib/texts.tsx';
import { useLang } from '#client/features/catalogue/hooks/use-lang.ts';
import { formatNumber } from '#client/lib/format.ts';

/** How many members a community has, after the people icon, in the reader's digits. */
export function MemberCount({ count, className }: { count: number; className: string }) {
  const { t } = useTranslation();
  const lang = useLang();
  return (
    <span className={className}>
      <Users aria-hidden="true" className="size-4" />
      {t('communities.members', { count, formatted: formatNumber(count, lang) })}
    </span>
  );
}
