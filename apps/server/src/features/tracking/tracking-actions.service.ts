import { Code, fillText, StatusFlag, type TPostMessageReply, TrackMsg, type TThreadReply } from '@svc/contract';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import type { Caller } from '../../lib/caller';
import { randomToken } from '../../lib/random';
import { trackCodeMail } from '../../mail/templates';
import type { OtpService } from '../auth';
import { chargesOf, type ItemStatusService } from '../item-flow';
import { recipientOf } from '../members';
import { queuePhoneMessage } from '../phone-messages';
import * as links from './tracking.repository';
import type { TrackingService } from './tracking.service';

/** How long a confirmed code's grant lasts: on the page, and in the device's cookie (decision 077). */
export const GRANT_TTL_S = 30 * 60;

type Courier = { courier_name: string; docket_number: string; narration: string };
/** What the actions ask of the other features: the link, codes, the item flow and the request's courier. */
export interface TrackingActionsNeeds {
  tracking: Pick<TrackingService, 'resolve'>;
  otp: Pick<OtpService, 'issue' | 'check' | 'consume' | 'minutesUntilAsk'>;
  itemStatus: Pick<ItemStatusService, 'update'>;
  /** The request's conversation, read and written as its customer (issue 30). */
  conversations: {
    view(caller: Caller, reqCode: string, before?: number): Promise<TThreadReply>;
    post(
      caller: Caller,
      input: { req_code: string; item_id: null; body: string; attachment_ids: string[] },
      channel: 'tracking',
    ): Promise<TPostMessageReply>;
  };
  requests: {
    /** The courier details while the customer may still correct them (nothing received), else null. */
    openCourier(customerId: string, reqCode: string): Promise<Courier | null>;
    updateCourier(
      caller: Caller,
      input: Courier & { req_code: string },
    ): Promise<{ statusFlag: typeof StatusFlag.ok; message: string }>;
  };
}

/**
 * What a customer may do from the tracking link without signing in: answer quoted charges and correct the
 * courier details while nothing has been received, after a 6-digit
 * code mailed to the account's address and sent to its mobile (WhatsApp or SMS, where they are on). Confirming
 * the code gives a grant for 30 minutes, bound to the request and the link's version (replacing the link
 * voids it); only then are the charges shown. The routes keep it in the device's cookie too, so a reload
 * within it resumes without a new code (decision 077).
 */
