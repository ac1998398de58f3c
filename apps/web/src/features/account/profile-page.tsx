import { Button, Card, Grid, Group, SimpleGrid, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { formatDate, formatDateTime, formatMobile, STATES } from '@svc/contract';
import { IconPencil } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { lazyPart } from '../../components/lazy-part';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { type MessageKey, t } from '../../i18n';
import { setPreferences, usePreferences } from '../../lib/preferences';
import { profileQuery } from './api';
import { ProfileForm } from './profile-form';
import { WhatsappCard } from './whatsapp-card';

/** Below the profile, loaded once the screen has painted (decision 075: the customer's route budget). */
const ColleaguesPanel = lazyPart(() => import('./colleagues-panel').then((m) => m.ColleaguesPanel));

const stateName = (code: string) => STATES.find((s) => s.code === code)?.name ?? code;

function Field({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" component="dt">
        {label}
      </Text>
      <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
        {value || '—'}
      </Text>
    </Stack>
  );
}

export default function ProfilePage() {
  const prefs = usePreferences();
  const query = useQuery(profileQuery);
  const p = query.data;
  const [editing, setEditing] = useState(false);

  return (
    <>
      <PageHeader title={t('profileTitle')} />
      <Grid>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Card withBorder radius="lg" p="lg">
            <Group justify="space-between" mb="md" gap="xs">
              <Title order={2} fz="h4">
                {t('accountDetails')}
              </Title>
              {p?.company && p.account_role === 'owner' && (
                <Button
                  variant="light"
                  size="xs"
                  leftSection={<IconPencil size={14} />}
                  onClick={() => setEditing(true)}
                >
                  {t('editDetails')}
                </Button>
              )}
            </Group>
            {query.isPending && <Skeleton h={160} role="status" aria-label={t('loading')} />}
            {query.error && <LoadError error={query.error} onRetry={() => query.refetch()} />}
            {p && (
              <SimpleGrid cols={{ base: 1, sm: 2 }} component="dl" m={0} spacing="md">
                <Field label={t('userName')} value={p.username} />
                <Field label={t('role')} value={t(`role_${p.role}` as MessageKey)} />
                <Field label={t('customerCode')} value={p.customercode} />
                <Field label={t('lastLoginLabel')} value={formatDateTime(p.lastLogin)} />
                <Field label={t('memberSince')} value={formatDate(p.createdAt)} />
                {p.company && (
                  <>
                    <Field label={t('companyName')} value={p.company.companyname} />
                    <Field label={t('gstin')} value={p.company.gstin} />
                    <Field label={t('contactPerson')} value={p.company.contactperson} />
                    <Field label={t('email')} value={p.company.email} />
                    <Field label={t('mobile')} value={formatMobile(p.company.mobile)} />
                    <Field
                      label={t('address')}
                      value={`${p.company.address}, ${p.company.city} ${p.company.pincode}`}
                    />
                    <Field label={t('state')} value={stateName(p.company.state)} />
                  </>
                )}
              </SimpleGrid>
            )}
          </Card>
          {p?.company && (
            <Card withBorder radius="lg" p="lg" mt="md">
              <ColleaguesPanel />
            </Card>
          )}
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          {p?.company && p.account_role === 'owner' && <WhatsappCard optedInAt={p.company.whatsapp_opt_in_at} />}
          <Card withBorder radius="lg" p="lg">
            <Title order={2} fz="h4" mb="md">
              {t('appearance')}
            </Title>
            <Switch
              checked={prefs.customizer}
              onChange={(e) => setPreferences({ customizer: e.currentTarget.checked })}
              label={t('showCustomizer')}
              description={t('showCustomizerHint')}
            />
          </Card>
        </Grid.Col>
      </Grid>
      {editing && p?.company && <ProfileForm company={p.company} onClose={() => setEditing(false)} />}
    </>
  );
}
