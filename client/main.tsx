import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers.tsx';
import { createRouter } from './app/router.tsx';
import { i18nReady } from './lib/i18n.ts';
import { registerServiceWorker } from './lib/register-service-worker.ts';
import './styles/app.css';

const router = createRouter();
registerServiceWorker();

// The first screen renders once the texts of its language are in.
void i18nReady.then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  ),
);