export function createTrackingActions(
  deps: Pick<Deps, 'db' | 'signer' | 'mailer'>,
  { tracking, otp, itemStatus, requests, conversations }: TrackingActionsNeeds,
) {
  const { db, signer } = deps;
  const grantParts = (requestId: string, version: number) => ['track-grant', requestId, version];

  /**
   * Who answers for the request. A deactivated customer acts on nothing from the link: no code, no grant,
   * no answer, no courier change, whatever grant they got before (the page still shows the statuses).
   */
  async function owner(requestId: string) {
    const found = await links.requestOwner(db, requestId);
    if (!found) throw new AppError(Code.notFound, TrackMsg.invalid);
    if (!found.active) throw new AppError(Code.badRequest, TrackMsg.accountClosed);
    return found;
  }

  async function sendCode(token: string, ip: string) {
    const link = await tracking.resolve(token);
    const o = await owner(link.requestId);
    const to = await recipientOf(db, o.customerId);
    if (!to) throw new AppError(Code.notFound, TrackMsg.invalid);
    const code = await otp.issue('track', link.requestId, ip);
    if (!code) {
      // Say when, so an honest customer waits minutes rather than guessing at an hour.
      const minutes = await otp.minutesUntilAsk('track', link.requestId, ip);
      throw new AppError(Code.tooMany, fillText(TrackMsg.tooManyCodesWait, { minutes: String(minutes) }), {
        retry_minutes: minutes,
      });
    }
    await deps.mailer.send(trackCodeMail(to.email, o.reqCode, code, to.language));
    const phones = await queuePhoneMessage(db, {
      key: `track-code:${randomToken(12)}`,
      kind: 'code',
      to: to.mobile,
      whatsappOptedIn: to.whatsappOptedIn,
      language: to.language,
      values: { code },
      requestId: link.requestId,
      sensitive: true,
    });
    return { status: Code.ok, message: phones.length > 0 ? TrackMsg.codeSentPhone : TrackMsg.codeSent };
  }

  /** The request as its customer's account admin: what every change from the link is made as (same rules). */
  function asCustomer(o: Awaited<ReturnType<typeof owner>>): Caller {
    return {
      userId: o.userId,
      sessionId: 'tracking-link',
      role: 'customer',
      customercode: o.customerCode,
      customerId: o.customerId,
      // The code went to the account's own address and phone: who holds them answers as the account (067).
      accountRole: 'owner',
    };
  }

  /** A grant is good for its request and the link's version, for GRANT_TTL_S. */
  async function granted(token: string, grant: string) {
    const link = await tracking.resolve(token);
    const [exp, sig] = grant.split('.');
    if (!(sig && signer.verify(grantParts(link.requestId, link.version), Number(exp), sig))) {
      throw new AppError(Code.badRequest, TrackMsg.grantExpired);
    }
    return link;
  }

  async function verify(token: string, code: string, ip: string) {
    const link = await tracking.resolve(token);
    await owner(link.requestId);
    const id = await otp.check('track', link.requestId, code, ip);
    await otp.consume(db, id);
    const { exp, sig } = signer.sign(grantParts(link.requestId, link.version), GRANT_TTL_S);
    return grantReply(link.requestId, `${exp}.${sig}`);
  }

  /** What a grant opens: the quotes to answer and the courier details to correct, with the grant itself. */
  async function grantReply(requestId: string, grant: string) {
    const items = await links.itemsForAnswer(db, requestId);
    const o = await owner(requestId);
    return {
      courier: await requests.openCourier(o.customerId, o.reqCode),
      statusFlag: StatusFlag.ok,
      message: 'OK',
      grant,
      quotes: items.flatMap((i) => {
        const charges = i.status === 'estimated' ? chargesOf(i) : null;
        return charges ? [{ line_no: i.lineNo, charges }] : [];
      }),
    };
  }

  async function answer(token: string, grant: string, lineNo: number, decision: 'approved' | 'declined') {
    const link = await granted(token, grant);
    const o = await owner(link.requestId);
    const item = (await links.itemsForAnswer(db, link.requestId)).find((i) => i.lineNo === lineNo);
    if (item?.status !== 'estimated') throw new AppError(Code.badRequest, TrackMsg.notQuoted);
    // The customer answers, as from their account: the same flow, rights and version check.
    return itemStatus.update(asCustomer(o), {
      item_id: item.id,
      status: decision,
      version: item.version,
      // The timeline names the customer who answered; a remark would read as their own words in the mail.
      remark: '',
    });
  }

  /**
   * The page again, on a device that confirmed the code (its cookie's grant): what `verify` answers, with no
   * new code; a missing, expired or another link's grant is refused as any stale grant.
   */
  async function resume(token: string, grant: string | undefined) {
    const link = await granted(token, grant ?? '');
    return grantReply(link.requestId, grant ?? '');
  }

  /** Whether a device's grant is still good for this link (the page then opens its messages at once). */
  async function holdsGrant(token: string, grant: string | undefined): Promise<boolean> {
    if (!grant) return false;
    try {
      await granted(token, grant);
      return true;
    } catch (err) {
      if (err instanceof AppError) return false;
      throw err;
    }
  }

  /** Corrects the courier details as the customer would from their account (refused once an item is received). */
  async function correctCourier(token: string, grant: string, courier: Courier) {
    const link = await granted(token, grant);
    const o = await owner(link.requestId);
    return requests.updateCourier(asCustomer(o), { req_code: o.reqCode, ...courier });
  }

  /**
   * The request's conversation, read as its customer reads it from the account (their messages then read):
   * the newest page, or the one before `before`.
   */
  async function thread(token: string, grant: string, before?: number) {
    const link = await granted(token, grant);
    const o = await owner(link.requestId);
    return conversations.view(asCustomer(o), o.reqCode, before);
  }

  /** A message from the link, as the customer's (text only; the same bounds and rate as from the account). */
  async function writeMessage(token: string, grant: string, body: string) {
    const link = await granted(token, grant);
    const o = await owner(link.requestId);
    return conversations.post(
      asCustomer(o),
      { req_code: o.reqCode, item_id: null, body, attachment_ids: [] },
      'tracking',
    );
  }

  return { sendCode, verify, resume, holdsGrant, answer, correctCourier, thread, writeMessage };
}
export type TrackingActions = ReturnType<typeof createTrackingActions>;
