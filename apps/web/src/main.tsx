// Mantine's base styles; each component's styles come with the module that uses it (mantine-css.plugin.ts).
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import './app/global.css';
import './app/tamil-font.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { OfflineBanner } from './app/offline-banner';
import { AppProvider } from './app/provider';
import { appRoutes } from './app/router';
import { registerServiceWorker } from './app/service-worker';
import { activateLanguage, initialLanguage, useLanguage } from './i18n';

const router = createBrowserRouter(appRoutes);

/** A new language renders every screen anew, where the reader is (the route and its data stay). */
function Screens() {
  const language = useLanguage();
  return (
    <>
      <RouterProvider key={language} router={router} />
      <OfflineBanner />
    </>
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');
const mount = root;
activateLanguage(initialLanguage())
  .catch(() => activateLanguage('en'))
  .finally(() => {
    // A transition renders in slices that yield to the browser between them, so a phone is never blocked
    // for the whole first render (Lighthouse's total blocking time).
    const app = createRoot(mount);
    startTransition(() =>
      app.render(
        <StrictMode>
          <AppProvider>
            <Screens />
          </AppProvider>
        </StrictMode>,
      ),
    );
    registerServiceWorker();
  });
