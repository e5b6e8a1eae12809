import { describe, expect, it } from 'vitest';
import arCatalogue from './ar.json' with { type: 'json' };
import enCatalogue from './en.json' with { type: 'json' };
import { createT, mergeTexts, textsIn, type Catalogue } from './texts.ts';

const catalogue: Catalogue = {
  vendors: {
    posts_zero: 'لا منشورات',
    posts_one: 'منشور واحد',
    posts_two: 'منشوران',
    posts_few: '{{count}} منشورات',
    posts_many: '{{count}} منشوراً',
    posts_other: '{{count}} منشور',
  },
  items: { count_one: '{{count}} item', count_other: '{{count}} items' },
  notice: {
    removed: 'Your item was removed',
    removed_comment: 'Your comment was removed',
    removed_post_one: 'Your post was removed',
    removed_post_other: 'Your {{count}} posts were removed',
  },
  greeting: 'Hello {{name}}, from {{brand}}',
  empty: '',
  list: [{ name: 'Sami' }],
};

describe('a text lookup', () => {
  const arabic = createT('ar', catalogue);
  const english = createT('en', catalogue);

  it('follows the Arabic plural rules, with the count in Arabic-Indic digits', () => {
    expect([0, 1, 2, 3, 11, 100].map((count) => arabic('vendors.posts', { count }))).toEqual([
      'لا منشورات',
      'منشور واحد',
      'منشوران',
      '٣ منشورات',
      '١١ منشوراً',
      '١٠٠ منشور',
    ]);
  });

  it('follows the English plural rules, and reads a zero form for 0 when there is one', () => {
    expect(english('items.count', { count: 1 })).toBe('1 item');
    expect(english('items.count', { count: 1600 })).toBe('1,600 items');
    expect(english('items.count', { count: 0 })).toBe('0 items');
    expect(english('vendors.posts', { count: 0 })).toBe('لا منشورات');
  });

  it('picks the context where the catalogue has it, and the plain text where it does not', () => {
    expect(english('notice.removed', { context: 'comment' })).toBe('Your comment was removed');
    expect(english('notice.removed', { context: 'post', count: 1 })).toBe('Your post was removed');
    expect(english('notice.removed', { context: 'post', count: 4 })).toBe('Your 4 posts were removed');
    expect(english('notice.removed', { context: 'message' })).toBe('Your item was removed');
    expect(english('notice.removed', { context: undefined })).toBe('Your item was removed');
  });

  it('fills values once, leaves text values as they are, and shows a placeholder no value was given for', () => {
    expect(english('greeting', { name: '<b>{{brand}}</b>', brand: 'Portal' })).toBe('Hello <b>{{brand}}</b>, from Portal');
    expect(english('greeting', { name: 'Sami' })).toBe('Hello Sami, from {{brand}}');
    expect(english('greeting', { name: undefined, brand: null })).toBe('Hello , from ');
    expect(arabic('greeting', { name: 2026, brand: 'B' })).toBe('Hello ٢٬٠٢٦, from B');
  });

  it('reads an empty text as empty, a missing one as its key or its default, and reports only the missing', () => {
    const missing: string[] = [];
    const t = createT('en', catalogue, (key) => missing.push(key));
    expect(t('empty')).toBe('');
    expect(t('nowhere.to.be.found')).toBe('nowhere.to.be.found');
    expect(t('notice')).toBe('notice');
    expect(t('also.missing', { defaultValue: 'Fallback {{n}}', n: 3 })).toBe('Fallback 3');
    expect(missing).toEqual(['nowhere.to.be.found', 'notice']);
  });

  it('hands over a section when asked for objects', () => {
    expect(english('list', { returnObjects: true })).toEqual([{ name: 'Sami' }]);
  });
});

describe('mergeTexts', () => {
  it('adds a text group section into section, without touching the group it copies', () => {
    const into: Catalogue = {};
    const first = { home: { title: 'Home' } };
    mergeTexts(into, first);
    mergeTexts(into, { home: { feedback: { title: 'Feedback' } }, brand: 'Portal' });
    expect(into).toEqual({ home: { title: 'Home', feedback: { title: 'Feedback' } }, brand: 'Portal' });
    expect(first).toEqual({ home: { title: 'Home' } });
  });

  it('is read by a lookup made before the texts arrived', () => {
    const texts: Catalogue = {};
    const { t, dir, language } = textsIn('ar', texts);
    mergeTexts(texts, { brand: 'بوابة' });
    expect(t('brand')).toBe('بوابة');
    expect([language, dir()]).toEqual(['ar', 'rtl']);
  });
});

describe('the catalogues’ counts of minutes', () => {
  const arabic = createT('ar', arCatalogue);
  const english = createT('en', enCatalogue);
  const phoneCode = { code: '123456', brand: 'B' };

  it('name the minutes with the word Arabic uses for each number', () => {
    expect([1, 2, 5, 10, 15, 100].map((count) => arabic('sms.phoneCode', { ...phoneCode, count }).match(/خلال (.*?)\./)?.[1])).toEqual([
      'دقيقة واحدة',
      'دقيقتين',
      '٥ دقائق',
      '١٠ دقائق',
      '١٥ دقيقة',
      '١٠٠ دقيقة',
    ]);
    expect(arabic('account.data.confirmationHelp', { count: 2 })).toContain('أكثر من دقيقتين،');
    expect(arabic('account.phoneCode.sent', { phone: '+963', length: 6, count: 11 })).toContain('صالح لمدة ١١ دقيقة.');
  });

  it('name one minute and several in English', () => {
    expect(english('sms.phoneCode', { ...phoneCode, count: 1 })).toContain('It expires in 1 minute.');
    expect(english('account.phoneCode.sent', { phone: '+963', length: 6, count: 10 })).toContain('It is valid for 10 minutes.');
    expect(english('account.data.confirmationHelp', { count: 5 })).toContain('more than 5 minutes ago');
  });
});
