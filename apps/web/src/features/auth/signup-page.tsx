import { Alert, Anchor, Button, Checkbox, Grid, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { pages } from '@svc/contract';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { BlankLayout } from '../../components/blank-layout';
import { CompanyFields } from '../../components/company-fields';
import { OtpStep } from '../../components/otp-step';
import { t, useLanguage } from '../../i18n';
import { ApiError } from '../../lib/api-error';
import { useAppForm } from '../../lib/app-form';
import { lazyResolver } from '../../lib/form-resolver';
import { issuesToErrors } from '../../lib/zod-form';
import { createAccount, requestSignupCode } from './api';
import type { LoginState } from './login-page';

const EMPTY = {
  companyname: '',
  gstin: '',
  mobile: '',
  city: '',
  address: '',
  contactperson: '',
  email: '',
  pincode: '',
  state: '',
  username: '',
  password: '',
  confirmPassword: '',
  whatsapp_opt_in: false,
};
export type SignupValues = typeof EMPTY;

export default function SignupPage() {
  const navigate = useNavigate();
  const language = useLanguage();
  const [step, setStep] = useState<'form' | 'otp'>('form');
  const form = useAppForm({
    initialValues: EMPTY,
    validate: lazyResolver(() => import('../../lib/form-rules').then((m) => m.ZSignupForm)),
    validateInputOnBlur: true,
    transformValues: (v) => ({ ...v, gstin: v.gstin.trim().toUpperCase(), email: v.email.trim() }),
  });

  const requestCode = useMutation({
    mutationFn: (v: SignupValues) =>
      requestSignupCode({ email: v.email, username: v.username.trim(), gstin: v.gstin, mobile: v.mobile, language }),
    onSuccess: () => setStep('otp'),
    onError: (err) => {
      if (err instanceof ApiError) form.setErrors(issuesToErrors(err.issues));
    },
  });

  const create = useMutation({
    mutationFn: async ({ otp, v }: { otp: string; v: SignupValues }) => {
      const { confirmPassword: _c, password, ...rest } = v;
      return createAccount({ ...rest, username: rest.username.trim(), otp, language }, password);
    },
    onSuccess: (reply, { v }) => {
      notifications.show({ color: 'green', message: reply.message, autoClose: 5000 });
      // The new account's user name waits in the sign-in form: only the password is left to type.
      navigate(pages.login, { replace: true, state: { username: v.username.trim() } satisfies LoginState });
    },
  });

  const values = form.getTransformedValues();
  if (step === 'otp') {
    return (
      <BlankLayout title={t('otpTitle')} subtitle={t('otpSentTo', { email: values.email })}>
        <OtpStep
          submitting={create.isPending}
          error={create.error?.message ?? null}
          onSubmit={(otp) => create.mutate({ otp, v: values })}
          onResend={() => requestCode.mutateAsync(values)}
          onBack={() => {
            create.reset();
            setStep('form');
          }}
        />
      </BlankLayout>
    );
  }

  return (
    <BlankLayout
      width={760}
      title={t('signUpTitle')}
      subtitle={t('signUpSubtitle')}
      footer={
        <>
          {t('haveAccount')}{' '}
          <Anchor component={Link} to={pages.login}>
            {t('signIn')}
          </Anchor>
        </>
      }
    >
      <form onSubmit={form.onSubmit((v) => requestCode.mutate(v))} noValidate>
        <Stack>
          {requestCode.error && (
            <Alert color="red" role="alert" title={requestCode.error.message} data-testid="signup-error">
              {null}
            </Alert>
          )}
          <Title order={2} fz="h4">
            {t('yourDetails')}
          </Title>
          <CompanyFields form={form} gstin="optional" />
          <Checkbox
            label={t('whatsappOptIn')}
            description={t('whatsappOptInHint')}
            {...form.getInputProps('whatsapp_opt_in', { type: 'checkbox' })}
          />
          <Title order={2} fz="h4" mt="sm">
            {t('signInDetails')}
          </Title>
          <Grid>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <TextInput
                label={t('userName')}
                withAsterisk
                autoComplete="username"
                autoCapitalize="none"
                {...form.getInputProps('username')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <PasswordInput
                label={t('password')}
                withAsterisk
                autoComplete="new-password"
                {...form.getInputProps('password')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <PasswordInput
                label={t('confirmPassword')}
                withAsterisk
                autoComplete="new-password"
                {...form.getInputProps('confirmPassword')}
              />
            </Grid.Col>
          </Grid>
          <Text size="xs" c="dimmed">
            {t('passwordHint')}
          </Text>
          <Button type="submit" loading={requestCode.isPending} size="md">
            {t('sendCode')}
          </Button>
        </Stack>
      </form>
    </BlankLayout>
  );
}
