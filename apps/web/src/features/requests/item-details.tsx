import { Image, Modal, SimpleGrid, Skeleton, Stack, Text, Timeline, Title, UnstyledButton } from '@mantine/core';
import type { TImageDetail } from '@svc/contract';
import { dueMovedKey, formatDateTime } from '@svc/contract';
import { IconCircleCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LoadError } from '../../components/load-error';
import { explainStatus } from '../../components/status-badges';
import { localize, t } from '../../i18n';
import { viewItemQuery } from './api';

/** The item's timeline with customer-facing labels and explanations, and its photos. */
export function ItemDetails({ itemId, itemLabel }: { itemId: string; itemLabel: string }) {
  const query = useQuery(viewItemQuery(itemId));
  const [open, setOpen] = useState<TImageDetail | null>(null);
  if (query.isPending) return <Skeleton h={160} role="status" aria-label={t('loading')} />;
  if (query.error) return <LoadError error={query.error} onRetry={() => query.refetch()} />;
  const { request_tracking_details: tracking, image_details: images } = query.data;
  return (
    <Stack gap="md" mt="sm">
      <Title order={4} fz="h6">
        {t('timeline')}
      </Title>
      <Timeline active={tracking.length - 1} bulletSize={22} lineWidth={2} data-testid="item-timeline">
        {tracking.map((e, i) => (
          <Timeline.Item
            key={`${e.at}-${e.status}-${e.remark}`}
            bullet={<IconCircleCheck size={14} />}
            title={t(`status_${e.status}`)}
          >
            <Text size="sm" c="dimmed">
              {explainStatus(e.status, e.expected_on)}
            </Text>
            {e.due_moved_to && (
              <Text size="sm" data-testid="due-moved">
                {t(dueMovedKey(tracking[i - 1]?.status), { date: formatDateTime(e.due_moved_to) })}
              </Text>
            )}
            {e.remark && e.remark !== e.status_label && <Text size="sm">{e.remark}</Text>}
            <Text size="xs" c="dimmed" mt={2}>
              {formatDateTime(e.at)} · {t('byWhom', { who: localize(e.by) })}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
      <Title order={4} fz="h6">
        {t('photos')}
      </Title>
      {images.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('noPhotos')}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 3, sm: 5 }} spacing="xs" data-testid="item-photos">
          {images.map((img, i) => (
            <UnstyledButton key={img.image_id} onClick={() => setOpen(img)} aria-label={t('openPhoto', { n: i + 1 })}>
              <Image
                src={img.thumbnail_url}
                alt={t('photoOf', { n: i + 1, item: itemLabel })}
                h={90}
                radius="sm"
                fit="cover"
              />
            </UnstyledButton>
          ))}
        </SimpleGrid>
      )}
      <Modal
        opened={!!open}
        onClose={() => setOpen(null)}
        size="xl"
        title={itemLabel}
        centered
        closeButtonProps={{ 'aria-label': t('close') }}
      >
        {open && <Image src={open.url} alt={itemLabel} fit="contain" mah="75vh" data-testid="full-photo" />}
      </Modal>
    </Stack>
  );
}
