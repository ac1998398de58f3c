import { Anchor, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import {
  awaitingParcel,
  formatAmount,
  formatDateTime,
  pages,
  printLink,
  REQ_CODE_PATTERN,
  sharedPromise,
} from '@svc/contract';
import { IconArrowLeft, IconPrinter } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { lazyPart } from '../../components/lazy-part';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { PromiseLine } from '../../components/promise-line';
import { GroupBadge } from '../../components/status-badges';
import { t } from '../../i18n';
import { ApiError } from '../../lib/api-error';
import { useSession } from '../../lib/session-store';
import { InvoicesCard, useMayApprove } from '../invoices';
import { AnswerAll } from './answer-all';
import { cancelRequest, viewRequestQuery } from './api';
import { CourierCard, Detail } from './courier-card';
import { ItemCard } from './item-card';
import { RatingCard } from './rating-card';
import { ShipmentsCard } from './shipments-card';
import { TrackingLinkCard } from './tracking-link-card';

/** Loaded when first opened (decision 075). */
const CancelDialog = lazyPart(() => import('./cancel-dialog').then((m) => m.CancelDialog));
// Staff's cards: a customer never sees them.
const AuditCard = lazyPart(() => import('./audit-card').then((m) => m.AuditCard));
const BulkMoveCard = lazyPart(() => import('./bulk-move-card').then((m) => m.BulkMoveCard));
const DeliveriesCard = lazyPart(() => import('./deliveries-card').then((m) => m.DeliveriesCard));
/** The conversation, below the items: loaded once the request has painted (decision 075). */
const ConversationCard = lazyPart(() => import('../conversations').then((m) => m.ConversationCard));

export default function ViewRequestPage() {
  const [params] = useSearchParams();
  const code = (params.get('code') ?? '').toUpperCase();
  const valid = REQ_CODE_PATTERN.test(code);
  const query = useQuery({ ...viewRequestQuery(code), enabled: valid });
  const staff = useSession()?.role !== 'customer';
  const [cancelling, setCancelling] = useState(false);
  const seesInvoices = useMayApprove();
  const back = (
    <Anchor component={Link} to={pages.requests} size="sm">
      <Group gap={4}>
        <IconArrowLeft size={14} /> {t('backToList')}
      </Group>
    </Anchor>
  );
  const missing = !valid || (query.error instanceof ApiError && query.error.status === 404);
  if (missing) {
    return (
      <Stack>
        {back}
        <EmptyState title={t('requestNotFound')} hint={t('requestNotFoundHint')} />
      </Stack>
    );
  }
  if (query.error) return <LoadError error={query.error} onRetry={() => query.refetch()} />;
  if (query.isPending) return <Skeleton h={320} role="status" aria-label={t('loading')} />;
  const { request_details: d, request_item_details: items } = query.data;
  const cancellable = awaitingParcel(items.map((i) => i.status));
  const shared = sharedPromise(items);

  return (
    <Stack gap="lg">
      {back}
      <PageHeader
        title={d.req_code}
        subtitle={`${t('raisedOn')} ${formatDateTime(d.created_at)}`}
        actions={
          <Group>
            <GroupBadge group={d.group} />
            {cancellable && (
              <Button variant="outline" color="red.9" onClick={() => setCancelling(true)}>
                {t('cancelThisRequest')}
              </Button>
            )}
            <Button component={Link} to={printLink(d.req_code)} variant="light" leftSection={<IconPrinter size={16} />}>
              {t('print')}
            </Button>
          </Group>
        }
      />
      <Card withBorder radius="lg" p="lg">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} component="dl" m={0}>
          <Detail label={t('requestCode')} value={d.req_code} />
          <Detail label={t('colCustomer')} value={`${d.customer_name} (${d.customer_code})`} />
          <Detail label={t('raisedBy')} value={d.raised_by} />
          <Detail label={t('colItems')} value={String(d.item_count)} />
          <Detail label={t('requestTotal')} value={`₹${formatAmount(d.total)}`} />
          {d.awaiting_approval_total > 0 && (
            <Detail label={t('quotedAwaitingApproval')} value={`₹${formatAmount(d.awaiting_approval_total)}`} />
          )}
        </SimpleGrid>
      </Card>
      <CourierCard
        key={`${d.courier_name}|${d.docket_number}|${d.narration}`}
        details={d}
        withdrawn={items.every((i) => i.status === 'cancelled')}
        parcel={query.data.shipments.find((s) => s.direction === 'in')}
        pickupOffered={query.data.pickup_offered}
      />
      <ShipmentsCard shipments={query.data.shipments} />
      <Title order={2} fz="h4">
        {t('itemsSection')}
      </Title>
      {shared && (
        <Stack gap={2} data-testid="shared-promise">
          <Text size="sm" c="dimmed">
            {t('promiseForEach', { count: String(items.length) })}
          </Text>
          <PromiseLine item={shared} />
        </Stack>
      )}
      {staff && <BulkMoveCard items={items} docket={d.docket_number} reqCode={d.req_code} intraState={d.intra_state} />}
      {!staff && seesInvoices && <AnswerAll reqCode={d.req_code} items={items} />}
      {items.map((item) => (
        <ItemCard
          key={item.item_id}
          item={item}
          docket={d.docket_number}
          reqCode={d.req_code}
          intraState={d.intra_state}
          dayMinutes={query.data.working_day_minutes}
          promiseAbove={shared !== null}
        />
      ))}
      <ConversationCard
        reqCode={d.req_code}
        staff={staff}
        items={items.map((i) => ({ item_id: i.item_id, label: `${i.line_no}. ${i.item_name}, ${i.brand_name}` }))}
      />
      {query.data.rating && <RatingCard rating={query.data.rating} />}
      {seesInvoices && <InvoicesCard reqCode={d.req_code} staff={staff} />}
      <TrackingLinkCard reqCode={d.req_code} />
      {staff && <DeliveriesCard reqCode={d.req_code} />}
      {staff && <AuditCard reqCode={d.req_code} items={items} />}
      {cancelling && (
        <CancelDialog
          title={t('cancelRequestTitle')}
          question={t('cancelRequestQuestion', { code: d.req_code })}
          confirmLabel={t('cancelThisRequest')}
          cancel={(reason) => cancelRequest(d.req_code, reason)}
          onClose={() => setCancelling(false)}
        />
      )}
    </Stack>
  );
}
