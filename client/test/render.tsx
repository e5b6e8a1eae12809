import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { serverTexts } from '#common/i18n/setup.ts';
import type { Language } from '#common/i18n/options.ts';
import { setClientTransport } from '#client/lib/api.ts';
import { fixedSource, TextsProvider } from '#client/lib/texts.tsx';

export interface PortalRenderOptions {
  language?: Language;
  /** Answers the API requests the component's queries make (through their query client). */
  api?: typeof fetch;
}

/**
 * Renders a component as the portal does, with the texts of one language, a query client of its
 * own (no retries) and a router, so that a test can drive it through what a person sees.
 */
export function renderInPortal(ui: ReactElement, options: PortalRenderOptions = {}): RenderResult & { queryClient: QueryClient } {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  if (options.api) setClientTransport(queryClient, options.api);
  const language = options.language ?? 'ar';
  document.documentElement.lang = language;
  document.documentElement.dir = language === 'ar' ? 'rtl' : 'ltr';
  const result = render(
    <QueryClientProvider client={queryClient}>
      <TextsProvider source={fixedSource(serverTexts(language))}>
        <MemoryRouter>{ui}</MemoryRouter>
      </TextsProvider>
    </QueryClientProvider>,
  );
  return { ...result, queryClient };
}
