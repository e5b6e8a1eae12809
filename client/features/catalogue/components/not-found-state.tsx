import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { useNotFoundStatus } from '#client/lib/page-status.ts';

/** What an unknown category, subcategory or seller id shows instead of an empty page. */
export function NotFoundState({ title, body, linkTo, linkText }: { title: string; body: string; linkTo: string; linkText: string }) {
  useNotFoundStatus();
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-3 px-4 py-16 text-center">
      <SearchX aria-hidden="true" className="size-12 text-muted" />
      <h1 className="text-2xl font-bold">{title}</h1>
      <p className="text-muted">{body}</p>
      <Link to={linkTo} className="rounded-lg bg-brand px-4 py-2 font-semibold text-on-brand">
        {linkText}
      </Link>
    </section>
  );
}
