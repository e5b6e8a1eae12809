import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { refetchWhenSignedIn } from './features/auth/lib/refetch-when-signed-in.ts';
import { AppProviders } from './app/providers.tsx';
import { AppRoutes, preloadPage } from './app/router.tsx';
import texts, { initialLanguage, startI18n } from './lib/i18n.ts';
import { RenderedForSavingData } from './lib/connection.ts';
import { createQueryClient } from './lib/query-client.ts';
import { registerServiceWorker } from './lib/register-service-worker.ts';
import { keyHistoryEntry } from './lib/scroll-restoration.tsx';
import { readServerState } from './lib/server-state.ts';
import './styles/app.css';

keyHistoryEntry();
registerServiceWorker();

const queryClient = createQueryClient();
const language = initialLanguage();
const container = document.getElementById('root')!;
// A page the server rendered (docs/decisions/015-server-rendering.md) brings its data, which is
// the same in both languages; it is hydrated only when the browser shows the language it was
// rendered in (a reader whose choice is only in localStorage gets it rendered here instead).
const server = readServerState();
const isServerPage = server?.path === location.pathname + location.search;
if (server && isServerPage) {
  hydrate(queryClient, server.queries);
  // What the server rendered from a failed query (a post that does not exist) stays as rendered.
  for (const query of server.queries.queries) {
    if (query.state.status === 'error') queryClient.setQueryDefaults(query.queryKey, { retryOnMount: false });
  }
  refetchWhenSignedIn(queryClient, server.queries.queries.map((query) => query.queryHash));
}
const isHydrating = isServerPage && server?.language === language;

const app = (
  <StrictMode>
    <RenderedForSavingData value={isHydrating && server.isSavingData}>
      <AppProviders texts={texts} queryClient={queryClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </RenderedForSavingData>
  </StrictMode>
);

// The first screen renders once the texts of its language are in (and, to hydrate, its page's code).
void Promise.all([startI18n(language), isHydrating ? preloadPage(location.pathname) : undefined]).then(() => {
  if (isHydrating) {
    // A difference from the server's markup is reported as a console error by React.
    hydrateRoot(container, app);
  } else {
    container.replaceChildren();
    createRoot(container).render(app);
  }
});
