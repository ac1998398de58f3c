import {
  Alert,
  Anchor,
  Button,
  Grid,
  PasswordInput,
  Select,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { STATES, type TStatusReply } from '@svc/contract';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { t } from '../../i18n';
import { api } from '../../lib/api-client';
import { ApiError } from '../../lib/api-error';
import { passwordDigest } from '../../lib/password-digest';
import { issuesToErrors, zodValidate } from '../../lib/zod-form';
import { BlankLayout } from './blank-layout';
import { signupCrossErrors, ZSignupForm } from './form-schemas';
import { OtpStep } from './otp-step';

const STATE_OPTIONS = STATES.map((s) => ({ value: s.code, label: `${s.name} (${s.code})` }));
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
};
export type SignupValues = typeof EMPTY;

export default function SignupPage() {
  const navigate = useNavigate();
  const [step, setStep] = useState<'form' | 'otp'>('form');
  const base = zodValidate(ZSignupForm);
  const form = useForm({
    initialValues: EMPTY,
    validate: (v) => ({ ...base(v), ...signupCrossErrors(v) }),
    validateInputOnBlur: true,
    transformValues: (v) => ({ ...v, gstin: v.gstin.trim().toUpperCase(), email: v.email.trim() }),
  });

  const requestCode = useMutation({
    mutationFn: (v: SignupValues) =>
      api<TStatusReply>(
        '/login/GetOTP',
        { email: v.email, username: v.username.trim(), gstin: v.gstin },
        { auth: false },
      ),
    onSuccess: () => setStep('otp'),
    onError: (err) => {
      if (err instanceof ApiError) form.setErrors(issuesToErrors(err.issues));
    },
  });

  const create = useMutation({
    mutationFn: async ({ otp, v }: { otp: string; v: SignupValues }) => {
      const { confirmPassword: _c, ...rest } = v;
      return api<TStatusReply>(
        '/login/insertCustomer',
        { ...rest, username: rest.username.trim(), password: await passwordDigest(v.password), otp },
        { auth: false },
      );
    },
    onSuccess: (reply) => {
      notifications.show({ color: 'green', message: reply.message, autoClose: 5000 });
      navigate('/login', { replace: true });
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
          <Anchor component={Link} to="/login">
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
            {t('companyDetails')}
          </Title>
          <Grid>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                label={t('companyName')}
                withAsterisk
                autoComplete="organization"
                {...form.getInputProps('companyname')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                label={t('contactPerson')}
                withAsterisk
                autoComplete="name"
                {...form.getInputProps('contactperson')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <Select
                label={t('state')}
                placeholder={t('selectStatePlaceholder')}
                data={STATE_OPTIONS}
                searchable
                withAsterisk
                {...form.getInputProps('state')}
                onChange={(v) => form.setFieldValue('state', v ?? '')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                label={t('gstin')}
                description={t('gstinHint')}
                withAsterisk
                maxLength={15}
                styles={{ input: { textTransform: 'uppercase' } }}
                {...form.getInputProps('gstin')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                label={t('email')}
                type="email"
                withAsterisk
                autoComplete="email"
                {...form.getInputProps('email')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                label={t('mobile')}
                type="tel"
                inputMode="numeric"
                maxLength={10}
                withAsterisk
                autoComplete="tel-national"
                {...form.getInputProps('mobile')}
              />
            </Grid.Col>
            <Grid.Col span={12}>
              <Textarea
                label={t('address')}
                withAsterisk
                autosize
                minRows={2}
                maxLength={300}
                autoComplete="street-address"
                {...form.getInputProps('address')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput label={t('city')} withAsterisk autoComplete="address-level2" {...form.getInputProps('city')} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 6 }}>
              <TextInput
                label={t('pincode')}
                inputMode="numeric"
                maxLength={6}
                withAsterisk
                autoComplete="postal-code"
                {...form.getInputProps('pincode')}
              />
            </Grid.Col>
          </Grid>
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
