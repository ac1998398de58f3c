import {
  AppMsg,
  Code,
  ColleagueMsg,
  MessagingMsg,
  PeopleMsg,
  type TAccountRole,
  type TLanguage,
  type TProfile,
  type TUpdateProfile,
} from '@svc/contract';
import type { Deps } from '../../deps';
import type { AccessClaims } from '../../lib/access-token';
import { AppError } from '../../lib/app-error';
import type { Caller } from '../../lib/caller';
import { recordAudit } from '../audit';
import {
  customerFields,
  findCustomerById,
  findUserById,
  lastLoginSeen,
  readerOf,
  setUserLanguage,
  setWhatsappOptIn,
  updateCustomerContact,
} from '../auth';
import { availableChannels, readMessaging } from '../phone-messages';
import { codeChannels } from './code-channels';

/** The company's contact details and its WhatsApp consent are its account admin's to change (decision 067). */
function refuseColleague(caller: Caller) {
  if (caller.accountRole !== 'owner') throw new AppError(Code.badRequest, ColleagueMsg.onlyAdminChangesCompany);
}

export function createProfileService(deps: Pick<Deps, 'db' | 'settings'>) {
  const available = availableChannels(deps.settings);

  async function getProfile(
    claims: Pick<AccessClaims, 'userId' | 'sessionId'>,
    accountRole: TAccountRole | null,
  ): Promise<TProfile> {
    const [user, reader] = await Promise.all([findUserById(deps.db, claims.userId), readerOf(deps.db, claims)]);
    if (!user) throw new AppError(Code.notFound, AppMsg.notFound);
    const c = user.customerId ? await findCustomerById(deps.db, user.customerId) : undefined;
    // What this server can send to the number now: the profile offers only what works (a Verify that could
    // only answer "not turned on" after it was pressed, or WhatsApp updates that never go, misled people).
    const messaging = c ? await readMessaging(deps.db) : undefined;
    return {
      username: user.username,
      role: user.role,
      customercode: user.code,
      customername: user.displayName,
      lastLogin: lastLoginSeen(user, reader)?.toISOString() ?? null,
      createdAt: user.createdAt.toISOString(),
      language: user.language,
      account_role: accountRole,
      company: c
        ? {
            ...customerFields(c),
            whatsapp_opt_in_at: c.whatsappOptInAt?.toISOString() ?? null,
            mobile_verified_at: c.mobileVerifiedAt?.toISOString() ?? null,
            mobile_verifiable: messaging ? codeChannels(messaging, available).length > 0 : false,
            whatsapp_available: Boolean(messaging?.whatsapp.enabled && available.whatsapp),
          }
        : null,
    };
  }

  /** A customer gives or withdraws consent to WhatsApp messages; the audit log keeps each change. */
  async function whatsappOptIn(caller: Caller, optIn: boolean) {
    const customerId = caller.customerId;
    if (!customerId) throw new AppError(Code.notFound, AppMsg.notFound);
    refuseColleague(caller);
    const at = await deps.db.transaction(async (tx) => {
      const when = await setWhatsappOptIn(tx, customerId, optIn);
      await recordAudit(tx, {
        actorId: caller.userId,
        entity: 'customer',
        entityId: customerId,
        action: optIn ? 'whatsapp_opt_in' : 'whatsapp_opt_out',
        after: { whatsapp_opt_in_at: when?.toISOString() ?? null },
      });
      return when;
    });
    return {
      status: Code.ok,
      message: optIn ? MessagingMsg.optedIn : MessagingMsg.optedOut,
      whatsapp_opt_in_at: at?.toISOString() ?? null,
    };
  }
  /** The language of the person's screens after sign-in, mails and messages. */
  async function setLanguage(caller: Caller, language: TLanguage) {
    await setUserLanguage(deps.db, caller.userId, language);
    return { status: Code.ok, message: 'OK' };
  }
  /**
   * A customer changes their own contact person, address and mobile (the sign-up form's rules, in the
   * contract's schema). Only the caller's own customer row, from the verified token; staff have none.
   */
  async function updateProfile(caller: Caller, body: TUpdateProfile) {
    const customerId = caller.customerId;
    if (!customerId) throw new AppError(Code.notFound, AppMsg.notFound);
    refuseColleague(caller);
    const after = {
      contactPerson: body.contactperson,
      address: body.address,
      city: body.city,
      pincode: body.pincode,
      mobile: body.mobile,
    };
    await deps.db.transaction(async (tx) => {
      const found = await findCustomerById(tx, customerId);
      if (!found) throw new AppError(Code.notFound, AppMsg.notFound);
      await updateCustomerContact(tx, customerId, after);
      const before = {
        contactPerson: found.contactPerson,
        address: found.address,
        city: found.city,
        pincode: found.pincode,
        mobile: found.mobile,
      };
      await recordAudit(tx, {
        actorId: caller.userId,
        entity: 'customer',
        entityId: found.code,
        action: 'profile',
        before,
        after,
      });
    });
    return { status: Code.ok, message: PeopleMsg.profileSaved, profile: await getProfile(caller, caller.accountRole) };
  }

  return { getProfile, whatsappOptIn, setLanguage, updateProfile };
}
export type ProfileService = ReturnType<typeof createProfileService>;
