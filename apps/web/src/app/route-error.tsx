import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { t } from '../i18n';

/** Shown when a screen fails to load (for example a chunk that cannot be fetched offline). */
export function RouteError() {
  return (
    <Center mih="100vh" p="md">
      <Stack align="center" gap="sm">
        <Title order={2}>{t('errorTitle')}</Title>
        <Text c="dimmed">{t('serverNotReachable')}</Text>
        <Button onClick={() => window.location.reload()}>{t('retry')}</Button>
      </Stack>
    </Center>
  );
}
