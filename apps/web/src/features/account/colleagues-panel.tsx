import { Badge, Button, Card, Grid, Group, Select, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  COLLEAGUE_ROLES,
  formatDateTime,
  type TColleague,
  type TColleagueRole,
  type TInviteColleagueInput,
  ZInviteColleague,
} from '@svc/contract';
import { IconMailForward, IconUserMinus } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { openConfirm } from '../../components/confirm';
import { FormError } from '../../components/form-error';
import { LoadError } from '../../components/load-error';
import { WRAPPING_BADGE } from '../../components/status-badges';
import { type MessageKey, t, useLanguage } from '../../i18n';
import { useAppForm } from '../../lib/app-form';
import { formResolver } from '../../lib/form-resolver';
import { useSession } from '../../lib/session-store';
import { useSave } from '../../lib/use-save';
import {
  accountKeys,
  colleaguesQuery,
  inviteColleague,
  removeColleague,
  resendInvitation,
  setColleagueRole,
} from './api';

const roleLabel = (role: TColleague['role']) => t(`accountRole_${role}` as MessageKey);
const roleOptions = () => COLLEAGUE_ROLES.map((r) => ({ value: r, label: roleLabel(r) }));

/**
 * The people on a customer's account (decision 067): everyone on it sees the list; its admin (and staff,
 * naming the account by `customercode`) invite, change roles, send an invitation again and remove.
 */
export function ColleaguesPanel({ customercode, withTitle = true }: { customercode?: string; withTitle?: boolean }) {
  const query = useQuery(colleaguesQuery(customercode));
  // Their own row has no sign-in before this session on their first: "First login", as the top bar says.
  const session = useSession();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: accountKeys.colleagues(customercode) });
  const done = (reply: { message: string }) => notifications.show({ color: 'green', message: reply.message });
  const failed = (err: Error) => notifications.show({ color: 'red', message: err.message });
  const change = useMutation({
    mutationFn: (v: { user_id: string; role: TColleagueRole }) => setColleagueRole({ customercode, ...v }),
    onSuccess: done,
    onError: failed,
    onSettled: refresh,
  });
  const resend = useMutation({
    mutationFn: (user_id: string) => resendInvitation({ customercode, user_id }),
    onSuccess: done,
    onError: failed,
  });
  const remove = useMutation({
    mutationFn: (user_id: string) => removeColleague({ customercode, user_id }),
    onSuccess: done,
    onError: failed,
    onSettled: refresh,
  });
  const confirmRemove = (c: TColleague) =>
    openConfirm({
      title: t('removeColleagueTitle', { name: c.name }),
      children: <Text size="sm">{t('removeColleagueText', { name: c.name })}</Text>,
      labels: { confirm: t('colleagueRemove'), cancel: t('cancel') },
      confirmProps: { color: 'red' },
      closeButtonProps: { 'aria-label': t('close') },
      onConfirm: () => remove.mutate(c.user_id),
    });

  const data = query.data;
  const manage = data?.can_manage ?? false;
  const others = data?.colleagues.filter((c) => c.role !== 'owner') ?? [];
  return (
    <Stack gap="md" data-testid="colleagues">
      {withTitle && (
        <Title order={2} fz="h4">
          {t('colleaguesTitle')}
        </Title>
      )}
      {query.isPending && <Skeleton h={120} role="status" aria-label={t('loading')} />}
      {query.error && <LoadError error={query.error} onRetry={() => query.refetch()} />}
      {data && (
        <>
          <Text size="sm" c="dimmed">
            {manage ? t('colleaguesHintAdmin') : t('colleaguesHintOthers')}
          </Text>
          {data.your_role && (
            <Text size="sm" fw={500}>
              {t('yourAccountRole', { role: roleLabel(data.your_role) })}
            </Text>
          )}
          <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('colleaguesTitle')}>
            {data.colleagues.map((c) => (
              <Card component="li" withBorder radius="md" p="sm" key={c.user_id} data-testid="colleague">
                <Stack gap={6}>
                  <Group justify="space-between" gap="xs" wrap="wrap">
                    <Stack gap={0} style={{ minWidth: 0 }}>
                      <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
                        {c.name} ({c.username})
                      </Text>
                      <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                        {c.email}
                      </Text>
                    </Stack>
                    <Badge
                      color={c.state === 'invited' ? 'yellow.9' : 'teal.9'}
                      variant="filled"
                      autoContrast
                      styles={WRAPPING_BADGE}
                      data-testid="colleague-state"
                    >
                      {c.state === 'invited' ? t('colleagueStateInvited') : t('colleagueStateActive')}
                    </Badge>
                  </Group>
                  <Text size="xs" c="dimmed">
                    {c.last_login
                      ? t('colleagueLastLogin', { time: formatDateTime(c.last_login) })
                      : c.username === session?.username
                        ? t('firstLogin')
                        : t('colleagueNeverSignedIn')}
                  </Text>
                  {manage && c.role !== 'owner' ? (
                    <Group gap="xs" align="flex-end" wrap="wrap">
                      <Select
                        label={t('colleagueRoleOf', { name: c.name })}
                        data={roleOptions()}
                        value={c.role}
                        allowDeselect={false}
                        disabled={change.isPending}
                        onChange={(v) =>
                          v && v !== c.role && change.mutate({ user_id: c.user_id, role: v as TColleagueRole })
                        }
                        style={{ flex: '1 1 220px' }}
                      />
                      {c.state === 'invited' && (
                        <Button
                          variant="light"
                          leftSection={<IconMailForward size={16} />}
                          aria-label={t('colleagueResendName', { name: c.name })}
                          loading={resend.isPending && resend.variables === c.user_id}
                          onClick={() => resend.mutate(c.user_id)}
                        >
                          {t('colleagueResend')}
                        </Button>
                      )}
                      <Button
                        variant="outline"
                        color="red.9"
                        leftSection={<IconUserMinus size={16} />}
                        aria-label={t('colleagueRemoveName', { name: c.name })}
                        onClick={() => confirmRemove(c)}
                      >
                        {t('colleagueRemove')}
                      </Button>
                    </Group>
                  ) : (
                    <Text size="sm">{roleLabel(c.role)}</Text>
                  )}
                </Stack>
              </Card>
            ))}
          </Stack>
          {others.length === 0 && (
            <Text size="sm" c="dimmed" data-testid="colleagues-empty">
              {t('colleaguesEmpty')}
            </Text>
          )}
          {manage && <InviteForm customercode={customercode} />}
        </>
      )}
    </Stack>
  );
}

