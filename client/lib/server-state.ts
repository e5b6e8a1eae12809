import type { DehydratedState } from '@tanstack/react-query';
import type { Language } from '#common/i18n/options.ts';
import { ApiError } from './api.ts';

/** The id of the `<script type="application/json">` that carries a server-rendered page's data. */
export const SERVER_STATE_ID = 'sbp-state';

/** What the server sends beside a page it rendered: its language, its address and its queries. */
export interface ServerState {
  language: Language;
  /** Path and query string the page was rendered for. */
  path: string;
  /** Rendered for a reader whose request said `Save-Data: on` (smallest images only). */
  isSavingData: boolean;
  queries: DehydratedState;
}

interface PlainError {
  code: ApiError['code'];
  message: string;
  status: number;
  fields?: Record<string, string>;
}

function plain(error: unknown): PlainError | unknown {
  return error instanceof ApiError ? { code: error.code, message: error.message, status: error.status, fields: error.fields } : error;
}

function revive(error: unknown): unknown {
  if (!error || typeof error !== 'object' || !('code' in error)) return error;
  const { code, message, status, fields } = error as PlainError;
  return new ApiError(code, message, status, fields);
}

/**
 * The state as JSON for the page's data script: API errors as plain objects (the page shows
 * "not found" from them), and `<` escaped so that no text in the data can close the script.
 */
export function serverStateJson(state: ServerState): string {
  const queries = state.queries.queries.map((query) => ({
    ...query,
    state: { ...query.state, error: plain(query.state.error), fetchFailureReason: plain(query.state.fetchFailureReason) },
  }));
  return JSON.stringify({ ...state, queries: { ...state.queries, queries } }).replaceAll('<', '\\u003c');
}

/** The state the server sent with this page, with its API errors as ApiError again; undefined for a page rendered in the browser. */
export function readServerState(): ServerState | undefined {
  const script = document.getElementById(SERVER_STATE_ID);
  if (!script?.textContent) return undefined;
  try {
    const state = JSON.parse(script.textContent) as ServerState;
    for (const query of state.queries.queries) {
      query.state.error = revive(query.state.error) as Error | null;
      query.state.fetchFailureReason = revive(query.state.fetchFailureReason) as Error | null;
    }
    return state;
  } catch {
    return undefined;
  }
}
