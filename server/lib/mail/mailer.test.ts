import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeMail, findLink } from '../../../e2e/support/mail.ts';
import { createLogger } from '#server/lib/logger.ts';
import { createMailer } from './mailer.ts';
import { renderMail } from './render-mail.ts';

const logger = createLogger('silent');
// Long enough that quoted-printable wraps it across lines.
const TOKEN = 'tok'.repeat(30);
const FROM = 'Syria Business Portal <no-reply@portal.example>';
const arabic = renderMail({
  language: 'ar',
  brand: 'بوابة الأعمال السورية',
  subject: 'تأكيد بريدك الإلكتروني',
  paragraphs: ['مرحبًا أحمد،', 'اضغط الزر لتأكيد بريدك <الإلكتروني> & المتابعة.'],
  action: { label: 'تأكيد البريد', url: `https://portal.example/api/auth/verify-email?token=${TOKEN}&callbackURL=%2Fverify-email` },
  footer: 'إذا لم تطلب ذلك فتجاهل هذه الرسالة.',
});

describe('the outbox (no SMTP_URL)', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'sbp-outbox-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('writes one complete .eml file per message, readable in Arabic after decoding', async () => {
    const mailer = createMailer({ outboxDir: dir, from: FROM, logger });
    await mailer.send({ to: 'ahmad@example.com', ...arabic });
    await mailer.send({ to: 'sara@example.com', subject: 'Your password was changed', text: 'Hello Sara' });

    const names = (await readdir(dir)).sort();
    expect(names).toHaveLength(2);
    expect(names.every((name) => name.endsWith('.eml') && !name.startsWith('.'))).toBe(true);
    const mails = await Promise.all(names.map(async (name) => decodeMail(await readFile(path.join(dir, name), 'utf8'))));
    const toAhmad = mails.find((mail) => mail.to === 'ahmad@example.com');
    const toSara = mails.find((mail) => mail.to === 'sara@example.com');

    expect(toAhmad?.subject).toBe('تأكيد بريدك الإلكتروني');
    expect(toAhmad?.headers.from).toBe(FROM);
    expect(toAhmad?.headers['message-id']).toMatch(/^<.+@.+>$/);
    expect(toAhmad?.text).toContain('اضغط الزر لتأكيد بريدك <الإلكتروني> & المتابعة.');
    expect(toAhmad?.html).toContain('<html lang="ar" dir="rtl">');
    expect(toAhmad?.html).toContain('بريدك &lt;الإلكتروني&gt; &amp; المتابعة');
    expect(toAhmad?.html.trimEnd().endsWith('</html>')).toBe(true);
    expect(findLink(await readFile(path.join(dir, names.find((_, i) => mails[i] === toAhmad) ?? ''), 'utf8'), '/api/auth/verify-email')).toBe(
      `https://portal.example/api/auth/verify-email?token=${TOKEN}&callbackURL=%2Fverify-email`,
    );

    expect(toSara).toMatchObject({ subject: 'Your password was changed', text: 'Hello Sara', html: '' });
  });
});

/** A minimal SMTP server (the part of RFC 5321 a client needs to hand over one message). */
function startSmtpServer() {
  const received: Array<{ from: string; to: string[]; data: string }> = [];
  const problems: string[] = [];
  const server = net.createServer((socket) => {
    let buffer = '';
    let data: string | undefined;
    let envelope = { from: '', to: [] as string[] };
    socket.write('220 test.local ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (data !== undefined) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          data += buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          received.push({ ...envelope, data: data.replace(/^\.\./gm, '.') });
          data = undefined;
          envelope = { from: '', to: [] };
          socket.write('250 2.0.0 queued\r\n');
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline === -1) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'EHLO' || command === 'HELO') socket.write('250-test.local\r\n250-8BITMIME\r\n250 SMTPUTF8\r\n');
        else if (command === 'MAIL') {
          envelope.from = /<([^>]*)>/.exec(line)?.[1] ?? '';
          socket.write('250 2.1.0 ok\r\n');
        } else if (command === 'RCPT') {
          envelope.to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
          socket.write('250 2.1.5 ok\r\n');
        } else if (command === 'DATA') {
          data = '';
          socket.write('354 go ahead\r\n');
        } else if (command === 'RSET' || command === 'NOOP') socket.write('250 ok\r\n');
        else if (command === 'QUIT') socket.end('221 bye\r\n');
        else {
          problems.push(line);
          socket.write('502 not implemented\r\n');
        }
      }
    });
  });
  return new Promise<{ url: string; received: typeof received; problems: string[]; close: () => Promise<void> }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      resolve({ url: `smtp://127.0.0.1:${port}`, received, problems, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}

describe('SMTP (SMTP_URL set)', () => {
  it('hands the message to the relay, with its envelope, and writes nothing to the outbox', async () => {
    const smtp = await startSmtpServer();
    const outboxDir = await mkdtemp(path.join(os.tmpdir(), 'sbp-outbox-'));
    try {
      const mailer = createMailer({ smtpUrl: smtp.url, outboxDir, from: FROM, logger });
      await mailer.send({ to: 'ahmad@example.com', ...arabic });
      expect(smtp.problems).toEqual([]);
      expect(smtp.received).toHaveLength(1);
      const [message] = smtp.received;
      expect(message?.from).toBe('no-reply@portal.example');
      expect(message?.to).toEqual(['ahmad@example.com']);
      const mail = decodeMail(message?.data ?? '');
      expect(mail.subject).toBe('تأكيد بريدك الإلكتروني');
      expect(mail.text).toContain('مرحبًا أحمد،');
      expect(await readdir(outboxDir)).toEqual([]);
    } finally {
      await smtp.close();
      await rm(outboxDir, { recursive: true, force: true });
    }
  });
});

describe('renderMail', () => {
  it('lays English out left to right and escapes every piece of text', () => {
    const mail = renderMail({
      language: 'en',
      brand: 'Syria Business Portal',
      subject: 'Hello <b>you</b>',
      paragraphs: ['Line one\nline two'],
      action: { label: 'Open', url: 'https://portal.example/a?x=1&y="2"' },
    });
    expect(mail.subject).toBe('Hello <b>you</b>');
    expect(mail.html).toContain('<html lang="en" dir="ltr">');
    expect(mail.html).toContain('text-align:left');
    expect(mail.html).toContain('Hello &lt;b&gt;you&lt;/b&gt;');
    expect(mail.html).toContain('Line one<br>line two');
    expect(mail.html).toContain('href="https://portal.example/a?x=1&amp;y=&quot;2&quot;"');
    expect(mail.html).not.toContain('<b>');
    expect(mail.text).toBe('Hello <b>you</b>\n\nLine one\nline two\n\nOpen: https://portal.example/a?x=1&y="2"\n\n— Syria Business Portal');
    expect(arabic.html).toContain('text-align:right');
  });
});
