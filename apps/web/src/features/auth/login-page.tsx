import { Alert, Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { loginFormRules, pages } from '@svc/contract';
import { useMutation } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { BlankLayout } from '../../components/blank-layout';
import { t } from '../../i18n';
import { touchIdleDeadline, writeSession } from '../../lib/session-store';
import { landingFor } from '../../routes/guards';
import { signIn } from './api';

export default function LoginPage() {
  const navigate = useNavigate();
  const form = useForm({
    initialValues: { username: '', password: '' },
    validate: loginFormRules,
    validateInputOnBlur: true,
  });
  const signInCall = useMutation({
    mutationFn: (v: typeof form.values) => signIn(v.username, v.password),
    onSuccess: (reply) => {
      if (!reply.userDetails) return;
      writeSession(reply.userDetails);
      touchIdleDeadline();
      navigate(landingFor(reply.userDetails.role), { replace: true });
    },
  });

  return (
    <BlankLayout
      title={t('signInTitle')}
      subtitle={t('signInSubtitle')}
      footer={
        <>
          {t('noAccount')}{' '}
          <Anchor component={Link} to={pages.signup}>
            {t('createAccountLink')}
          </Anchor>
        </>
      }
    >
      <form onSubmit={form.onSubmit((v) => signInCall.mutate(v))} noValidate>
        <Stack>
          {signInCall.error && (
            <Alert color="red" role="alert" title={signInCall.error.message} data-testid="login-error">
              {null}
            </Alert>
          )}
          <TextInput
            label={t('userName')}
            autoComplete="username"
            autoCapitalize="none"
            withAsterisk
            {...form.getInputProps('username')}
          />
          <PasswordInput
            label={t('password')}
            autoComplete="current-password"
            withAsterisk
            {...form.getInputProps('password')}
          />
          <Anchor component={Link} to={pages.forgotPassword} size="sm" ta="right">
            {t('forgotPasswordLink')}
          </Anchor>
          <Button type="submit" loading={signInCall.isPending} fullWidth size="md">
            {t('signIn')}
          </Button>
        </Stack>
      </form>
    </BlankLayout>
  );
}
