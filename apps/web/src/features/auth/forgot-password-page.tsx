import { Alert, Anchor, Button, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { pages, ZIdentifierForm, ZNewPasswordForm } from '@svc/contract';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { BlankLayout } from '../../components/blank-layout';
import { NewPasswordFields } from '../../components/new-password-fields';
import { OtpStep } from '../../components/otp-step';
import { t } from '../../i18n';
import { useAppForm } from '../../lib/app-form';
import { formResolver } from '../../lib/form-resolver';
import { revealFirstError } from '../../lib/reveal-error';
import { resetPassword, sendResetCode } from './api';
import type { LoginState } from './login-page';

export default function ForgotPasswordPage() {
  const navigate = useNavigate();
  const [identifier, setIdentifier] = useState<string | null>(null);
  const form = useAppForm({
    initialValues: { identifier: '' },
    validate: formResolver(ZIdentifierForm),
  });
  const passwords = useAppForm({
    initialValues: { password: '', confirmPassword: '' },
    validate: formResolver(ZNewPasswordForm),
  });

  const sendCode = useMutation({
    mutationFn: (id: string) => sendResetCode(id),
    onSuccess: (_r, id) => setIdentifier(id),
  });
  const reset = useMutation({
    mutationFn: ({ otp, password }: { otp: string; password: string }) =>
      resetPassword(identifier ?? '', otp, password),
    onSuccess: (reply) => {
      notifications.show({ color: 'green', message: reply.message, autoClose: 5000 });
      navigate(pages.login, { replace: true, state: { username: identifier ?? '' } satisfies LoginState });
    },
  });

  const footer = (
    <Anchor component={Link} to={pages.login}>
      {t('backToSignIn')}
    </Anchor>
  );

  if (identifier) {
    return (
      <BlankLayout title={t('resetTitle')} subtitle={t('resetSent')} footer={footer}>
        <OtpStep
          submitLabel={t('setPassword')}
          submitting={reset.isPending}
          error={reset.error?.message ?? null}
          onSubmit={(otp) => {
            if (passwords.validate().hasErrors) return revealFirstError();
            reset.mutate({ otp, password: passwords.values.password });
          }}
          onResend={() => sendCode.mutateAsync(identifier)}
          onBack={() => setIdentifier(null)}
        >
          <NewPasswordFields
            password={passwords.getInputProps('password')}
            confirm={passwords.getInputProps('confirmPassword')}
          />
        </OtpStep>
      </BlankLayout>
    );
  }

  return (
    <BlankLayout title={t('forgotTitle')} subtitle={t('forgotSubtitle')} footer={footer}>
      <form onSubmit={form.onSubmit((v) => sendCode.mutate(v.identifier.trim()))} noValidate>
        <Stack>
          {sendCode.error && (
            <Alert color="red" role="alert" title={sendCode.error.message}>
              {null}
            </Alert>
          )}
          <TextInput
            label={t('userNameOrEmail')}
            withAsterisk
            autoComplete="username"
            {...form.getInputProps('identifier')}
          />
          <Button type="submit" loading={sendCode.isPending} size="md">
            {t('sendResetCode')}
          </Button>
        </Stack>
      </form>
    </BlankLayout>
  );
}
