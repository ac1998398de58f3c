import { Alert, Anchor, Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { loginFormRules, pages } from '@svc/contract';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { BlankLayout } from '../../components/blank-layout';
import { activateLanguage, localize, t } from '../../i18n';
import { revealFirstError } from '../../lib/reveal-error';
import { forgetSessionEnd, sessionEndMessage, touchIdleDeadline, writeSession } from '../../lib/session-store';
import { landingFor } from '../../routes/guards';
import { accountLanguage, signIn } from './api';

type Field = keyof typeof loginFormRules;
type Values = Record<Field, string>;

/**
 * The two fields with the sign-in rules, checked when a field is left and on submit (as the other forms
 * do), without a form library: this page is the first anyone loads, so it carries as little as it can.
 */
function useLoginFields(username: string) {
  const [values, setValues] = useState<Values>({ username, password: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const check = (field: Field, value: string) => {
    const error = loginFormRules[field](value);
    setErrors((e) => ({ ...e, [field]: error ? localize(error) : undefined }));
    return !error;
  };
  const input = (field: Field) => ({
    value: values[field],
    error: errors[field],
    onChange: (e: { currentTarget: { value: string } }) => {
      const value = e.currentTarget.value;
      setValues((v) => ({ ...v, [field]: value }));
      setErrors((er) => ({ ...er, [field]: undefined }));
    },
    onBlur: () => check(field, values[field]),
  });
  const submit = (onValid: (v: Values) => void) => (e: FormEvent) => {
    e.preventDefault();
    const ok = (Object.keys(loginFormRules) as Field[]).map((f) => check(f, values[f])).every(Boolean);
    if (ok) onValid(values);
    else revealFirstError(e.currentTarget as Element);
  };
  return { input, submit };
}

/** What a page that sends the person here may say: sign-up gives the new account's user name. */
export type LoginState = { username?: string } | null;

export default function LoginPage() {
  const navigate = useNavigate();
  const prefilled = (useLocation().state as LoginState)?.username ?? '';
  const form = useLoginFields(prefilled);
  // Why the server ended the last session here, when it said (removed from the account: decision 094).
  const [ended, setEnded] = useState(sessionEndMessage);
  const dismissEnded = () => {
    forgetSessionEnd();
    setEnded(null);
  };
  const signInCall = useMutation({
    mutationFn: (v: Values) => signIn(v.username, v.password),
    onMutate: dismissEnded,
    onSuccess: async (reply) => {
      if (!reply.userDetails) return;
      writeSession(reply.userDetails);
      touchIdleDeadline();
      // The account's language comes with the person to any device.
      await accountLanguage()
        .then(activateLanguage)
        .catch(() => undefined);
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
      <form onSubmit={form.submit((v) => signInCall.mutate(v))} noValidate>
        <Stack>
          {ended && !signInCall.error && (
            <Alert
              // The brand's indigo keeps its title at 4.5:1 on the light variant (yellow's did not: axe).
              color="brand"
              role="alert"
              title={localize(ended)}
              withCloseButton
              closeButtonLabel={t('close')}
              onClose={dismissEnded}
              data-testid="session-ended"
            >
              {null}
            </Alert>
          )}
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
            {...form.input('username')}
          />
          <PasswordInput
            label={t('password')}
            autoComplete="current-password"
            withAsterisk
            // The person just created the account: only the password is left to type.
            autoFocus={prefilled !== ''}
            {...form.input('password')}
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
