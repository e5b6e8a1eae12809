import { describe, expect, it } from 'vitest';
import { splitNumberRuns } from './ltr-numbers.tsx';

describe('splitNumberRuns', () => {
  it('finds the phone examples of the Arabic hint, with their plus sign', () => {
    expect(splitNumberRuns('رقم سوري، مثل 09XX XXX XXX أو \u200e+963 9XX XXX XXX.')).toEqual([
      { text: 'رقم سوري، مثل ', isNumber: false },
      { text: '09XX XXX XXX', isNumber: true },
      { text: ' أو \u200e', isNumber: false },
      { text: '+963 9XX XXX XXX', isNumber: true },
      { text: '.', isNumber: false },
    ]);
  });

  it('finds a stored phone number and leaves short numbers alone', () => {
    expect(splitNumberRuns('اتصل +963944123456')).toEqual([
      { text: 'اتصل ', isNumber: false },
      { text: '+963944123456', isNumber: true },
    ]);
    expect(splitNumberRuns('عضو منذ 2026، 8 صور')).toEqual([{ text: 'عضو منذ 2026، 8 صور', isNumber: false }]);
    expect(splitNumberRuns('')).toEqual([]);
  });
});
