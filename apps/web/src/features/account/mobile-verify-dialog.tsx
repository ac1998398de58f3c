import { Alert, Button, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatMobile } from '@svc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { OtpStep } from '../../components/otp-step';
import { t } from '../../i18n';
import { accountKeys, sendMobileCode, verifyMobile } from './api';

/**
 * The mobile's verification (decision 089): a 6-digit code sent to the number by SMS or WhatsApp, typed back.
 * Until then no WhatsApp or SMS goes to the number, and its WhatsApp messages reach nobody. A refusal (no phone
 * channel on, too many codes, a wrong code) says why in place.
 */
export function MobileVerifyDialog({ mobile, onClose }: { mobile: string; onClose: () => void }) {
  const queryClient = useQueryClient();
  const [sent, setSent] = useState<string | null>(null);
  const send = useMutation({ mutationFn: sendMobileCode, onSuccess: (reply) => setSent(reply.message) });
  const confirm = useMutation({
    mutationFn: verifyMobile,
    onSuccess: (reply) => {
      queryClient.setQueryData(accountKeys.profile, reply.profile);
      notifications.show({ color: 'green', message: reply.message });
      onClose();
    },
  });
  return (
    <Modal opened onClose={onClose} title={t('verifyMobileTitle')} data-testid="mobile-verify">
      {sent === null ? (
        <Stack>
          <Text>{t('verifyMobileIntro', { mobile: formatMobile(mobile) })}</Text>
          {send.error && (
            <Alert color="orange" role="alert" data-testid="mobile-verify-error">
              {send.error.message}
            </Alert>
          )}
          <Button onClick={() => send.mutate()} loading={send.isPending}>
            {t('sendMobileCode')}
          </Button>
        </Stack>
      ) : (
        <Stack>
          <Text size="sm" data-testid="mobile-code-sent">
            {sent}
          </Text>
          <OtpStep
            submitting={confirm.isPending}
            error={confirm.error?.message ?? null}
            onSubmit={(otp) => confirm.mutate(otp)}
            onResend={() => sendMobileCode().then((reply) => setSent(reply.message))}
            submitLabel={t('confirmMobileCode')}
          />
        </Stack>
      )}
    </Modal>
  );
}
