import { useSearchParams } from 'react-router';
import { SEARCH_PARAM_KEYS, type SearchParams } from '../api/search.ts';

/** The search as the page's URL carries it (shareable, and restored by Back). */
export function useSearchUrl(): SearchParams {
  const [params] = useSearchParams();
  const result: SearchParams = {};
  for (const key of SEARCH_PARAM_KEYS) {
    const value = params.get(key);
    if (value) result[key] = value;
  }
  return result;
}

/** The URL of the same search with some values changed (an empty value removes the key). */
export function searchHrefWith(params: SearchParams, changes: SearchParams): string {
  const next = new URLSearchParams();
  for (const key of SEARCH_PARAM_KEYS) {
    const value = key in changes ? changes[key] : params[key];
    if (value) next.set(key, value);
  }
  return `/search?${next.toString()}`;
}
