import { Card, Skeleton, Stack, Text, Timeline, Title } from '@mantine/core';
import type { TAuditEntry } from '@svc/contract';
import { formatDateTime } from '@svc/contract';
import { useQuery } from '@tanstack/react-query';
import { LoadError } from '../../components/load-error';
import { type MessageKey, t, useLanguage } from '../../i18n';
import { auditQuery } from './api';

const show = (v: unknown) => (v === null || v === undefined || v === '' ? '–' : String(v));

/** "field: before → after" for each field that changed. */
function changes(e: TAuditEntry): string[] {
  const before = e.before ?? {};
  const after = e.after ?? {};
  return Object.keys(after)
    .filter((k) => show(before[k]) !== show(after[k]))
    .map((k) => (k in before ? `${k}: ${show(before[k])} → ${show(after[k])}` : `${k}: ${show(after[k])}`));
}

/** Who changed what on a request, for staff (the server refuses it to customers). */
export function AuditCard({ reqCode }: { reqCode: string }) {
  const lang = useLanguage();
  const query = useQuery({
    ...auditQuery(reqCode),
  });
  return (
    <Card withBorder radius="lg" p="lg" data-testid="audit-card">
      <Title order={2} fz="h4" mb="sm">
        {t('auditTitle')}
      </Title>
      {query.isPending && <Skeleton h={60} aria-label={t('loading')} />}
      {query.error && <LoadError error={query.error} onRetry={() => query.refetch()} />}
      {query.data && query.data.audit_details.length === 0 && <Text c="dimmed">{t('auditEmpty')}</Text>}
      {query.data && query.data.audit_details.length > 0 && (
        <Timeline bulletSize={14} lineWidth={2}>
          {query.data.audit_details.map((e) => (
            <Timeline.Item key={e.id} title={t(`audit_${e.action}` as MessageKey)}>
              <Stack gap={0}>
                {changes(e).map((line) => (
                  <Text key={line} size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {line}
                  </Text>
                ))}
                <Text size="xs" c="dimmed">
                  {t('auditBy', { by: (lang === 'ta' && e.by_tamil) || e.by, at: formatDateTime(e.at) })}
                </Text>
              </Stack>
            </Timeline.Item>
          ))}
        </Timeline>
      )}
    </Card>
  );
}
