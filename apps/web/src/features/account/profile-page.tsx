import { Badge, Box, Button, Card, Grid, Group, SimpleGrid, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import { formatDate, formatMobile, STATES } from '@svc/contract';
import { IconPencil, IconShieldCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { lastLoginValue } from '../../components/last-login';
import { lazyPart } from '../../components/lazy-part';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { WRAPPING_BADGE } from '../../components/status-badges';
import { type MessageKey, t } from '../../i18n';
import { setPreferences, usePreferences } from '../../lib/preferences';
import { profileQuery } from './api';
import { loadColleaguesPanel } from './load-colleagues-panel';
import { ProfileForm } from './profile-form';
import { WhatsappCard } from './whatsapp-card';

/** Below the profile, loaded once the screen has painted (decision 075: the customer's route budget). */
const ColleaguesPanel = lazyPart(loadColleaguesPanel);
const MobileVerifyDialog = lazyPart(() => import('./mobile-verify-dialog').then((m) => m.MobileVerifyDialog));

const stateName = (code: string) => STATES.find((s) => s.code === code)?.name ?? code;

function Field({ label, value, children }: { label: string; value: string; children?: React.ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed" component="dt">
        {label}
      </Text>
      <Box component="dd" m={0}>
        <Text style={{ overflowWrap: 'anywhere' }}>{value || '—'}</Text>
        {children}
      </Box>
    </Stack>
  );
}

/**
 * Whether the mobile is verified (decision 089), and for the account's admin the step that verifies it: until
 * then no WhatsApp or SMS goes to the number. On a server that can send it no code (neither SMS nor WhatsApp
 * on), it says so up front, with no Verify that could only fail once pressed.
 */
function MobileStatus({
  verified,
  verifiable,
  canVerify,
  onVerify,
}: {
  verified: boolean;
  verifiable: boolean;
  canVerify: boolean;
  onVerify(): void;
}) {
  return (
    <Group gap="xs" mt={4} data-testid="mobile-status">
      <Badge color={verified ? 'teal.9' : 'yellow.5'} variant="filled" autoContrast radius="sm" styles={WRAPPING_BADGE}>
        {verified ? t('mobileVerifiedBadge') : t('mobileNotVerifiedBadge')}
      </Badge>
      {!verified && verifiable && canVerify && (
        <Button size="compact-sm" variant="light" leftSection={<IconShieldCheck size={14} />} onClick={onVerify}>
          {t('verifyMobile')}
        </Button>
      )}
      {!verified && (
        <Text size="xs" c="dimmed" w="100%">
          {t(verifiable ? 'mobileNotVerifiedHint' : 'mobileVerifyUnavailable')}
        </Text>
      )}
    </Group>
  );
}

export default function ProfilePage() {
  const prefs = usePreferences();
  const query = useQuery(profileQuery);
  const p = query.data;
  const [editing, setEditing] = useState(false);
  const [verifying, setVerifying] = useState(false);
  const owner = p?.account_role === 'owner';

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
                <Field label={t('lastLoginLabel')} value={lastLoginValue(p.lastLogin)} />
                <Field label={t('memberSince')} value={formatDate(p.createdAt)} />
                {p.company && (
                  <>
                    <Field label={t('nameOrCompany')} value={p.company.companyname} />
                    <Field label={t('gstin')} value={p.company.gstin || t('notGstRegistered')} />
                    <Field label={t('contactPerson')} value={p.company.contactperson} />
                    <Field label={t('email')} value={p.company.email} />
                    <Field label={t('mobile')} value={formatMobile(p.company.mobile)}>
                      <MobileStatus
                        verified={p.company.mobile_verified_at !== null}
                        verifiable={p.company.mobile_verifiable}
                        canVerify={owner}
                        onVerify={() => setVerifying(true)}
                      />
                    </Field>
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
          {/* Offered where WhatsApp updates can go; a consent already given can always be withdrawn. */}
          {p?.company &&
            p.account_role === 'owner' &&
            (p.company.whatsapp_available || p.company.whatsapp_opt_in_at !== null) && (
              <WhatsappCard optedInAt={p.company.whatsapp_opt_in_at} />
            )}
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
      {editing && p?.company && (
        <ProfileForm
          company={p.company}
          onClose={(saved) => {
            setEditing(false);
            // A new number is verified next: the step opens at once (decision 089).
            const next = saved?.company;
            if (next && next.mobile !== p.company?.mobile && !next.mobile_verified_at && next.mobile_verifiable)
              setVerifying(true);
          }}
        />
      )}
      {verifying && p?.company && <MobileVerifyDialog mobile={p.company.mobile} onClose={() => setVerifying(false)} />}
    </>
  );
}
