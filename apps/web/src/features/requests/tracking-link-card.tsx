import { Button, Card, Code, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCopy, IconLink, IconRefresh } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { openConfirm } from '../../components/confirm';
import { t } from '../../i18n';
import { replaceTrackingLink, trackingLinkQuery } from './api';

/** The request's password-free tracking link: shown on demand, copied, or replaced (the old one then stops). */
export function TrackingLinkCard({ reqCode }: { reqCode: string }) {
  const [shown, setShown] = useState(false);
  const queryClient = useQueryClient();
  const link = useQuery({ ...trackingLinkQuery(reqCode), enabled: shown });
  const replace = useMutation({
    mutationFn: () => replaceTrackingLink(reqCode),
    onSuccess: (reply) => {
      queryClient.setQueryData(trackingLinkQuery(reqCode).queryKey, reply);
      notifications.show({ color: 'green', message: reply.message });
    },
    onError: (err) => notifications.show({ color: 'red', message: err.message }),
  });
  const copy = async (url: string) => {
    await navigator.clipboard?.writeText(url).catch(() => {});
    notifications.show({ color: 'green', message: t('linkCopied') });
  };
  const url = link.data?.tracking_url;
  return (
    <Card withBorder radius="lg" p="lg" data-testid="tracking-link-card">
      <Title order={2} fz="h4" mb={4}>
        {t('trackingLinkTitle')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('trackingLinkHint')}
      </Text>
      {!shown ? (
        <Button variant="light" leftSection={<IconLink size={16} />} onClick={() => setShown(true)}>
          {t('showTrackingLink')}
        </Button>
      ) : (
        <Stack gap="xs">
          {link.error && <Text c="red">{link.error.message}</Text>}
          {url && (
            <Code block data-testid="tracking-url" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
              {url}
            </Code>
          )}
          <Group gap="xs">
            <Button
              variant="light"
              leftSection={<IconCopy size={16} />}
              disabled={!url}
              onClick={() => url && copy(url)}
            >
              {t('copyLink')}
            </Button>
            <Button
              variant="default"
              leftSection={<IconRefresh size={16} />}
              loading={replace.isPending}
              onClick={() =>
                openConfirm({
                  title: t('replaceLink'),
                  children: <Text size="sm">{t('replaceLinkConfirm')}</Text>,
                  labels: { confirm: t('replaceLink'), cancel: t('cancel') },
                  onConfirm: () => replace.mutate(),
                })
              }
            >
              {t('replaceLink')}
            </Button>
          </Group>
        </Stack>
      )}
    </Card>
  );
}
