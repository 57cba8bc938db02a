import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import { apiBaseUrl, createApiClient, setDefaultApiClient } from '@curbcut/client';
import { Toasts } from './components/Toasts';
import { createQueryClient } from './queryClient';
import { exposeTelemetryHook } from './telemetry';
import { createAppRouter } from './router';
import './styles.css';

// The API is on this host, or on its regional zone's host (spec 000 section 7).
setDefaultApiClient(createApiClient({ baseUrl: apiBaseUrl(window.location, document.cookie) }));

exposeTelemetryHook();

// The query client needs the router (the catalogue's 404 rule navigates) and the router's
// loaders need the query client; the late binding breaks the cycle.
let router: ReturnType<typeof createAppRouter> | null = null;
const queryClient = createQueryClient((to) => void router?.navigate(to));
router = createAppRouter(queryClient);

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toasts />
    </QueryClientProvider>
  </StrictMode>,
);
