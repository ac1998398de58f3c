import { AppMsg, Code, ColleagueMsg, fillText, formatMobile, MobileMsg, pages } from '@svc/contract';
import { publicUrlOf } from '../../config/public-url';
import type { DbOrTx } from '../../db/client';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import type { Caller } from '../../lib/caller';
import { randomToken } from '../../lib/random';
import { mailTexts } from '../../mail/mail-texts';
import { recordAudit } from '../audit';
import { findCustomerById, findUserById, type OtpService } from '../auth';
import { enqueueMail } from '../mail-outbox';
import { availableChannels, queuePhoneMessage, readMessaging } from '../phone-messages';
import { codeChannels } from './code-channels';
import * as repo from './mobile.repository';

/** What a code for a mobile is bound to: the account and the number it was sent to (a change voids it). */
const targetOf = (customerId: string, mobile: string) => `${customerId}:${mobile}`;

/**
 * Tells each account that no longer holds its number (another account confirmed it) to confirm theirs, by
 * mail, once per account and number (decision 089).
 */
async function tellNumbersTaken(tx: DbOrTx, publicUrl: string, taken: repo.TakenNumber[]) {
  for (const a of taken) {
    const { m } = mailTexts(a.language);
    await enqueueMail(tx, {
      dedupeKey: `mobile-taken:${a.customerId}:${a.mobile}`,
      toAddress: a.email,
      subject: m('mobileTakenSubject'),
      body: m('mobileTakenBody', { mobile: formatMobile(a.mobile), code: a.code, url: `${publicUrl}${pages.profile}` }),
    });
  }
}

/**
 * At start: every account whose number another account holds confirmed is told once (migration 0034 kept
 * each shared number with the account that had it first; the others confirm theirs).
 */
export async function tellMobilesTaken(db: DbOrTx, settings: Deps['settings']) {
  await tellNumbersTaken(db, publicUrlOf(settings), await repo.numbersTakenFrom(db));
}

/**
 * A customer's mobile becomes theirs for WhatsApp and SMS once its account admin types a code sent to it
 * (decision 089): by SMS or WhatsApp, the channels the company has on and this server can send by; never by
 * mail, which would prove the mailbox, not the phone. A confirmed number is one account's at a time: the
 * newest confirmation takes it, and the account that had it is told.
 */
export function createMobileService(
  deps: Pick<Deps, 'db' | 'settings'>,
  needs: { otp: Pick<OtpService, 'issue' | 'check' | 'consume'> },
) {
  const { db } = deps;
  const available = availableChannels(deps.settings);

  /** The caller's account, which only its admin confirms a number for (as they change it: decision 067). */
  async function accountOf(caller: Caller) {
    const customer = caller.customerId ? await findCustomerById(db, caller.customerId) : undefined;
    if (!customer) throw new AppError(Code.notFound, AppMsg.notFound);
    if (caller.accountRole !== 'owner') throw new AppError(Code.badRequest, ColleagueMsg.onlyAdminChangesCompany);
    return customer;
  }

  async function sendCode(caller: Caller, ip: string) {
    const customer = await accountOf(caller);
    if (customer.mobileVerifiedAt) throw new AppError(Code.badRequest, MobileMsg.mobileVerifiedAlready);
    const messaging = await readMessaging(db);
    const optedIn = customer.whatsappOptInAt !== null;
    // The code is asked for, now, to this number: WhatsApp may carry it without the customer's standing
    // consent to updates, but SMS goes first for one who has not given it.
    const on = codeChannels(messaging, available);
    const channels = optedIn ? on : [...on.filter((c) => c === 'sms'), ...on.filter((c) => c !== 'sms')];
    const [first] = channels;
    if (!first) throw new AppError(Code.badRequest, MobileMsg.mobileNoChannel);
    const code = await needs.otp.issue('mobile', targetOf(customer.id, customer.mobile), ip);
    if (!code) throw new AppError(Code.tooMany, AppMsg.tooManyRequests);
    const language = (await findUserById(db, caller.userId))?.language ?? 'en';
    await queuePhoneMessage(
      db,
      {
        key: `mobile-code:${randomToken(12)}`,
        kind: 'code',
        // The one message that goes to a number not confirmed yet: the code that confirms it.
        to: customer.mobile,
        whatsappOptedIn: true,
        language,
        values: { code },
        sensitive: true,
        only: channels,
      },
      messaging,
    );
    const sent = first === 'sms' ? MobileMsg.mobileCodeSentSms : MobileMsg.mobileCodeSentWhatsapp;
    return { status: Code.ok, message: fillText(sent, { mobile: formatMobile(customer.mobile) }), channel: first };
  }

  /** Confirms the code: the number is the account's from now on; an account that had it is told. */
  async function verify(caller: Caller, code: string, ip: string) {
    const customer = await accountOf(caller);
    if (customer.mobileVerifiedAt) return { status: Code.ok, message: MobileMsg.mobileVerifiedAlready };
    const target = targetOf(customer.id, customer.mobile);
    const otpId = await needs.otp.check('mobile', target, code, ip);
    await db.transaction(async (tx) => {
      await repo.lockNumber(tx, customer.mobile);
      await needs.otp.consume(tx, otpId);
      const { taken, previous } = await repo.takeNumber(tx, customer.id, customer.mobile);
      // The number was changed since the code went: the code was for the old one.
      if (!taken) throw new AppError(Code.badRequest, AppMsg.otpExpired);
      await recordAudit(tx, {
        actorId: caller.userId,
        entity: 'customer',
        entityId: customer.code,
        action: 'mobile_verified',
        after: { mobile: customer.mobile },
      });
      for (const p of previous) {
        await recordAudit(tx, {
          actorId: caller.userId,
          entity: 'customer',
          entityId: p.code,
          action: 'mobile_taken',
          before: { mobile: customer.mobile, verified: true },
          after: { verified: false, by: customer.code },
        });
      }
      const told = await repo.numbersTakenFrom(
        tx,
        previous.map((p) => p.id),
      );
      await tellNumbersTaken(tx, publicUrlOf(deps.settings), told);
    });
    return { status: Code.ok, message: MobileMsg.mobileVerified };
  }

  return { sendCode, verify };
}
export type MobileService = ReturnType<typeof createMobileService>;
