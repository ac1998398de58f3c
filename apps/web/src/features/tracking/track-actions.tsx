import { Alert, Button, Card, Group, PinInput, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { formatRupees, type TTrackGrantReply } from '@svc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ChargeConfirm, type ChargeDecision } from '../../components/charge-confirm';
import { CourierForm, type CourierValues } from '../../components/courier-form';
import { t } from '../../i18n';
import { answerTrackCharges, sendTrackCode, trackQuery, updateTrackCourier, verifyTrackCode } from './api';

/**
 * What a customer may change from the link: answer quoted charges, item by item, and correct the courier
 * details while no item is received. A code sent to the account's mobile or mail comes first; the quote
 * and the courier details show only once it is confirmed.
 */
export function TrackActions({
  token,
  labels,
  canAnswer,
}: {
  token: string;
  labels: Record<number, string>;
  canAnswer: boolean;
}) {
  const queryClient = useQueryClient();
  const [sent, setSent] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [grant, setGrant] = useState<TTrackGrantReply | null>(null);
  // The answer waiting for its confirmation: the same question, with the amount, as in the account.
  const [asking, setAsking] = useState<{ line_no: number; decision: ChargeDecision } | null>(null);
  const askedQuote = grant?.quotes.find((q) => q.line_no === asking?.line_no);
  const send = useMutation({
    mutationFn: () => sendTrackCode(token),
    onSuccess: (reply) => setSent(reply.message),
  });
  const verify = useMutation({
    mutationFn: () => verifyTrackCode(token, code),
    onSuccess: setGrant,
  });
  const answer = useMutation({
    mutationFn: (a: { line_no: number; decision: ChargeDecision }) => answerTrackCharges(token, grant?.grant ?? '', a),
    onSuccess: (_reply, a) => {
      notifications.show({
        color: 'green',
        message: t(a.decision === 'approved' ? 'chargesApproved' : 'chargesDeclined'),
      });
      setGrant((g) => (g ? { ...g, quotes: g.quotes.filter((q) => q.line_no !== a.line_no) } : g));
      void queryClient.invalidateQueries({ queryKey: trackQuery(token).queryKey });
    },
  });
  const courier = useMutation({
    mutationFn: (v: CourierValues) => updateTrackCourier(token, grant?.grant ?? '', v),
    onSuccess: (reply, v) => {
      notifications.show({ color: 'green', message: reply.message });
      setGrant((g) => (g ? { ...g, courier: v } : g));
    },
  });
  const error = send.error ?? verify.error ?? answer.error;

  return (
    <Card withBorder radius="md" p="md" data-testid="answer-quote">
      <Title order={2} fz="h5" mb="xs">
        {canAnswer ? t('answerQuoteTitle') : t('correctCourierTitle')}
      </Title>
      {error && (
        <Alert color="red" role="alert" mb="sm">
          {error.message}
        </Alert>
      )}
      {!grant ? (
        <Stack gap="sm">
          <Text size="sm">{sent ?? (canAnswer ? t('answerQuoteHint') : t('correctCourierHint'))}</Text>
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
      ) : (
        <Stack gap="md">
          {canAnswer && grant.quotes.length === 0 && <Text size="sm">{t('answerQuoteDone')}</Text>}
          {grant.quotes.map((q) => (
            <Stack key={q.line_no} gap={4} data-testid={`quote-${q.line_no}`}>
              <Text fw={600}>{labels[q.line_no]}</Text>
              <Text size="sm">{t('quoteTotal', { amount: formatRupees(q.charges.total) })}</Text>
              <Group gap="xs">
                <Button
                  color="teal.9"
                  loading={answer.isPending && answer.variables?.line_no === q.line_no}
                  disabled={answer.isPending}
                  onClick={() => setAsking({ line_no: q.line_no, decision: 'approved' })}
                >
                  {t('approveCharges')}
                </Button>
                <Button
                  variant="outline"
                  color="red.9"
                  disabled={answer.isPending}
                  onClick={() => setAsking({ line_no: q.line_no, decision: 'declined' })}
                >
                  {t('declineCharges')}
                </Button>
              </Group>
            </Stack>
          ))}
          <ChargeConfirm
            decision={askedQuote ? (asking?.decision ?? null) : null}
            amount={askedQuote?.charges.total ?? 0}
            item={labels[askedQuote?.line_no ?? 0] ?? ''}
            onClose={() => setAsking(null)}
            onConfirm={(decision) => {
              setAsking(null);
              if (askedQuote) answer.mutate({ line_no: askedQuote.line_no, decision });
            }}
          />
          {grant.courier && (
            <Stack gap="xs" data-testid="track-courier">
              {canAnswer && (
                <Title order={3} fz="h6">
                  {t('courierSection')}
                </Title>
              )}
              <Text size="sm" c="dimmed">
                {t('correctCourierOpen')}
              </Text>
              <CourierForm
                initial={grant.courier}
                onSave={(v) => courier.mutateAsync(v)}
                saving={courier.isPending}
                error={courier.error}
              />
            </Stack>
          )}
        </Stack>
      )}
    </Card>
  );
}
