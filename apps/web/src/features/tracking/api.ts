import { routes } from '@svc/contract';
import { queryOptions } from '@tanstack/react-query';
import type { ChargeDecision } from '../../components/charge-confirm';
import type { CourierValues } from '../../components/courier-form';
import { api } from '../../lib/api-client';

const trackKeys = { view: (token: string) => ['track', token] as const };

/** A tracking link's request; a wrong or replaced link answers an error, never retried. */
export const trackQuery = (token: string) =>
  queryOptions({ queryKey: trackKeys.view(token), queryFn: () => api(routes.trackView, { k: token }), retry: false });

// What the link's holder may do, once a code sent to the account is confirmed: the grant answers for it.
export const sendTrackCode = (token: string) => api(routes.trackSendCode, { k: token });
export const verifyTrackCode = (token: string, otp: string) => api(routes.trackVerifyCode, { k: token, otp });

export const answerTrackCharges = (
  token: string,
  grant: string,
  answer: { line_no: number; decision: ChargeDecision },
) => api(routes.trackAnswerCharges, { k: token, grant, ...answer });

export const updateTrackCourier = (token: string, grant: string, courier: CourierValues) =>
  api(routes.trackUpdateCourier, { k: token, grant, ...courier });
