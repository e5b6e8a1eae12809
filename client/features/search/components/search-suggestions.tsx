import { FolderOpen, Package, Store } from 'lucide-react';
import { useCallback, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '#client/lib/texts.tsx';
import { postPath, sellerPath } from '#common/post-path.ts';
import { SUGGEST_MIN_CHARS } from '#common/constants/search.ts';
import type { TSuggestions } from '#common/schemas/search.ts';
import { categoryName } from '#client/features/catalogue/api/get-categories.ts';
import { useLang } from '#client/features/catalogue/hooks/use-lang.ts';
import { useSuggestions } from '../api/suggest.ts';
import { categoryHref } from '../category-link.ts';
import { useDebouncedValue } from '../hooks/use-debounced-value.ts';

/** Milliseconds of quiet typing before suggestions are asked for. */
const SUGGEST_DELAY = 250;

type Group = 'posts' | 'businesses' | 'categories';
interface Option {
  id: string;
  group: Group;
  label: string;
  href: string;
}

function toOptions(data: TSuggestions | undefined, lang: 'ar' | 'en'): Option[] {
  if (!data) return [];
  return [
    ...data.products.map((post) => ({ id: `p-${post.id}`, group: 'posts' as const, label: post.title, href: postPath(post.kind, post.id) })),
    ...data.businesses.map((business) => ({ id: `b-${business.id}`, group: 'businesses' as const, label: business.name, href: sellerPath(business.id) })),
    ...data.categories.map((category) => ({ id: `c-${category.id}`, group: 'categories' as const, label: categoryName(category, lang), href: categoryHref(category) })),
  ];
}

/**
 * Suggestions under a search box, as the ARIA combobox pattern (list autocomplete): the input
 * gets `inputProps`; arrow keys move through the options, Enter opens the chosen one (or submits
 * the search when none is chosen), Escape closes the list; the number of suggestions is announced.
 */
export function useSearchSuggestions(onPick: (href: string) => void) {
  const lang = useLang();
  const listboxId = useId();
  const [term, setTerm] = useState('');
  const [isOpen, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const debounced = useDebouncedValue(term, SUGGEST_DELAY);
  const suggestions = useSuggestions(debounced);
  const hasTerm = [...term.trim()].length >= SUGGEST_MIN_CHARS;
  const options = useMemo(() => (hasTerm ? toOptions(suggestions.data, lang) : []), [hasTerm, lang, suggestions.data]);
  const isExpanded = isOpen && hasTerm && options.length > 0;

  const close = useCallback(() => {
    setOpen(false);
    setActive(-1);
  }, []);
  const pick = (option: Option) => {
    close();
    onPick(option.href);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (options.length === 0) return;
      event.preventDefault();
      setOpen(true);
      // Positions: -1 is the input itself, then each option; the ends wrap through the input.
      const last = options.length - 1;
      if (!isExpanded) setActive(event.key === 'ArrowDown' ? 0 : last);
      else if (event.key === 'ArrowDown') setActive((current) => (current >= last ? -1 : current + 1));
      else setActive((current) => (current === -1 ? last : current - 1));
    } else if (event.key === 'Enter' && isExpanded && active >= 0 && options[active]) {
      event.preventDefault();
      pick(options[active]);
    } else if (event.key === 'Escape' && isExpanded) {
      event.preventDefault();
      close();
    }
  };

  return {
    term,
    close,
    inputProps: {
      role: 'combobox' as const,
      'aria-autocomplete': 'list' as const,
      'aria-expanded': isExpanded,
      'aria-controls': listboxId,
      'aria-activedescendant': isExpanded && active >= 0 && options[active] ? `${listboxId}-${options[active].id}` : undefined,
      onKeyDown,
      onChange: (event: { target: { value: string } }) => {
        setTerm(event.target.value);
        setOpen(true);
        setActive(-1);
      },
      onFocus: () => setOpen(true),
    },
    listbox: <SuggestionListbox id={listboxId} options={options} active={isExpanded ? active : -1} isExpanded={isExpanded} onPick={pick} onHover={setActive} />,
  };
}

function SuggestionListbox(props: { id: string; options: Option[]; active: number; isExpanded: boolean; onPick: (option: Option) => void; onHover: (index: number) => void }) {
  const { t } = useTranslation();
  const groups: Array<{ group: Group; Icon: typeof Package }> = [
    { group: 'posts', Icon: Package },
    { group: 'businesses', Icon: Store },
    { group: 'categories', Icon: FolderOpen },
  ];
  return (
    <>
      <div role="status" aria-live="polite" className="sr-only">
        {props.isExpanded ? t('search.suggest.count', { count: props.options.length }) : ''}
      </div>
      <div
        id={props.id}
        role="listbox"
        aria-label={t('search.suggest.label')}
        hidden={!props.isExpanded}
        className="absolute inset-x-0 top-full z-40 mt-1 max-h-[70vh] overflow-y-auto rounded-xl border border-line bg-card py-1 text-ink shadow-lg"
      >
        {groups.map(({ group, Icon }) => {
          const inGroup = props.options.map((option, index) => ({ option, index })).filter((entry) => entry.option.group === group);
          if (inGroup.length === 0) return null;
          return (
            <div key={group} role="group" aria-labelledby={`${props.id}-${group}`}>
              <div id={`${props.id}-${group}`} role="presentation" className="px-3 pb-1 pt-2 text-xs font-semibold text-muted">
                {t(`search.suggest.${group}`)}
              </div>
              {inGroup.map(({ option, index }) => (
                <div
                  key={option.id}
                  id={`${props.id}-${option.id}`}
                  role="option"
                  aria-selected={index === props.active}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => props.onPick(option)}
                  onMouseMove={() => props.onHover(index)}
                  className={`flex cursor-pointer items-center gap-2 px-3 py-2 text-sm ${index === props.active ? 'bg-brand/10 text-brand' : ''}`}
                >
                  <Icon aria-hidden="true" className="size-4 shrink-0 text-muted" />
                  <span className="truncate" dir="auto">
                    {option.label}
                  </span>
                </div>
              ))}
            </div>
          );
        })}
      </div>
    </>
  );
}
