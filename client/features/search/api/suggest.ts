import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { SUGGEST_MIN_CHARS } from '#common/constants/search.ts';
import type { TSuggestions } from '#common/schemas/search.ts';
import { apiFetch } from '#client/lib/api.ts';

export function suggestionsQuery(term: string) {
  return queryOptions({
    queryKey: ['search', 'suggest', term],
    queryFn: ({ signal, client }) => apiFetch<TSuggestions>(`/api/v1/search/suggest?q=${encodeURIComponent(term)}`, { signal, client }),
    staleTime: 60_000,
  });
}

/** Suggestions for a (debounced) term; nothing is asked below two characters. */
export function useSuggestions(term: string) {
  const trimmed = term.trim();
  return useQuery({ ...suggestionsQuery(trimmed), enabled: [...trimmed].length >= SUGGEST_MIN_CHARS, placeholderData: keepPreviousData });
}
