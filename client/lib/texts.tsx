import { cloneElement, createContext, useContext, useSyncExternalStore, type ReactElement, type ReactNode } from 'react';
import type { I18n, TextOptions } from '#common/i18n/texts.ts';

export type { I18n, TFunction } from '#common/i18n/texts.ts';

/**
 * Where the app's texts come from: the browser's follow the language switch (client/lib/i18n.ts),
 * a server render's stay in the language it renders (client/entry-server.tsx).
 */
export interface TextsSource {
  current(): I18n;
  /** Calls back when the language changes; returns the unsubscribe. */
  subscribe(onChange: () => void): () => void;
}

/** A source that never changes: one language, for one render. */
export function fixedSource(i18n: I18n): TextsSource {
  return { current: () => i18n, subscribe: () => () => {} };
}

const TextsContext = createContext<I18n | null>(null);

/** Puts the texts around the app; everything below re-renders when the language changes. */
export function TextsProvider({ source, children }: { source: TextsSource; children?: ReactNode }) {
  const i18n = useSyncExternalStore(source.subscribe, source.current, source.current);
  return <TextsContext value={i18n}>{children}</TextsContext>;
}

/**
 * The texts of the language shown: `t` looks a text up (common/i18n/texts.ts), `i18n` carries the
 * language and its direction.
 *
 * @example const { t, i18n } = useTranslation(); t('vendors.posts', { count: 16 }) // "١٦ منشوراً"
 */
export function useTranslation(): { t: I18n['t']; i18n: I18n } {
  const i18n = useContext(TextsContext);
  if (!i18n) throw new Error('useTranslation needs a TextsProvider above it (client/app/providers.tsx)');
  return { t: i18n.t, i18n };
}

const TAG = /<(\w+)>(.*?)<\/\1>/gs;

/**
 * A text with parts that are elements: each `<name>words</name>` in it becomes `components.name`
 * holding the words (a link inside a sentence, placed where each language's grammar puts it).
 *
 * @example <Trans i18nKey="search.didYouMean" values={{ suggestion }} components={{ word: <Link to={href} /> }} />
 */
export function Trans({ i18nKey, values, components }: { i18nKey: string; values?: TextOptions; components: Record<string, ReactElement> }) {
  const { t } = useTranslation();
  const text = t(i18nKey, values);
  const parts: ReactNode[] = [];
  let at = 0;
  for (const match of text.matchAll(TAG)) {
    const [whole, name = '', words] = match;
    if (match.index > at) parts.push(text.slice(at, match.index));
    const component = components[name];
    parts.push(component ? cloneElement(component, { key: parts.length }, words) : words);
    at = match.index + whole.length;
  }
  if (at < text.length) parts.push(text.slice(at));
  return <>{parts}</>;
}