function InviteForm({ customercode }: { customercode?: string }) {
  const language = useLanguage();
  const initialValues: TInviteColleagueInput = { name: '', email: '', username: '', role: 'member', language };
  const form = useAppForm({ initialValues, validate: formResolver(ZInviteColleague) });
  const save = useSave({
    save: (v: TInviteColleagueInput) => inviteColleague({ ...v, customercode, language }),
    form,
    invalidate: accountKeys.colleagues(customercode),
    onDone: () => form.reset(),
  });
  return (
    <Card withBorder radius="md" p="md">
      <form noValidate onSubmit={form.onSubmit((v) => save.mutate(v as TInviteColleagueInput))}>
        <Stack gap="sm">
          <Title order={3} fz="h5">
            {t('inviteColleagueTitle')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('inviteColleagueHint')}
          </Text>
          <FormError error={save.error} />
          <Grid>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                label={t('colleagueName')}
                withAsterisk
                maxLength={80}
                autoComplete="off"
                {...form.getInputProps('name')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                label={t('colleagueEmail')}
                withAsterisk
                type="email"
                maxLength={254}
                autoComplete="off"
                {...form.getInputProps('email')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                label={t('userName')}
                withAsterisk
                maxLength={30}
                autoComplete="off"
                {...form.getInputProps('username')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <Select
                label={t('colleagueRole')}
                withAsterisk
                data={roleOptions()}
                allowDeselect={false}
                {...form.getInputProps('role')}
              />
            </Grid.Col>
          </Grid>
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              {t('inviteSend')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
