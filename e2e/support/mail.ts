/**
 * Reading the portal's outgoing mail in tests: the `.eml` files of the outbox (or what a test SMTP
 * server received), decoded the way a mail client would (encoded-word headers, quoted-printable or
 * base64 bodies, multipart/alternative).
 */
export interface DecodedMail {
  /** Header names in lower case; values unfolded and decoded. */
  headers: Record<string, string>;
  subject: string;
  to: string;
  text: string;
  html: string;
}

function splitHead(raw: string): { head: string; body: string } {
  const match = /\r?\n\r?\n/.exec(raw);
  if (!match) return { head: raw, body: '' };
  return { head: raw.slice(0, match.index), body: raw.slice(match.index + match[0].length) };
}

function parseHeaders(head: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = decodeWords(line.slice(colon + 1).trim());
  }
  return headers;
}

function bytesToUtf8(bytes: number[]): string {
  return new TextDecoder().decode(new Uint8Array(bytes));
}

/** Decodes quoted-printable text (soft line breaks, =XX bytes) as UTF-8. */
export function decodeQuotedPrintable(text: string): string {
  const unwrapped = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < unwrapped.length; index += 1) {
    const char = unwrapped[index] ?? '';
    const hex = unwrapped.slice(index + 1, index + 3);
    if (char === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...new TextEncoder().encode(char));
    }
  }
  return bytesToUtf8(bytes);
}

/** Decodes RFC 2047 encoded words (`=?UTF-8?B?…?=`, `=?UTF-8?Q?…?=`) in a header value. */
function decodeWords(value: string): string {
  return value
    .replace(/(=\?[^?]+\?[BbQq]\?[^?]*\?=)\s+(?==\?)/g, '$1')
    .replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_all, _charset: string, encoding: string, data: string) =>
      encoding.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : decodeQuotedPrintable(data.replaceAll('_', ' ')),
    );
}

function decodeBody(body: string, encoding: string | undefined): string {
  switch ((encoding ?? '').toLowerCase()) {
    case 'quoted-printable':
      return decodeQuotedPrintable(body);
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
    default:
      return body;
  }
}

/** Collects the text/plain and text/html parts of a (possibly multipart) entity. */
function collect(headers: Record<string, string>, body: string, into: { text: string; html: string }) {
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    const parts = body.split(`--${boundary}`).slice(1);
    for (const part of parts) {
      if (part.startsWith('--')) break;
      const { head, body: partBody } = splitHead(part.replace(/^\r?\n/, ''));
      collect(parseHeaders(head), partBody, into);
    }
    return;
  }
  const decoded = decodeBody(body, headers['content-transfer-encoding']).replace(/\r?\n$/, '');
  if (/^text\/html/i.test(type)) into.html += decoded;
  else if (/^text\/plain/i.test(type)) into.text += decoded;
}

/** A raw message (an `.eml` file) decoded. */
export function decodeMail(raw: string): DecodedMail {
  const { head, body } = splitHead(raw);
  const headers = parseHeaders(head);
  const parts = { text: '', html: '' };
  collect(headers, body, parts);
  return { headers, subject: headers.subject ?? '', to: headers.to ?? '', ...parts };
}

/**
 * The first link in a mail (raw `.eml` text) whose path starts with `pathPrefix`, e.g. the e-mail
 * verification link: `findLink(mail, '/api/auth/verify-email')`. Undefined when there is none.
 */
export function findLink(mailText: string, pathPrefix: string): string | undefined {
  const mail = decodeMail(mailText);
  for (const source of [mail.text, mail.html.replaceAll('&amp;', '&')]) {
    for (const match of source.matchAll(/https?:\/\/[^\s"'<>]+/g)) {
      const url = new URL(match[0]);
      if (url.pathname.startsWith(pathPrefix)) return url.toString();
    }
  }
  return undefined;
}
