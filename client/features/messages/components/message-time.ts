import { formatDate } from '#client/lib/format.ts';
import type { Language } from '#client/lib/i18n.ts';

/** The time of a message today, else its day (and the year when it is not this year). */
export function messageTime(iso: string, language: Language, now = new Date()): string {
  const date = new Date(iso);
  if (date.toDateString() === now.toDateString()) return formatDate(date, language, { hour: 'numeric', minute: '2-digit' });
  if (date.getFullYear() === now.getFullYear()) return formatDate(date, language, { day: 'numeric', month: 'short' });
  return formatDate(date, language, { dateStyle: 'medium' });
}
