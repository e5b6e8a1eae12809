import { useState } from 'react';

/**
 * The draft of a filter form whose applied values live in the URL. It starts from the URL and
 * follows it when the URL changes from elsewhere (Back, a link, another control), but not when the
 * URL is only catching up with what this form itself applied: a choice made between pressing
 * "Clear filters" and the new address arriving is kept.
 *
 * @example const { draft, setDraft, applied } = useUrlDraft(KEYS, (key) => params.get(key) ?? undefined);
 */
export function useUrlDraft<K extends string>(keys: readonly K[], read: (key: K) => string | undefined) {
  type Draft = Record<K, string>;
  const inUrl = Object.fromEntries(keys.map((key) => [key, read(key) ?? ''])) as Draft;
  const signature = (values: Draft) => keys.map((key) => values[key]).join('\u0000');
  const [draft, setDraft] = useState<Draft>(inUrl);
  const [seen, setSeen] = useState({ url: signature(inUrl), sent: '' as string | null });
  const now = signature(inUrl);
  if (now !== seen.url) {
    setSeen({ url: now, sent: null });
    if (now !== seen.sent) setDraft(inUrl);
  }
  /** Records values this form is about to put in the URL, so their arrival does not reset the draft. */
  const applied = (values: Draft) => setSeen((current) => ({ ...current, sent: signature(values) }));
  return { draft, setDraft, applied };
}
