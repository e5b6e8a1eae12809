// The server's entry: renders a public page to HTML with its data, for the browser to hydrate
// (docs/decisions/015-server-rendering.md). Built by Vite as dist/server/entry-server.js
// (vite.config.ts) and loaded by server/render-page.ts.
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { StrictMode, type ReactNode } from 'react';
import { renderToStringAsync } from 'preact-render-to-string';
import { StaticRouter } from 'react-router';
import { serverTexts } from '#common/i18n/setup.ts';
import type { Language } from '#common/i18n/options.ts';
import { fixedSource } from '#client/lib/texts.tsx';
import { sessionQueryKey } from '#client/features/auth/api/get-session.ts';
import { AppProviders } from './app/providers.tsx';
import { AppRoutes, isServerRendered, pageModuleAt } from './app/router.tsx';
import { ApiError, setApiTransport } from './lib/api.ts';
import { RenderedForSavingData } from './lib/connection.ts';
import { createPageStatus, PageStatusContext, type PageStatus } from './lib/page-status.ts';
import { createQueryClient } from './lib/query-client.ts';
import { serverStateJson, type ServerState } from './lib/server-state.ts';

export { isServerRendered };

/** Renders stop after this many rounds of fetching what the last render asked for. */
const RENDER_PASSES = 4;

export interface RenderedPage {
  /** 200, or 404 when the page shows "not found". */
  status: number;
  /** The markup that goes inside `<div id="root">`. */
  html: string;
  /** The `<script type="application/json">` body the browser hydrates from (escaped for HTML). */
  state: string;
  /** The page's source file (`client/app/routes/old-home.tsx`), whose chunks the HTML names. */
  module: string;
}

export interface RenderOptions {
  /** The page's absolute address. */
  url: string;
  language: Language;
  /** Answers the API's requests in the server's own process, as a visitor (no cookies). */
  api: typeof fetch;
  /** The request said `Save-Data: on`: images offer their smallest variant only. */
  isSavingData?: boolean;
  /** Stops the render (the caller's time limit). */
  signal?: AbortSignal;
}

/** Queries the render asked for and that a visitor's first view shows: not the session, which fills in after hydration. */
function waitingQueries(queryClient: QueryClient): Query[] {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => {
      if (query.state.status !== 'pending' || query.state.fetchStatus !== 'idle') return false;
      if (query.queryKey[0] === sessionQueryKey[0]) return false;
      const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
      return typeof enabled === 'function' ? enabled(query) : enabled !== false;
    });
}

async function renderToString(element: ReactNode, signal: AbortSignal | undefined): Promise<string> {
  signal?.throwIfAborted();
  // Waits for every lazy part, so the page arrives whole: nothing is revealed later by an inline
  // script, which the CSP blocks (and which a reader without JavaScript never runs). A part that
  // fails throws, and the caller sends the plain shell.
  const html = await renderToStringAsync(element as Parameters<typeof renderToStringAsync>[0]);
  signal?.throwIfAborted();
  return html;
}

/**
 * Renders the page at `url` in `language` with its data, or returns undefined for a page the
 * browser renders alone. Rendering repeats until no query it uses is still waiting for its data:
 * useQuery does not fetch on the server, but it puts its query in the cache, which is fetched
 * between renders. Throws when the page cannot be rendered; the caller then sends the plain shell.
 */
export async function renderPage({ url, language, api, signal, isSavingData = false }: RenderOptions): Promise<RenderedPage | undefined> {
  const address = new URL(url);
  if (!isServerRendered(address.pathname)) return undefined;
  setApiTransport(api);

  const queryClient = createQueryClient();
  // A failed query shows its error (a post that does not exist shows "not available"), at once.
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false, retryOnMount: false } });
  const texts = fixedSource(serverTexts(language));

  let page: PageStatus = createPageStatus();
  const render = () => {
    page = createPageStatus();
    return renderToString(
      <StrictMode>
        <PageStatusContext value={page}>
          <RenderedForSavingData value={isSavingData}>
            <AppProviders texts={texts} queryClient={queryClient}>
              <StaticRouter location={address.pathname + address.search}>
                <AppRoutes />
              </StaticRouter>
            </AppProviders>
          </RenderedForSavingData>
        </PageStatusContext>
      </StrictMode>,
      signal,
    );
  };
  let html = await render();
  for (let pass = 1; ; pass++) {
    const waiting = waitingQueries(queryClient);
    if (waiting.length === 0) break;
    if (pass === RENDER_PASSES) throw new Error(`Queries still waiting after ${RENDER_PASSES} renders: ${waiting.map((query) => query.queryHash).join(', ')}`);
    await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
    html = await render();
  }

  const queries = queryClient.getQueryCache().getAll();
  const failed = queries.find((query) => query.state.error && !(query.state.error instanceof ApiError && query.state.error.status < 500));
  // The server or the database failed: the browser asks again rather than showing an error it may not get.
  if (failed) throw new Error(`Query ${failed.queryHash} failed while rendering: ${String(failed.state.error)}`);

  const state: ServerState = {
    language,
    path: address.pathname + address.search,
    isSavingData,
    queries: dehydrate(queryClient, { shouldDehydrateQuery: (query) => query.state.status !== 'pending' }),
  };
  return { status: page.status, html, state: serverStateJson(state), module: pageModuleAt(address.pathname)! };
}
