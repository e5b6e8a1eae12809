import { useTranslation } from 'react-i18next';
import { formatNumber } from '#client/lib/format.ts';
import type { Language } from '#client/lib/i18n.ts';
import { badgeLabel } from '../lib/badge.ts';

/** The red count on the messages icon; nothing at 0, "9+" above 9. */
export function UnreadBadge({ count, className = '' }: { count: number; className?: string }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const label = badgeLabel(
    count,
    (value) => formatNumber(value, language),
    (cap) => t('shell.badgeOverflow', { value: cap }),
  );
  if (!label) return null;
  return (
    <span data-testid="unread-badge" className={`absolute -top-1 -end-1 min-w-5 rounded-full bg-danger px-1 text-center text-[0.6875rem] leading-5 font-bold text-white ${className}`}>
      <span aria-hidden="true">{label}</span>
      <span className="sr-only">{t('shell.unread', { value: label })}</span>
    </span>
  );
}
