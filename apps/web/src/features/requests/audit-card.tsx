import { Card, Skeleton, Stack, Text, Timeline, Title } from '@mantine/core';
import type { TRequestItem } from '@svc/contract';
import { formatDateTime } from '@svc/contract';
import { useQuery } from '@tanstack/react-query';
import { LoadError } from '../../components/load-error';
import { t, useLanguage } from '../../i18n';
import { auditQuery } from './api';
import { describeAudit, groupAudit } from './audit-wording';

/** Who changed what on a request, for staff (the server refuses it to customers). */
export function AuditCard({ reqCode, items }: { reqCode: string; items: TRequestItem[] }) {
  const lang = useLanguage();
  const query = useQuery({
    ...auditQuery(reqCode),
  });
  return (
    <Card withBorder radius="lg" p="lg" data-testid="audit-card">
      <Title order={2} fz="h4" mb="sm">
        {t('auditTitle')}
      </Title>
      {query.isPending && <Skeleton h={60} role="status" aria-label={t('loading')} />}
      {query.error && <LoadError error={query.error} onRetry={() => query.refetch()} />}
      {query.data && query.data.audit_details.length === 0 && <Text c="dimmed">{t('auditEmpty')}</Text>}
      {query.data && query.data.audit_details.length > 0 && (
        <Timeline bulletSize={14} lineWidth={2}>
          {groupAudit(query.data.audit_details).map((group) => {
            const e = group[0] as (typeof group)[number];
            const text = describeAudit(group, items);
            return (
              <Timeline.Item key={e.id} title={text.title} data-testid="audit-entry">
                <Stack gap={0} style={{ overflowWrap: 'anywhere' }}>
                  {text.subject && (
                    <Text size="sm" fw={500}>
                      {text.subject}
                    </Text>
                  )}
                  {text.lines.map((line) => (
                    <Text key={line} size="sm">
                      {line}
                    </Text>
                  ))}
                  <Text size="xs" c="dimmed">
                    {t('auditBy', { by: (lang === 'ta' && e.by_tamil) || e.by, at: formatDateTime(e.at) })}
                  </Text>
                </Stack>
              </Timeline.Item>
            );
          })}
        </Timeline>
      )}
    </Card>
  );
}
