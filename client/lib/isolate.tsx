import type { ReactNode } from 'react';

/** Stands for a value while the sentence is built: NUL, which no text of the portal holds (texts refuse it). */
const MARK = '\u0000';
const MARKED = new RegExp(`${MARK}(\\d+)${MARK}`);

/**
 * A sentence of the interface with user-written values (names, messages) in it, each value in a
 * `<bdi>` of its own: the value keeps its own direction and order, and the sentence its
 * language's (issue 33). In an Arabic sentence an English name ending in "?" or "." would
 * otherwise lend its punctuation to the Arabic around it, and a sentence that begins with a
 * name would take the name's direction under `dir="auto"`.
 *
 * @example isolate({ name: peer.name }, (marks) => t('admin.reports.by', marks)) // ["by ", <bdi>Sami</bdi>]
 */
export function isolate(values: Record<string, string>, sentence: (marks: Record<string, string>) => string): ReactNode[] {
  const names = Object.keys(values);
  const marks = Object.fromEntries(names.map((name, index) => [name, `${MARK}${index}${MARK}`]));
  return sentence(marks)
    .split(MARKED)
    .map((part, index) => (index % 2 === 1 ? <bdi key={index}>{values[names[Number(part)]!]}</bdi> : part))
    .filter((part) => part !== '');
}
