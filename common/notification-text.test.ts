import { describe, expect, it } from 'vitest';
import { translator } from './i18n/setup.ts';
import { notificationText } from './notification-text.ts';
import { REPORT_TARGET_TYPES } from './schemas/reports.ts';

describe('notificationText', () => {
  it('fills every placeholder of the text from the data the server sends', () => {
    for (const language of ['ar', 'en'] as const) {
      const t = translator(language);
      const texts = [
        notificationText({ type: 'new_message', data: { name: 'Sami', preview: 'Hello' } }, t),
        notificationText({ type: 'post_favorited', data: { title: 'Olive oil' } }, t),
        notificationText({ type: 'community_reply', data: { name: 'Sami', communityId: 'region-aleppo', nameAr: 'تجار حلب', nameEn: 'Aleppo traders', excerpt: 'Cotton?' } }, t),
        ...REPORT_TARGET_TYPES.map((targetType) => notificationText({ type: 'report_handled', data: { targetType, resolution: 'removed', title: 'x' } }, t)),
        ...['post', 'community_post', 'comment'].map((targetType) => notificationText({ type: 'post_removed', data: { targetType, title: 'Olive oil', reason: 'Spam' } }, t)),
      ];
      for (const text of texts) expect(text, language).not.toMatch(/\{\{|notifications\.text/);
    }
  });

  it('names the kind of thing that was reported, and says something plain for notifications without it', () => {
    const en = translator('en');
    expect(notificationText({ type: 'report_handled', data: { targetType: 'comment' } }, en)).toBe('A comment you reported has been reviewed');
    expect(notificationText({ type: 'report_handled', data: { targetType: 'message' } }, en)).toBe('A message you reported has been reviewed');
    expect(notificationText({ type: 'report_handled', data: { title: 'Old row' } }, en)).toBe('Something you reported has been reviewed');
    expect(notificationText({ type: 'post_removed', data: { targetType: 'comment', title: 'Call me' } }, translator('ar'))).toBe('أزال المشرفون تعليقك «Call me»');
  });
});
