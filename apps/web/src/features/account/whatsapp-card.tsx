import { Card, Switch, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatDateTime } from '@svc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { t } from '../../i18n';
import { accountKeys, setWhatsappOptIn } from './api';

/** The customer's consent to WhatsApp messages: given with its time, withdrawn with one switch. */
export function WhatsappCard({ optedInAt }: { optedInAt: string | null }) {
  const queryClient = useQueryClient();
  // The switch follows the hand at once (the mutation's own state arrives a tick later, and a controlled
  // input shows the old value meanwhile), and the saved profile once it is read again.
  const [wanted, setWanted] = useState<boolean | null>(null);
  const change = useMutation({
    mutationFn: setWhatsappOptIn,
    onSuccess: (reply) => notifications.show({ color: 'green', message: reply.message }),
    onError: (err) => notifications.show({ color: 'red', message: err.message }),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: accountKeys.profile });
      setWanted(null);
    },
  });
  const on = wanted ?? optedInAt !== null;
  return (
    <Card withBorder radius="lg" p="lg" mb="md">
      <Title order={2} fz="h4" mb="md">
        {t('whatsappUpdates')}
      </Title>
      <Switch
        checked={on}
        disabled={change.isPending}
        onChange={(e) => {
          setWanted(e.currentTarget.checked);
          change.mutate(e.currentTarget.checked);
        }}
        label={t('whatsappOptIn')}
        description={t('whatsappUpdatesHint')}
      />
      {optedInAt && (
        <Text size="xs" c="dimmed" mt="xs" data-testid="whatsapp-since">
          {t('whatsappSince', { at: formatDateTime(optedInAt) })}
        </Text>
      )}
    </Card>
  );
}
