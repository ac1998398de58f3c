import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import './app/tamil-font.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProvider } from './app/provider';
import { router } from './app/router';
import { activateLanguage, initialLanguage, useLanguage } from './i18n';

/** A new language renders every screen anew, where the reader is (the route and its data stay). */
function Screens() {
  return <RouterProvider key={useLanguage()} router={router} />;
}

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');
const mount = root;
activateLanguage(initialLanguage())
  .catch(() => activateLanguage('en'))
  .finally(() =>
    createRoot(mount).render(
      <StrictMode>
        <AppProvider>
          <Screens />
        </AppProvider>
      </StrictMode>,
    ),
  );
