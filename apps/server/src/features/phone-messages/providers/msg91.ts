import { z } from 'zod';
import { type PhoneProvider, ProviderError, postJson, providerNumber } from './provider';

export interface Msg91Config {
  /** https://control.msg91.com in production. */
  apiUrl: string;
  authKey: string;
  /** The 6-letter DLT header. */
  senderId: string;
}

const ZAnswer = z.object({ type: z.string(), message: z.string().optional() });

/**
 * MSG91's flow API (POST /api/v5/flow): the template registered on DLT and mapped in MSG91's panel, the
 * sender id, and the template's variables by name for each recipient.
 */
export function msg91(c: Msg91Config): PhoneProvider {
  return {
    async send(m) {
      const recipient: Record<string, string> = { mobiles: providerNumber(m.to) };
      for (const p of m.params) recipient[p.name] = p.value;
      const { status, json } = await postJson(
        `${c.apiUrl.replace(/\/$/, '')}/api/v5/flow`,
        { authkey: c.authKey },
        { template_id: m.template, sender: c.senderId, short_url: '0', recipients: [recipient] },
        15_000,
      );
      const answer = ZAnswer.safeParse(json);
      if (status === 200 && answer.success && answer.data.type === 'success' && answer.data.message) {
        return { providerId: answer.data.message };
      }
      const reason = answer.success ? (answer.data.message ?? 'refused') : `HTTP ${status}`;
      throw new ProviderError(reason, !(status >= 500 || status === 429));
    },
  };
}
