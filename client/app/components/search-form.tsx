import { Search } from 'lucide-react';
import { useId, useState } from 'react';

/**
 * A search box of one list (communities, admin users): what is typed is searched on Enter or the
 * button. `onEmptied` runs when the box is cleared, for a list that then shows everything again.
 */
export function SearchForm(props: {
  label: string;
  placeholder: string;
  buttonText: string;
  /** The button's look where the page's own buttons differ from the portal's. */
  buttonClassName?: string;
  maxLength: number;
  onSearch: (term: string) => void;
  onEmptied?: () => void;
}) {
  const id = useId();
  const [term, setTerm] = useState('');
  return (
    <form
      role="search"
      aria-label={props.label}
      className="flex gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        props.onSearch(term.trim());
      }}
    >
      <label className="sr-only" htmlFor={id}>
        {props.label}
      </label>
      <input
        id={id}
        type="search"
        value={term}
        maxLength={props.maxLength}
        onChange={(event) => {
          setTerm(event.target.value);
          if (event.target.value === '') props.onEmptied?.();
        }}
        placeholder={props.placeholder}
        className="min-w-0 flex-1 rounded-lg border border-line bg-card px-3 py-2"
      />
      <button type="submit" className={props.buttonClassName ?? 'inline-flex items-center gap-2 rounded-lg bg-brand px-4 py-2 font-semibold text-on-brand'}>
        <Search aria-hidden="true" className="size-4" />
        {/* On a phone the button is its icon, so that the box has room for its whole placeholder
            ("Search by name, e-mail or phone" at 390 px, issue 33); its text still names it. */}
        <span className="sr-only sm:not-sr-only">{props.buttonText}</span>
      </button>
    </form>
  );
}
