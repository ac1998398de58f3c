import { Alert, Anchor, Card, Group, Skeleton, Stack, Text, Timeline, Title } from '@mantine/core';
import { formatDate, formatDateTime, formatMobile, pages, TRACK_TOKEN_PATTERN, type TTrackItem } from '@svc/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { BlankLayout } from '../../components/blank-layout';
import { PromiseLine } from '../../components/promise-line';
import { explainStatus, GroupBadge, StatusBadge } from '../../components/status-badges';
import { t } from '../../i18n';
import { trackQuery } from './api';
import { TrackActions } from './track-actions';

/** Search engines must not keep a page that anyone with the link can open. */
function useNoIndex() {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex, nofollow';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}

/** The page a tracking link opens, with no sign-in: each item's status and its timeline, nothing private. */
export default function TrackingPage() {
  useNoIndex();
  const [params] = useSearchParams();
  const token = params.get('k') ?? '';
  const wellFormed = TRACK_TOKEN_PATTERN.test(token);
  const query = useQuery({ ...trackQuery(token), enabled: wellFormed });

  if (!wellFormed || query.isError) {
    return (
      <BlankLayout title={t('trackInvalidTitle')} width={560}>
        <Stack>
          <Alert color="yellow" role="alert" data-testid="track-invalid">
            {t('invalid')}
          </Alert>
          <Anchor component={Link} to={pages.login}>
            {t('signInInstead')}
          </Anchor>
        </Stack>
      </BlankLayout>
    );
  }
  const data = query.data;
  return (
    <BlankLayout
      title={data ? t('trackTitle', { code: data.req_code }) : t('loading')}
      subtitle={data ? t('trackRaisedOn', { date: formatDate(data.created_at) }) : undefined}
      width={640}
    >
      {!data ? (
        <Skeleton h={240} aria-label={t('loading')} />
      ) : (
        <Stack data-testid="track-view">
          <Group gap="xs">
            <Text size="sm">{t('trackOverall')}</Text>
            <GroupBadge group={data.group} />
          </Group>
          {data.items.map((item) => (
            <TrackedItem key={item.line_no} item={item} actionsOpen={data.actions_open} />
          ))}
          {!data.actions_open && (
            <Alert color="gray" data-testid="track-closed">
              {t('accountClosed')}
            </Alert>
          )}
          {data.actions_open &&
            (data.items.some((i) => i.status === 'estimated') || data.items.every((i) => i.status === 'pending')) && (
              <TrackActions
                token={token}
                canAnswer={data.items.some((i) => i.status === 'estimated')}
                labels={Object.fromEntries(
                  data.items.map((i) => [
                    i.line_no,
                    `${i.line_no}. ${i.item_name} · ${i.brand_name} ${i.model_number}`,
                  ]),
                )}
              />
            )}
          {data.centre.name && (
            <Text size="sm" c="dimmed">
              {data.centre.phone
                ? t('trackCentrePhone', { name: data.centre.name, phone: formatMobile(data.centre.phone) })
                : data.centre.name}
            </Text>
          )}
        </Stack>
      )}
    </BlankLayout>
  );
}

function TrackedItem({ item, actionsOpen }: { item: TTrackItem; actionsOpen: boolean }) {
  return (
    <Card withBorder radius="md" p="md" data-testid={`track-item-${item.line_no}`}>
      <Group justify="space-between" align="flex-start" gap="xs" mb={4}>
        <Title order={2} fz="h5">
          {item.line_no}. {item.item_name} · {item.brand_name} {item.model_number}
        </Title>
        <StatusBadge status={item.status} keepWhole />
      </Group>
      <Text size="sm" c="dimmed" mb="sm">
        {t('serialNumber')}: {item.serial_number}
      </Text>
      <Text size="sm" mb="sm">
        {item.status === 'estimated' && !actionsOpen
          ? t('quotedClosed')
          : explainStatus(item.status, item.parts_expected_on)}
      </Text>
      <PromiseLine item={item} mb="sm" />
      <Timeline active={item.timeline.length - 1} bulletSize={14} lineWidth={2}>
        {item.timeline.map((e) => (
          <Timeline.Item key={`${e.status}-${e.at}`} title={t(`status_${e.status}`)}>
            <Text size="xs" c="dimmed">
              {formatDateTime(e.at)}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
    </Card>
  );
}
