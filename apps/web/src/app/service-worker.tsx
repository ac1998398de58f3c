import { Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { t } from '../i18n';

/**
 * Registers the service worker of the build (vite-plugin-pwa), after the first screen is up so that it
 * costs the first load nothing. A new version waits; the person is told and reloads when it suits them.
 */
export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  void import('virtual:pwa-register').then(({ registerSW }) => {
    const update = registerSW({
      onNeedRefresh() {
        notifications.show({
          id: 'app-update',
          autoClose: false,
          title: t('updateReadyTitle'),
          message: (
            <Stack gap={6} align="flex-start">
              <Text size="sm">{t('updateReadyText')}</Text>
              <Button size="xs" onClick={() => void update(true)}>
                {t('reloadApp')}
              </Button>
            </Stack>
          ),
        });
      },
    });
  });
}
