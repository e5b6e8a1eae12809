import { useTranslation } from '#client/lib/texts.tsx';
import { formatNumber } from '#client/lib/format.ts';
import type { Language } from '#client/lib/i18n.ts';
import { badgeLabel } from '../lib/badge.ts';

/**
 * The red count on the messages and notifications icons; nothing at 0, "9+" above 9. `inline`
 * sits in a row of text (the phone menu) instead of on an icon's corner.
 */
export function UnreadBadge({ count, className = '', inline = false, testId = 'unread-badge' }: { count: number; className?: string; inline?: boolean; testId?: string }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const label = badgeLabel(
    count,
    (value) => formatNumber(value, language),
    (cap) => t('shell.badgeOverflow', { value: cap }),
  );
  if (!label) return null;
  return (
    <span data-testid={testId} className={`${inline ? 'inline-block' : 'absolute -top-1 -end-1'} min-w-5 rounded-full bg-danger px-1 text-center text-[0.6875rem] leading-5 font-bold text-on-danger ${className}`}>
      <span aria-hidden="true">{label}</span>
      <span className="sr-only">{t('shell.unread', { value: label })}</span>
    </span>
  );
}
