import { Mic, Search } from 'lucide-react';
import { useCallback, useId, useRef, type FormEvent } from 'react';
import { useTranslation } from '#client/lib/texts.tsx';
import { useLocation, useNavigate } from 'react-router';
import { useSearchSuggestions } from '#client/features/search/components/search-suggestions.tsx';
import { useBrand } from '../hooks/use-brand.ts';
import { useLanguage } from '../hooks/use-language.ts';
import { useVoiceSearch } from '../hooks/use-voice-search.ts';

/** `/search?q=` with the brand word appended to the term (specification section 2). */
export function searchHref(term: string, brand: string): string {
  return `/search?q=${encodeURIComponent(`${term} ${brand}`)}`;
}

/** The term as the reader typed it, without the brand word the header added. */
function termFromQuery(query: string, brand: string): string {
  const trimmed = query.trim();
  return trimmed.endsWith(` ${brand}`) ? trimmed.slice(0, -brand.length - 1) : trimmed;
}

/** The global search bar: type or speak; an empty term does not submit. */
export function SearchBar({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const brand = useBrand();
  const { language } = useLanguage();
  const navigate = useNavigate();
  const location = useLocation();
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();

  const suggestions = useSearchSuggestions(useCallback((href: string) => void navigate(href), [navigate]));
  const { close } = suggestions;
  const submit = useCallback(
    (term: string) => {
      const trimmed = term.trim();
      if (!trimmed) return;
      close();
      void navigate(searchHref(trimmed, brand));
    },
    [brand, close, navigate],
  );

  const voice = useVoiceSearch(
    language,
    useCallback(
      (transcript: string) => {
        if (input.current) input.current.value = transcript;
        submit(transcript);
      },
      [submit],
    ),
  );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submit(input.current?.value ?? '');
  };

  const current = location.pathname === '/search' ? termFromQuery(new URLSearchParams(location.search).get('q') ?? '', brand) : '';
  const listening = voice.status === 'listening';

  return (
    <form
      role="search"
      aria-label={t('shell.search.label')}
      // Before the page's scripts run (or without them), the form is sent as it is.
      action="/search"
      method="get"
      onSubmit={onSubmit}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) suggestions.close();
      }}
      className={`relative flex items-center rounded-full border border-line bg-card focus-within:ring-2 focus-within:ring-brand ${className}`}
    >
      <label htmlFor={inputId} className="sr-only">
        {t('shell.search.label')}
      </label>
      <input
        ref={input}
        id={inputId}
        key={current}
        defaultValue={current}
        type="search"
        name="q"
        enterKeyHint="search"
        autoComplete="off"
        {...suggestions.inputProps}
        dir="auto"
        placeholder={t('shell.search.placeholder')}
        className="min-w-0 flex-1 bg-transparent py-2 ps-4 text-sm text-ink outline-none placeholder:text-muted"
      />
      <button
        type="button"
        onClick={listening ? voice.stop : voice.start}
        aria-pressed={listening}
        aria-label={listening ? t('shell.search.voiceStop') : t('shell.search.voice')}
        className={`needs-script grid size-9 shrink-0 place-items-center rounded-full ${listening ? 'bg-danger text-on-danger motion-safe:animate-pulse' : 'text-muted hover:text-ink'}`}
      >
        <Mic className="size-5" aria-hidden="true" />
      </button>
      <button type="submit" aria-label={t('shell.search.submit')} className="me-1 grid size-9 shrink-0 place-items-center rounded-full bg-brand text-on-brand">
        <Search className="size-5" aria-hidden="true" />
      </button>
      {suggestions.listbox}
    </form>
  );
}
