import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { pages } from '@svc/contract';
import { Link } from 'react-router';
import { t } from '../i18n';

export default function NotFoundPage() {
  return (
    <Center mih="100vh" p="md">
      <Stack align="center" gap="sm">
        <Title order={1}>{t('notFoundTitle')}</Title>
        <Text c="dimmed">{t('notFoundBody')}</Text>
        <Button component={Link} to={pages.home}>
          {t('goHome')}
        </Button>
      </Stack>
    </Center>
  );
}
