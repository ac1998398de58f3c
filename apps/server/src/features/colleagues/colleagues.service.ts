import {
  AppMsg,
  Code,
  ColleagueMsg,
  INVITATIONS_PER_HOUR,
  MAX_COLLEAGUES,
  ServerMsg,
  StatusFlag,
  setPasswordLink,
  type TColleague,
  type TColleagueRole,
  type TInviteColleague,
  WELCOME_LINK_DAYS,
} from '@svc/contract';
import { publicUrlOf } from '../../config/public-url';
import type { DbOrTx } from '../../db/client';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { type Caller, isStaff } from '../../lib/caller';
import { clientDigest, hashPassword } from '../../lib/passwords';
import { randomToken } from '../../lib/random';
import { invitationMail } from '../../mail/templates';
import { recordAudit } from '../audit';
import {
  findUserById,
  insertUser,
  lastLoginSeen,
  type OtpService,
  readerOf,
  revokeUserSessions,
  usernameTaken,
} from '../auth';
import { readCompanySettings } from '../company';
import { enqueueMail } from '../mail-outbox';
import * as repo from './colleagues.repository';

const DAY_MS = 86_400_000;
type Account = NonNullable<Awaited<ReturnType<typeof repo.customerBy>>>;

/**
 * Colleagues on a customer's account (issue 29, decision 067): the account admin (the owner) or staff list,
 * invite, change the role of and remove them. An invitation is a user without a known password, their
 * membership and the welcome link's one-time secret, with its mail queued, in one transaction; removing
 * ends every session of the colleague before the answer leaves.
 */
