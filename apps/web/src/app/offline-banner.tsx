import { Alert } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { useSyncExternalStore } from 'react';
import { t } from '../i18n';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Whether the browser has a network connection, as it reports it. */
function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/** Shown on every screen while the phone has no connection; the app shell still opens from the cache. */
export function OfflineBanner() {
  if (useOnline()) return null;
  return (
    <Alert
      role="status"
      color="dark"
      variant="filled"
      icon={<IconWifiOff size={18} aria-hidden />}
      title={t('offlineTitle')}
      style={{ position: 'fixed', insetInline: 12, bottom: 12, zIndex: 1100, maxWidth: 560, marginInline: 'auto' }}
    >
      {t('offlineText')}
    </Alert>
  );
}
