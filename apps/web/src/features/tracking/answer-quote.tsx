import { Alert, Button, Card, Group, PinInput, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatRupees, routes, type TTrackGrantReply } from '@svc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { t } from '../../i18n';
import { api } from '../../lib/api-client';
import { trackQuery } from './api';

/**
 * Approving or declining quoted charges from the link: a code mailed to the account's address first, then
 * the quote (shown only once the code is confirmed) and the answer, item by item.
 */
export function AnswerQuote({ token, labels }: { token: string; labels: Record<number, string> }) {
  const queryClient = useQueryClient();
  const [sent, setSent] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [grant, setGrant] = useState<TTrackGrantReply | null>(null);
  const send = useMutation({
    mutationFn: () => api(routes.trackSendCode, { k: token }),
    onSuccess: (reply) => setSent(reply.message),
  });
  const verify = useMutation({
    mutationFn: () => api(routes.trackVerifyCode, { k: token, otp: code }),
    onSuccess: setGrant,
  });
  const answer = useMutation({
    mutationFn: (a: { line_no: number; decision: 'approved' | 'declined' }) =>
      api(routes.trackAnswerCharges, { k: token, grant: grant?.grant ?? '', ...a }),
    onSuccess: (reply, a) => {
      notifications.show({ color: 'green', message: reply.message });
      setGrant((g) => (g ? { ...g, quotes: g.quotes.filter((q) => q.line_no !== a.line_no) } : g));
      void queryClient.invalidateQueries({ queryKey: trackQuery(token).queryKey });
    },
  });
  const error = send.error ?? verify.error ?? answer.error;

  return (
    <Card withBorder radius="md" p="md" data-testid="answer-quote">
      <Title order={2} fz="h5" mb="xs">
        {t('answerQuoteTitle')}
      </Title>
      {error && (
        <Alert color="red" role="alert" mb="sm">
          {error.message}
        </Alert>
      )}
      {!grant ? (
        <Stack gap="sm">
          <Text size="sm">{sent ?? t('answerQuoteHint')}</Text>
          {!sent ? (
            <Button onClick={() => send.mutate()} loading={send.isPending}>
              {t('sendMeACode')}
            </Button>
          ) : (
            <>
              <PinInput
                length={6}
                type="number"
                oneTimeCode
                value={code}
                onChange={setCode}
                aria-label={t('codeLabel')}
                getInputProps={() => ({ 'aria-label': t('codeLabel') })}
              />
              <Group gap="xs">
                <Button onClick={() => verify.mutate()} loading={verify.isPending} disabled={code.length !== 6}>
                  {t('confirmCode')}
                </Button>
                <Button variant="subtle" onClick={() => send.mutate()} loading={send.isPending}>
                  {t('resendCode')}
                </Button>
              </Group>
            </>
          )}
        </Stack>
      ) : grant.quotes.length === 0 ? (
        <Text size="sm">{t('answerQuoteDone')}</Text>
      ) : (
        <Stack gap="sm">
          {grant.quotes.map((q) => (
            <Stack key={q.line_no} gap={4} data-testid={`quote-${q.line_no}`}>
              <Text fw={600}>{labels[q.line_no]}</Text>
              <Text size="sm">{t('quoteTotal', { amount: formatRupees(q.charges.total) })}</Text>
              <Group gap="xs">
                <Button
                  color="teal.9"
                  loading={answer.isPending && answer.variables?.line_no === q.line_no}
                  onClick={() => answer.mutate({ line_no: q.line_no, decision: 'approved' })}
                >
                  {t('approveCharges')}
                </Button>
                <Button
                  variant="outline"
                  color="red.9"
                  onClick={() => answer.mutate({ line_no: q.line_no, decision: 'declined' })}
                >
                  {t('declineCharges')}
                </Button>
              </Group>
            </Stack>
          ))}
        </Stack>
      )}
    </Card>
  );
}
