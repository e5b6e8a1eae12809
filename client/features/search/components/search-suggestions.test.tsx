import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TSuggestions } from '#common/schemas/search.ts';
import { renderInPortal } from '#client/test/render.tsx';
import { useSearchSuggestions } from './search-suggestions.tsx';

const SUGGESTIONS: TSuggestions = {
  products: [
    { id: 'p1', kind: 'product', title: 'قماش قطني' },
    { id: 'p2', kind: 'listing', title: 'Cotton fabric wanted' },
  ],
  businesses: [{ id: 'b1', name: 'معمل القطن' }],
  categories: [{ id: 'fabric', categoryId: 'clothing-textiles', nameEn: 'Fabrics', nameAr: 'أقمشة' }],
};

/** A search box as the header uses the hook: the input, the list, and where a pick leads. */
function SearchBox({ onPick }: { onPick: (href: string) => void }) {
  const { inputProps, listbox } = useSearchSuggestions(onPick);
  return (
    <div>
      <input aria-label="search" {...inputProps} />
      {listbox}
    </div>
  );
}

/** Renders the box with an API that answers suggestions and records what it was asked. */
function renderBox(language: 'ar' | 'en' = 'ar') {
  const asked: string[] = [];
  const onPick = vi.fn();
  const api = async (input: RequestInfo | URL) => {
    asked.push(new URL(String(input), 'http://portal.test').searchParams.get('q') ?? '');
    return Response.json(SUGGESTIONS);
  };
  renderInPortal(<SearchBox onPick={onPick} />, { language, api: api as typeof fetch });
  const user = userEvent.setup();
  return { asked, onPick, user, input: screen.getByRole('combobox') };
}

/** Waits for the typing pause (250 ms) to pass and the list to open with the answer. */
const listOpens = (input: HTMLElement) => waitFor(() => expect(input.getAttribute('aria-expanded')).toBe('true'));

describe('search suggestions', () => {
  it('asks once typing pauses, for two characters or more, and lists the answer by group', async () => {
    const { asked, user, input } = renderBox();
    await user.type(input, 'قما');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    await listOpens(input);
    // Nothing for one letter, and nothing for each letter typed without a pause.
    expect(asked).toEqual(['قما']);
    const listbox = screen.getByRole('listbox', { name: 'الاقتراحات' });
    const groups = within(listbox).getAllByRole('group');
    expect(groups.map((group) => within(group).getAllByRole('option').map((option) => option.textContent))).toEqual([
      ['قماش قطني', 'Cotton fabric wanted'],
      ['معمل القطن'],
      ['أقمشة'],
    ]);
    expect(screen.getByRole('status').textContent).toContain('٤');
  });

  it('moves through the options with the arrow keys, wrapping through the input, and opens the chosen one with Enter', async () => {
    const { onPick, user, input } = renderBox('en');
    await user.type(input, 'cot');
    await listOpens(input);
    const options = screen.getAllByRole('option');

    await user.keyboard('{ArrowDown}');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    expect(options[0]!.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowUp}');
    expect(input.getAttribute('aria-activedescendant')).toBeNull();
    await user.keyboard('{ArrowUp}');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[3]!.id);
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[1]!.id);

    await user.keyboard('{Enter}');
    expect(onPick).toHaveBeenCalledWith('/listing/p2');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('leads a business to its seller page and a subcategory to its products, and Escape closes the list', async () => {
    const { onPick, user, input } = renderBox('en');
    await user.type(input, 'cot');
    await listOpens(input);
    await user.click(screen.getByRole('option', { name: 'معمل القطن' }));
    expect(onPick).toHaveBeenLastCalledWith('/seller/b1');

    await user.type(input, 'n');
    await listOpens(input);
    await user.click(screen.getByRole('option', { name: 'Fabrics' }));
    expect(onPick).toHaveBeenLastCalledWith('/category/suppliers/clothing-textiles/fabric');

    await user.type(input, 's');
    await listOpens(input);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    await user.keyboard('{Escape}');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(onPick).toHaveBeenCalledTimes(2);
  });
});
