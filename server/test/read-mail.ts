/** Test helper: the parts of one raw `.eml` message from the outbox that tests read. */
export interface ReadMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Every http(s) link of the text part, in order. */
  links: string[];
}

function decodeWords(value: string): string {
  return value.replace(/=\?utf-8\?([BQ])\?([^?]*)\?=\s*/gi, (_whole, kind: string, data: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(data, 'base64').toString('utf8')
      : Buffer.from(data.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))), 'latin1').toString('utf8'),
  );
}

function decodeBody(body: string, encoding: string): string {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

function headersOf(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

export function readMail(raw: string): ReadMail {
  const split = raw.search(/\r?\n\r?\n/);
  const headers = headersOf(raw.slice(0, split));
  const rest = raw.slice(split).replace(/^\r?\n\r?\n/, '');
  let text = '';
  let html = '';
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  const parts = boundary ? rest.split(`--${boundary}`).slice(1, -1) : [raw.slice(0, split) + '\n\n' + rest];
  for (const part of parts) {
    const trimmed = part.replace(/^\r?\n/, '');
    const end = trimmed.search(/\r?\n\r?\n/);
    const partHeaders = headersOf(trimmed.slice(0, end));
    const body = decodeBody(trimmed.slice(end).trim(), (partHeaders['content-transfer-encoding'] ?? '7bit').toLowerCase());
    if ((partHeaders['content-type'] ?? '').startsWith('text/html')) html = body;
    else text = body;
  }
  const links = [...text.matchAll(/https?:\/\/[^\s<>"]+/g)].map((match) => match[0]);
  return { to: headers.to ?? '', subject: decodeWords(headers.subject ?? ''), text, html, links };
}
