import {
  Box,
  Button,
  Card,
  Checkbox,
  FileButton,
  Grid,
  Group,
  Image,
  Progress,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  ITEM_STATUSES,
  type TCompanyReply,
  type TItemStatus,
  type TMessagingSettings,
  ZCompanySave,
} from '@svc/contract';
import { IconPhoto, IconTrash, IconTruckDelivery } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { z } from 'zod';
import { AddressFields } from '../../components/address-fields';
import { FormError } from '../../components/form-error';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { UnsavedChangesGuard } from '../../components/unsaved-changes-guard';
import { t } from '../../i18n';
import { useAppForm } from '../../lib/app-form';
import { formResolver } from '../../lib/form-resolver';
import { uploadPhoto } from '../../lib/upload-photo';
import { useSave } from '../../lib/use-save';
import { CourierSettingsCard } from '../pickups';
import { adminKeys, companyQuery, saveCompanySettings } from './api';
import { MessagingCard, messagingValues } from './messaging-card';

/** Every status has a customer mail; "Request raised" (pending) is the confirmation of a new request. */
const MAILED = ITEM_STATUSES;

export default function CompanyPage() {
  const query = useQuery(companyQuery);
  return (
    <>
      <PageHeader title={t('companyTitle')} subtitle={t('companySubtitle')} />
      {query.isPending && <Skeleton h={400} role="status" aria-label={t('loading')} />}
      {query.error && <LoadError error={query.error} onRetry={() => query.refetch()} />}
      {query.data && <CompanyForm details={query.data.company_details} />}
      {query.data && <CourierPickups />}
    </>
  );
}

/**
 * The courier pickups' settings (issue 43) open from here: a form of their own with its own save, shown when
 * asked for, so the letterhead's fields and its Save stay the page's only ones.
 */
function CourierPickups() {
  const [open, setOpen] = useState(false);
  return (
    <Box mt="md">
      {open ? (
        <CourierSettingsCard />
      ) : (
        <Button variant="light" leftSection={<IconTruckDelivery size={18} />} onClick={() => setOpen(true)}>
          {t('courierPickupsOpen')}
        </Button>
      )}
    </Box>
  );
}

type Details = TCompanyReply['company_details'];

/** The letterhead on prints, its logo (uploaded through a signed address), the status messages and their channels. */
function CompanyForm({ details }: { details: Details }) {
  const { logo_url, muted_statuses, messaging, channels_available, ...letterhead } = details;
  const [logo, setLogo] = useState<{ id: string | null; url: string | null } | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [logoError, setLogoError] = useState<string | null>(null);
  const mailed = MAILED.filter((s) => !muted_statuses.includes(s));
  const form = useAppForm({
    initialValues: { ...letterhead, mailed: mailed as string[], messaging: messagingValues(messaging) },
    validate: formResolver(
      z.preprocess(
        (v: Parameters<typeof pick>[0] & { messaging: TMessagingSettings }) => ({
          ...letterhead,
          ...pick(v),
          muted_statuses: [],
          messaging: v.messaging,
        }),
        ZCompanySave,
      ),
    ),
  });
  const save = useSave({
    save: saveCompanySettings,
    form,
    invalidate: adminKeys.company,
    // Saved: what the form holds is what the server keeps.
    onDone: () => {
      setLogo(null);
      form.resetDirty();
    },
  });

  async function chooseLogo(file: File | null) {
    if (!file) return;
    setLogoError(null);
    setProgress(0);
    try {
      const id = await uploadPhoto(file, setProgress, new AbortController().signal);
      setLogo({ id, url: URL.createObjectURL(file) });
    } catch (err) {
      setLogoError((err as Error).message);
    } finally {
      setProgress(null);
    }
  }
  const shownLogo = logo ? logo.url : logo_url;

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((v) =>
        save.mutate({
          ...pick(v),
          muted_statuses: MAILED.filter((s) => !v.mailed.includes(s)),
          messaging: v.messaging,
          ...(logo ? { logo_image_id: logo.id } : {}),
        }),
      )}
    >
      {/* A logo chosen and not saved is an edit too. */}
      <UnsavedChangesGuard dirty={form.isDirty() || logo !== null} />
      <Stack>
        <FormError error={save.error} />
        <Card withBorder radius="lg" p="lg">
          <Title order={2} fz="h4" mb="sm">
            {t('letterhead')}
          </Title>
          <Grid>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                label={t('companyLetterheadName')}
                withAsterisk
                maxLength={120}
                {...form.getInputProps('name')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                label={t('gstin')}
                maxLength={15}
                styles={{ input: { textTransform: 'uppercase' } }}
                {...form.getInputProps('gstin')}
              />
            </Grid.Col>
            <AddressFields form={form} place={false} autoFill={false} />
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                label={t('phone')}
                description={t('companyPhoneHint')}
                type="tel"
                maxLength={20}
                autoComplete="tel"
                {...form.getInputProps('phone')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput label={t('email')} type="email" maxLength={254} {...form.getInputProps('email')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                label={t('upiId')}
                description={t('upiIdHint')}
                maxLength={100}
                autoCapitalize="none"
                {...form.getInputProps('upi_id')}
              />
            </Grid.Col>
          </Grid>
          <Stack gap="xs" mt="md">
            <Text fw={500} size="sm">
              {t('logo')}
            </Text>
            {shownLogo && (
              <Image src={shownLogo} alt={t('logo')} h={64} w="auto" fit="contain" data-testid="logo-preview" />
            )}
            <Group>
              <FileButton onChange={chooseLogo} accept="image/jpeg,image/png,image/webp">
                {(props) => (
                  <Button {...props} variant="light" leftSection={<IconPhoto size={16} />} loading={progress !== null}>
                    {t('chooseLogo')}
                  </Button>
                )}
              </FileButton>
              {shownLogo && (
                <Button
                  variant="outline"
                  color="red.9"
                  leftSection={<IconTrash size={16} />}
                  onClick={() => setLogo({ id: null, url: null })}
                >
                  {t('removeLogo')}
                </Button>
              )}
            </Group>
            {progress !== null && <Progress value={progress * 100} aria-label={t('logo')} />}
            <Text size="xs" c={logoError ? 'red.8' : 'dimmed'} role={logoError ? 'alert' : undefined}>
              {logoError ?? t('logoHint')}
            </Text>
          </Stack>
        </Card>
        <Card withBorder radius="lg" p="lg">
          <Checkbox.Group label={t('statusMails')} description={t('statusMailsHint')} {...form.getInputProps('mailed')}>
            <Grid mt="xs">
              {MAILED.map((s: TItemStatus) => (
                <Grid.Col key={s} span={{ base: 12, sm: 6, md: 4 }}>
                  <Checkbox value={s} label={t(`status_${s}`)} />
                </Grid.Col>
              ))}
            </Grid>
          </Checkbox.Group>
        </Card>
        <MessagingCard
          form={form}
          available={channels_available}
          onOrderChange={(order) => form.setFieldValue('messaging.order', order)}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t('save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function pick(v: { name: string; address: string; gstin: string; phone: string; email: string; upi_id: string }) {
  return {
    name: v.name.trim(),
    address: v.address.trim(),
    gstin: v.gstin.trim().toUpperCase(),
    phone: v.phone.trim(),
    email: v.email.trim(),
    upi_id: v.upi_id.trim(),
  };
}