export function createColleaguesService(
  deps: Pick<Deps, 'db' | 'settings' | 'sessions'>,
  needs: { otp: Pick<OtpService, 'issueLinkSecret' | 'closeLinks'> },
) {
  const { db } = deps;
  const notFound = () => new AppError(Code.notFound, ServerMsg.customerNotFound);

  /**
   * The account the caller asks about: staff name it by its code; a customer's is their own (another code
   * does not exist for them). `manage`: only the account admin and staff may change it.
   */
  async function accountOf(caller: Caller, code: string | undefined, manage: boolean) {
    if (isStaff(caller)) {
      const account = code ? await repo.customerBy(db, { code }) : undefined;
      if (!account) throw notFound();
      return { account, canManage: true };
    }
    const account = caller.customerId ? await repo.customerBy(db, { id: caller.customerId }) : undefined;
    if (!account || (code !== undefined && code !== account.code)) throw notFound();
    const canManage = caller.accountRole === 'owner';
    if (manage && !canManage) throw new AppError(Code.badRequest, ColleagueMsg.onlyAccountAdmin);
    return { account, canManage };
  }

  async function list(caller: Caller, code?: string) {
    const { account, canManage } = await accountOf(caller, code, false);
    const [rows, reader] = await Promise.all([repo.colleaguesOf(db, account.id), readerOf(db, caller)]);
    const colleagues: TColleague[] = rows.map((r) => ({
      user_id: r.userId,
      name: r.name,
      username: r.username,
      email: r.email ?? '',
      role: r.role,
      state: r.role !== 'owner' && !r.passwordSetAt && !r.lastLoginAt ? 'invited' : 'active',
      last_login: lastLoginSeen({ ...r, id: r.userId }, reader)?.toISOString() ?? null,
      added_at: r.addedAt.toISOString(),
    }));
    return {
      statusFlag: StatusFlag.ok,
      message: 'OK',
      customercode: account.code,
      company_name: account.companyName,
      your_role: isStaff(caller) ? null : caller.accountRole,
      can_manage: canManage,
      colleagues,
    };
  }

  /** Who the mail says invited them: the caller's name; null for staff (the mail names the company instead). */
  async function inviterName(caller: Caller) {
    if (isStaff(caller)) return null;
    return (await findUserById(db, caller.userId))?.displayName ?? null;
  }

  /** The link's secret and the mail, in the caller's transaction: both exist exactly when the invitation does. */
  async function queueInvitation(
    tx: DbOrTx,
    account: Account,
    colleague: { userId: string; email: string; username: string; language: 'en' | 'ta'; role: TColleagueRole },
    inviter: string | null,
  ) {
    const secret = await needs.otp.issueLinkSecret('welcome', colleague.userId, WELCOME_LINK_DAYS * DAY_MS, tx);
    if (!secret) throw new AppError(Code.tooMany, ColleagueMsg.tooManyInvitations);
    const url = `${publicUrlOf(deps.settings)}${setPasswordLink(`${colleague.userId}.${secret}`)}`;
    const mail = invitationMail(
      colleague.email,
      {
        inviter,
        // The service company's name from its settings ('' until the admin sets it).
        centre: (await readCompanySettings(tx))?.name ?? '',
        company: account.companyName,
        username: colleague.username,
        url,
        days: WELCOME_LINK_DAYS,
        approver: colleague.role === 'approver',
      },
      colleague.language,
    );
    await enqueueMail(tx, {
      dedupeKey: `invite:${colleague.userId}:${randomToken(9)}`,
      toAddress: mail.to,
      subject: mail.subject,
      body: mail.text,
    });
  }

  /**
   * Every invitation asked of an open account counts toward its hour, whatever it answers (an address that
   * has an account too, or a user name in use): otherwise the answers tell who has an account for free.
   * Taken in its own statement before anything is looked at (decision 088).
   */
  async function takeInvitation(account: Account) {
    if (!(await repo.takeInvitation(db, account.id, INVITATIONS_PER_HOUR))) {
      throw new AppError(Code.tooMany, ColleagueMsg.tooManyInvitations);
    }
  }

  async function invite(caller: Caller, b: TInviteColleague) {
    const { account } = await accountOf(caller, b.customercode, true);
    if (!account.active) throw notFound();
    await takeInvitation(account);
    const inviter = await inviterName(caller);
    // Slow work before the transaction: a password nobody knows until the link sets one.
    const unknownPassword = await hashPassword(clientDigest(randomToken()));
    await db.transaction(async (tx) => {
      await repo.lockFor(tx, `account:${account.id}`);
      await repo.lockFor(tx, `email:${b.email.toLowerCase()}`);
      const holders = await repo.usersWithEmail(tx, b.email);
      if (holders.some((h) => h.id === caller.userId)) throw new AppError(Code.exists, ColleagueMsg.colleagueIsYou);
      if (holders.some((h) => h.customerId === account.id && h.active)) {
        throw new AppError(Code.exists, ColleagueMsg.colleagueAlreadyHere);
      }
      // Someone removed from this account may be invited back: the same person, their requests still theirs.
      const removed = holders.length === 1 && holders[0]?.customerId === account.id ? holders[0] : undefined;
      if (holders.length && !(removed && !(await repo.colleagueOf(tx, account.id, removed.id)))) {
        throw new AppError(Code.exists, ColleagueMsg.colleagueIsUser);
      }
      if ((await usernameTaken(tx, b.username)) && b.username.toLowerCase() !== removed?.username.toLowerCase()) {
        throw new AppError(Code.inUse, AppMsg.userNameInUse);
      }
      if ((await repo.countColleagues(tx, account.id)) >= MAX_COLLEAGUES) {
        throw new AppError(Code.badRequest, ColleagueMsg.tooManyColleagues);
      }
      const fresh = { username: b.username, displayName: b.name, language: b.language, passwordHash: unknownPassword };
      const user = removed
        ? await repo.welcomeBack(tx, removed.id, fresh)
        : await insertUser(tx, {
            ...fresh,
            code: await repo.nextColleagueCode(tx, account.code),
            email: b.email,
            role: 'customer',
            customerId: account.id,
          });
      await repo.addColleague(tx, { customerId: account.id, userId: user.id, role: b.role, invitedBy: caller.userId });
      await recordAudit(tx, {
        actorId: caller.userId,
        entity: 'customer',
        entityId: account.code,
        action: 'colleague_invited',
        after: { username: b.username, role: b.role },
      });
      await queueInvitation(
        tx,
        account,
        { userId: user.id, email: b.email, username: b.username, language: b.language, role: b.role },
        inviter,
      );
    });
    return { statusFlag: StatusFlag.ok, message: ColleagueMsg.colleagueInvited };
  }

  /** A colleague of the account other than its admin: the only ones a change may touch. */
  async function colleagueToChange(account: Account, userId: string) {
    const found = await repo.colleagueOf(db, account.id, userId);
    if (!found) throw new AppError(Code.notFound, AppMsg.notFound);
    if (found.role === 'owner') throw new AppError(Code.badRequest, ColleagueMsg.ownerStays);
    return found;
  }

  async function resend(caller: Caller, b: { customercode?: string; user_id: string }) {
    const { account } = await accountOf(caller, b.customercode, true);
    const found = await colleagueToChange(account, b.user_id);
    if (found.passwordSetAt || found.lastLoginAt || !found.email) {
      throw new AppError(Code.badRequest, ColleagueMsg.notInvitationPending);
    }
    await takeInvitation(account);
    const { email } = found;
    const inviter = await inviterName(caller);
    await db.transaction((tx) =>
      queueInvitation(
        tx,
        account,
        { ...found, email, role: found.role === 'approver' ? 'approver' : 'member' },
        inviter,
      ),
    );
    return { statusFlag: StatusFlag.ok, message: ColleagueMsg.invitationResent };
  }

  async function setRole(caller: Caller, b: { customercode?: string; user_id: string; role: TColleagueRole }) {
    const { account } = await accountOf(caller, b.customercode, true);
    const found = await colleagueToChange(account, b.user_id);
    await db.transaction(async (tx) => {
      await repo.setColleagueRole(tx, account.id, b.user_id, b.role);
      await recordAudit(tx, {
        actorId: caller.userId,
        entity: 'customer',
        entityId: account.code,
        action: 'colleague_role',
        before: { username: found.username, role: found.role },
        after: { username: found.username, role: b.role },
      });
    });
    // Their next call reads the new role (the per-call check remembers sessions for a moment).
    deps.sessions.forgetUser(b.user_id);
    return { statusFlag: StatusFlag.ok, message: ColleagueMsg.colleagueRoleSaved };
  }

  async function remove(caller: Caller, b: { customercode?: string; user_id: string }) {
    const { account } = await accountOf(caller, b.customercode, true);
    const found = await colleagueToChange(account, b.user_id);
    await db.transaction(async (tx) => {
      await repo.removeColleague(tx, account.id, b.user_id);
      await revokeUserSessions(tx, b.user_id, 'removed from the account');
      await needs.otp.closeLinks('welcome', b.user_id, tx);
      await recordAudit(tx, {
        actorId: caller.userId,
        entity: 'customer',
        entityId: account.code,
        action: 'colleague_removed',
        before: { username: found.username, role: found.role },
      });
    });
    deps.sessions.forgetUser(b.user_id);
    return { statusFlag: StatusFlag.ok, message: ColleagueMsg.colleagueRemoved };
  }

  return { list, invite, resend, setRole, remove };
}
export type ColleaguesService = ReturnType<typeof createColleaguesService>;
