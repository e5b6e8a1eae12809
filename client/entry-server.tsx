// The server's entry: renders a public page to HTML with its data, for the browser to hydrate
// (docs/decisions/015-server-rendering.md). Built by Vite as dist/server/entry-server.js
// (vite.config.ts) and loaded by server/render-page.ts.
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, StaticRouter } from 'react-router';
import { serverTexts } from '#common/i18n/setup.ts';
import type { Language } from '#common/i18n/options.ts';
import { fixedSource } from '#client/lib/texts.tsx';
import { sessionQueryKey } from '#client/features/auth/api/get-session.ts';
import { AppProviders } from './app/providers.tsx';
import { AppRoutes, appRoutes, isServerRendered, pageModuleAt } from './app/router.tsx';
import { pageDataLoaders, shellDataLoader } from './app/route-loaders.ts';
import { ApiError, setClientTransport } from './lib/api.ts';
import { RenderedForSavingData } from './lib/connection.ts';
import { createPageStatus, PageStatusContext } from './lib/page-status.ts';
import { createQueryClient } from './lib/query-client.ts';
import { serverStateJson, type ServerState } from './lib/server-state.ts';

export { isServerRendered };

export interface RenderedPage {
  /** 200, or 404 when the page shows "not found". */
  status: number;
  /** The markup that goes inside `<div id="root">`. */
  html: string;
  /** The `<script type="application/json">` body the browser hydrates from (escaped for HTML). */
  state: string;
  /** The page's source file (`client/app/routes/old-home.tsx`), whose chunks the HTML names. */
  module: string;
  /** Queries the page used that its route's loader did not load: shown as loading, and a defect of the loader. */
  unloaded: string[];
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

/** Queries the render used, enabled for a visitor, that are still without data: not the session, which a visitor's first view never waits for. */
function unloadedQueries(queryClient: QueryClient): Query[] {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => {
      if (query.state.status !== 'pending' || query.queryKey[0] === sessionQueryKey[0]) return false;
      const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
      return typeof enabled === 'function' ? enabled(query) : enabled !== false;
    });
}

/**
 * Renders the page at `url` in `language` with its data, or returns undefined for a page the
 * browser renders alone. React Router's static handler runs the route's loaders first, which put
 * the page's data in this render's query client (client/app/route-loaders.ts); React then renders
 * the page once, inside the same router element as the browser's, waiting for its lazily loaded code (`prerender`), so that the page
 * arrives whole: nothing is revealed later by an inline script, which the CSP blocks and which a
 * reader without JavaScript never runs. Throws when the page cannot be rendered; the caller then
 * sends the plain shell.
 */
export async function renderPage({ url, language, api, signal, isSavingData = false }: RenderOptions): Promise<RenderedPage | undefined> {
  const address = new URL(url);
  if (!isServerRendered(address.pathname)) return undefined;

  const queryClient = createQueryClient();
  setClientTransport(queryClient, api);
  // A failed query shows its error (a post that does not exist shows "not available"), at once.
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, retry: false, retryOnMount: false } });
  const texts = fixedSource(serverTexts(language));

  const { query } = createStaticHandler(appRoutes({ loaders: pageDataLoaders(queryClient), shellLoader: shellDataLoader(queryClient) }));
  const context = await query(new Request(address, { signal }));
  if (context instanceof Response) throw new Error(`A loader answered ${context.status} for ${address.pathname}`);
  signal?.throwIfAborted();

  const page = createPageStatus();
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <PageStatusContext value={page}>
        <RenderedForSavingData value={isSavingData}>
          <AppProviders texts={texts} queryClient={queryClient}>
            {/* The same element tree as the browser's (client/main.tsx): React's ids (useId) follow
                the tree's shape, and a label must name the same field on both sides. */}
            <StaticRouter location={address.pathname + address.search}>
              <AppRoutes />
            </StaticRouter>
          </AppProviders>
        </RenderedForSavingData>
      </PageStatusContext>
    </StrictMode>,
    {
      signal,
      // Every part inline, in the order of the page: React would move a large part to the end of
      // the document and put it back with an inline script, which the CSP blocks and a reader
      // without JavaScript never runs.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      // A part that failed would be left for the browser to render: the page is sent as the plain shell instead.
      onError: (error) => void errors.push(error),
    },
  );
  if (errors.length > 0) throw errors[0] instanceof Error ? errors[0] : new Error(String(errors[0]));
  const html = await new Response(prelude).text();

  const queries = queryClient.getQueryCache().getAll();
  const failed = queries.find((entry) => entry.state.error && !(entry.state.error instanceof ApiError && entry.state.error.status < 500));
  // The server or the database failed: the browser asks again rather than showing an error it may not get.
  if (failed) throw new Error(`Query ${failed.queryHash} failed while rendering: ${String(failed.state.error)}`);

  const state: ServerState = {
    language,
    path: address.pathname + address.search,
    isSavingData,
    queries: dehydrate(queryClient, { shouldDehydrateQuery: (entry) => entry.state.status !== 'pending' }),
  };
  return {
    status: page.status,
    html,
    state: serverStateJson(state),
    module: pageModuleAt(address.pathname)!,
    unloaded: unloadedQueries(queryClient).map((entry) => entry.queryHash),
  };
}
