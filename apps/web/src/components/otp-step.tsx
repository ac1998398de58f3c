import { Alert, Button, Group, PinInput, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { OTP_LENGTH } from '@svc/contract';
import { useEffect, useState } from 'react';
import { t } from '../i18n';
import { revealFirstError } from '../lib/reveal-error';

const RESEND_AFTER_S = 30;

/** The 6-digit code step shared by sign-up, password recovery and the mobile's verification. */
export function OtpStep({
  submitting,
  error,
  onSubmit,
  onResend,
  onBack,
  children,
  submitLabel = t('createAccount'),
}: {
  submitting: boolean;
  error: string | null;
  onSubmit: (otp: string) => void;
  onResend: () => Promise<unknown>;
  /** Back to the form the code was asked from; no such button without it. */
  onBack?: () => void;
  children?: React.ReactNode;
  submitLabel?: string;
}) {
  const [otp, setOtp] = useState('');
  const [missing, setMissing] = useState(false);
  const [wait, setWait] = useState(RESEND_AFTER_S);
  const [resending, setResending] = useState(false);

  useEffect(() => {
    if (wait <= 0) return;
    const id = setTimeout(() => setWait((w) => w - 1), 1000);
    return () => clearTimeout(id);
  }, [wait]);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (otp.length !== OTP_LENGTH) {
      setMissing(true);
      revealFirstError(e.currentTarget);
      return;
    }
    onSubmit(otp);
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        {error && (
          <Alert color="red" role="alert" title={error} data-testid="otp-error">
            {null}
          </Alert>
        )}
        <Stack gap={6}>
          <Text component="label" htmlFor="otp-input" fw={500} size="sm">
            {t('otpLabel')}
          </Text>
          <PinInput
            id="otp-input"
            length={OTP_LENGTH}
            type="number"
            oneTimeCode
            ariaLabel={t('otpLabel')}
            value={otp}
            onChange={(v) => {
              setOtp(v);
              setMissing(false);
            }}
            error={missing}
            size="md"
          />
          {missing && (
            <Text c="red" size="sm" role="alert">
              {t('enterOtp')}
            </Text>
          )}
        </Stack>
        {children}
        <Button type="submit" loading={submitting} size="md">
          {submitLabel}
        </Button>
        <Group justify={onBack ? 'space-between' : 'flex-end'}>
          {onBack && (
            <Button variant="subtle" onClick={onBack}>
              {t('changeDetails')}
            </Button>
          )}
          <Button
            variant="subtle"
            disabled={wait > 0}
            loading={resending}
            onClick={async () => {
              setResending(true);
              try {
                await onResend();
                setOtp('');
                setWait(RESEND_AFTER_S);
                notifications.show({ message: t('codeResent'), autoClose: 5000 });
              } catch (err) {
                notifications.show({ color: 'red', message: (err as Error).message, autoClose: 5000 });
              } finally {
                setResending(false);
              }
            }}
          >
            {wait > 0 ? t('resendIn', { seconds: wait }) : t('resendCode')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
