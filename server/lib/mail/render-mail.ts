import { textDirection, type Language } from '#common/i18n/setup.ts';
import { escapeHtml } from '#server/lib/html.ts';

/** The languages a mail can be written in: the recipient's. */
export type MailLanguage = Language;

export interface MailContent {
  /** The recipient's language: sets `lang`, `dir` and the text alignment of the HTML part. */
  language: MailLanguage;
  /** Shown above the message and in the footer (the brand in the recipient's language). */
  brand: string;
  subject: string;
  /** Optional heading; the subject when omitted. */
  heading?: string;
  /** Plain text paragraphs (escaped here; line breaks kept). */
  paragraphs: string[];
  /** One button-like link, e.g. "Confirm your e-mail" → the verification URL. */
  action?: { label: string; url: string };
  /** Small print under the message, e.g. "If you did not ask for this, ignore this mail." */
  footer?: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/**
 * Turns already-translated words into a mail with a plain-text and an HTML part, laid out right to
 * left for Arabic and left to right for English. The caller translates (`translator` with the
 * recipient's language) and sends: `ctx.mailer.send({ to, ...renderMail({ … }) })`.
 *
 * @example renderMail({ language: 'ar', brand: 'بوابة الأعمال السورية', subject: 'تأكيد البريد', paragraphs: ['مرحبًا'], action: { label: 'تأكيد', url } })
 */
export function renderMail(content: MailContent): RenderedMail {
  const dir = textDirection(content.language);
  // Mail clients ignore logical properties (text-align: start), so the side is spelled out.
  const align = dir === 'rtl' ? 'right' : 'left';
  const heading = content.heading ?? content.subject;

  const text = [
    heading,
    '',
    ...content.paragraphs.flatMap((paragraph) => [paragraph, '']),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...(content.footer ? [content.footer, ''] : []),
    `— ${content.brand}`,
  ].join('\n');

  const paragraph = (body: string) => `<p style="margin:0 0 16px;line-height:1.6">${escapeHtml(body).replaceAll('\n', '<br>')}</p>`;
  const html = [
    '<!doctype html>',
    `<html lang="${content.language}" dir="${dir}">`,
    `<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.subject)}</title></head>`,
    `<body dir="${dir}" style="margin:0;padding:24px;background:#f5f5f4;font-family:Tahoma,Arial,sans-serif;color:#1c1917">`,
    `<div dir="${dir}" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px;text-align:${align}">`,
    `<p style="margin:0 0 16px;font-weight:bold;color:#047857">${escapeHtml(content.brand)}</p>`,
    `<h1 style="margin:0 0 16px;font-size:20px">${escapeHtml(heading)}</h1>`,
    ...content.paragraphs.map(paragraph),
    content.action
      ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;padding:12px 20px;background:#047857;color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(content.action.label)}</a></p>` +
        `<p style="margin:0 0 16px;font-size:12px;color:#57534e;word-break:break-all" dir="ltr">${escapeHtml(content.action.url)}</p>`
      : '',
    content.footer ? `<p style="margin:16px 0 0;font-size:12px;color:#57534e">${escapeHtml(content.footer)}</p>` : '',
    '</div>',
    '</body>',
    '</html>',
  ].join('\n');

  return { subject: content.subject, text, html };
}
