import { isValidElement, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { isolate } from './isolate.tsx';

/** The parts as text, each isolated value as `<bdi>value</bdi>`. */
const shown = (parts: ReturnType<typeof isolate>) =>
  parts.map((part) => (isValidElement(part) ? `<${String(part.type)}>${(part as ReactElement<{ children: string }>).props.children}</${String(part.type)}>` : part)).join('');

describe('isolate', () => {
  it('puts each value in a bdi of its own, the sentence around it as it is', () => {
    expect(shown(isolate({ text: 'Hello, is 250 cartons available?' }, (marks) => `أنت: ${marks.text}`))).toBe('أنت: <bdi>Hello, is 250 cartons available?</bdi>');
    expect(shown(isolate({ name: 'سامي', post: 'Looms' }, (marks) => `${marks.name} replied to ${marks.post}.`))).toBe('<bdi>سامي</bdi> replied to <bdi>Looms</bdi>.');
  });

  it('keeps a value that looks like markup or a mark as plain text', () => {
    expect(shown(isolate({ name: '<b>0</b> 1' }, (marks) => `by ${marks.name}`))).toBe('by <bdi><b>0</b> 1</bdi>');
  });
});
