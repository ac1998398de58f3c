import { Alert, Anchor, Button, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { pages, WELCOME_KEY_PATTERN } from '@svc/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { BlankLayout } from '../../components/blank-layout';
import { NewPasswordFields } from '../../components/new-password-fields';
import { t } from '../../i18n';
import { useAppForm } from '../../lib/app-form';
import { lazyResolver } from '../../lib/form-resolver';
import { checkWelcomeLink, setPasswordFromLink } from './api';
import type { LoginState } from './login-page';

/**
 * The welcome mail's page: a customer the desk created chooses a password, then signs in with the user
 * name filled in. A link that expired or was used says so as the page opens (not after the password is
 * typed), and points to Forgot password.
 */
export default function SetPasswordPage() {
  const navigate = useNavigate();
  const key = useSearchParams()[0].get('k') ?? '';
  const wellFormed = key.length <= 120 && WELCOME_KEY_PATTERN.test(key);
  const form = useAppForm({
    initialValues: { password: '', confirmPassword: '' },
    validate: lazyResolver(() => import('../../lib/form-rules').then((m) => m.ZNewPasswordForm)),
  });
  const save = useMutation({
    mutationFn: (password: string) => setPasswordFromLink(key, password),
    onSuccess: (reply) => {
      notifications.show({ color: 'green', message: reply.message, autoClose: 5000 });
      navigate(pages.login, { replace: true, state: { username: reply.username } satisfies LoginState });
    },
  });
  const link = useQuery({
    queryKey: ['welcome-link', key],
    queryFn: () => checkWelcomeLink(key),
    enabled: wellFormed,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const usable = wellFormed && !link.isError;
  const failure = !wellFormed ? t('welcomeLinkExpired') : (link.error?.message ?? save.error?.message);

  return (
    <BlankLayout
      title={t('welcomeTitle')}
      subtitle={t('welcomeSubtitle')}
      footer={
        <Anchor component={Link} to={pages.login}>
          {t('backToSignIn')}
        </Anchor>
      }
    >
      <form onSubmit={form.onSubmit((v) => save.mutate(v.password))} noValidate>
        <Stack>
          {failure && (
            <Alert color="red" role="alert" title={failure} data-testid="set-password-error">
              <Anchor component={Link} to={pages.forgotPassword} size="sm">
                {t('forgotPasswordLink')}
              </Anchor>
            </Alert>
          )}
          {usable && (
            <>
              <NewPasswordFields
                password={form.getInputProps('password')}
                confirm={form.getInputProps('confirmPassword')}
              />
              <Button type="submit" loading={save.isPending} size="md">
                {t('welcomeSubmit')}
              </Button>
            </>
          )}
        </Stack>
      </form>
    </BlankLayout>
  );
}
