import { Code, StatusFlag, TrackMsg } from '@svc/contract';
import type { Deps } from '../../app/deps';
import { AppError } from '../../lib/app-error';
import type { Caller } from '../../lib/caller';
import type { OtpService } from '../auth';
import type { ItemStatusService } from './item-status.service';
import { chargesOf } from './request-mappers';
import * as links from './tracking.repository';
import type { TrackingService } from './tracking.service';

const GRANT_TTL_S = 10 * 60;

/**
 * What a customer may do from the tracking link without signing in: answer quoted charges, after a 6-digit
 * code mailed to the account's address. Confirming the code gives a grant for 10 minutes, bound to the
 * request and the link's version (replacing the link voids it); only then are the charges shown.
 */
export function createTrackingActions(
  deps: Deps,
  tracking: TrackingService,
  otp: OtpService,
  itemStatus: ItemStatusService,
) {
  const { db, signer } = deps;
  const grantParts = (requestId: string, version: number) => ['track-grant', requestId, version];

  async function owner(requestId: string) {
    const found = await links.requestOwner(db, requestId);
    if (!found) throw new AppError(Code.notFound, TrackMsg.invalid);
    return found;
  }

  async function sendCode(token: string) {
    const link = await tracking.resolve(token);
    const o = await owner(link.requestId);
    const code = await otp.issue('track', link.requestId);
    if (!code)
      throw new AppError(Code.tooMany, 'Too many codes were asked for this request. Please try again in an hour.');
    await deps.mailer.send({
      to: o.email,
      subject: `${o.reqCode}: your code to answer the quoted charges`,
      text: `Your code is ${code}.\n\nEnter it on the tracking page of request ${o.reqCode} to approve or decline the quoted charges. It is valid for 10 minutes and can be used once.\nIf you did not ask for it, ignore this mail.\n`,
    });
    return { status: Code.ok, message: TrackMsg.codeSent };
  }

  async function verify(token: string, code: string) {
    const link = await tracking.resolve(token);
    const id = await otp.check('track', link.requestId, code);
    await otp.consume(db, id);
    const { exp, sig } = signer.sign(grantParts(link.requestId, link.version), GRANT_TTL_S);
    const items = await links.itemsForAnswer(db, link.requestId);
    return {
      statusFlag: StatusFlag.ok,
      message: 'OK',
      grant: `${exp}.${sig}`,
      quotes: items.flatMap((i) => {
        const charges = i.status === 'estimated' ? chargesOf(i) : null;
        return charges ? [{ line_no: i.lineNo, charges }] : [];
      }),
    };
  }

  async function answer(token: string, grant: string, lineNo: number, decision: 'approved' | 'declined') {
    const link = await tracking.resolve(token);
    const [exp, sig] = grant.split('.');
    if (!(sig && signer.verify(grantParts(link.requestId, link.version), Number(exp), sig))) {
      throw new AppError(Code.badRequest, TrackMsg.grantExpired);
    }
    const item = (await links.itemsForAnswer(db, link.requestId)).find((i) => i.lineNo === lineNo);
    if (item?.status !== 'estimated') throw new AppError(Code.badRequest, TrackMsg.notQuoted);
    const o = await owner(link.requestId);
    // The customer answers, as from their account: the same flow, rights and version check.
    const caller: Caller = {
      userId: o.userId,
      sessionId: 'tracking-link',
      role: 'customer',
      customercode: o.customerCode,
      customerId: o.customerId,
    };
    return itemStatus.update(caller, {
      item_id: item.id,
      status: decision,
      version: item.version,
      remark: 'Answered from the tracking link',
    });
  }

  return { sendCode, verify, answer };
}
