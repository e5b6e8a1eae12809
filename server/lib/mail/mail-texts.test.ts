import { describe, expect, it } from 'vitest';
import ar from '#common/i18n/ar.json';
import { linkMail } from './mail-texts.ts';

const options = {
  brand: 'بوابة الأعمال السورية',
  name: 'Sara <Admin>',
  subjectKey: 'auth.mail.verifySubject',
  bodyKey: 'auth.mail.verifyBody',
  actionKey: 'auth.mail.verifyAction',
  ignoreKey: 'auth.mail.verifyIgnore',
  url: 'https://portal.example/api/auth/verify-email?token=abc&callbackURL=%2F',
};

describe('linkMail', () => {
  it('writes an Arabic mail from the catalogue, right to left, through the one mail renderer', () => {
    const mail = linkMail({ ...options, locale: 'ar' });
    expect(mail.subject).toBe(ar.auth.mail.verifySubject.replace('{{brand}}', options.brand));
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.html).toContain('text-align:right');
    // The renderer escapes the name once; the text lookup leaves it as it is.
    expect(mail.html).toContain('Sara &lt;Admin&gt;');
    expect(mail.html).not.toContain('&amp;lt;');
    expect(mail.html).toContain('href="https://portal.example/api/auth/verify-email?token=abc&amp;callbackURL=%2F"');
    expect(mail.text).toContain(`${ar.auth.mail.verifyAction}: ${options.url}`);
    expect(mail.text.endsWith(`— ${options.brand}`)).toBe(true);
  });

  it('writes an English mail left to right', () => {
    const mail = linkMail({ ...options, locale: 'en', brand: 'Syria Business Portal', subjectKey: 'auth.mail.resetSubject', bodyKey: 'auth.mail.resetBody', actionKey: 'auth.mail.resetAction', ignoreKey: 'auth.mail.resetIgnore' });
    expect(mail.subject).toBe('Reset your Syria Business Portal password');
    expect(mail.html).toContain('<html lang="en" dir="ltr">');
    expect(mail.text).toContain('Hello Sara <Admin>,');
    expect(mail.text).toContain('Set a new password: https://portal.example/');
  });
});
