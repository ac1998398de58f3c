import {
  AdminMsg,
  Code,
  MessagingMsg,
  PHONE_CHANNELS,
  ServerMsg,
  StatusFlag,
  setupGaps,
  type TCompanySave,
  type TItemStatus,
} from '@svc/contract';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import type { Caller } from '../../lib/caller';
import { recordAudit } from '../audit';
import { forgetCompanySettings, readCompanySettings, updateCompanySettings } from '../company';
import { findOwnUpload, type ImagesService } from '../images';
import { availableChannels, readMessaging } from '../phone-messages';
import { activeBranchCount } from './lists.repository';

const CHANNEL_NAME = { whatsapp: 'WhatsApp', sms: 'SMS' } as const;

/** The letterhead printed on every request, its logo, which status messages go out and on which channels. */
export function createCompanyService(deps: Pick<Deps, 'db' | 'cache' | 'settings'>, images: ImagesService) {
  const { db } = deps;
  const available = availableChannels(deps.settings);

  async function get() {
    const c = await readCompanySettings(db);
    if (!c) throw new AppError(Code.error, 'Company settings are missing');
    return {
      statusFlag: StatusFlag.ok,
      message: 'OK',
      company_details: {
        name: c.name,
        address: c.address,
        gstin: c.gstin,
        phone: c.phone,
        email: c.email,
        logo_url: c.logoKey ? images.viewUrl(c.logoKey, 'full') : null,
        muted_statuses: c.mutedStatuses as TItemStatus[],
        messaging: await readMessaging(db),
        upi_id: c.upiId,
        channels_available: available,
      },
    };
  }

  async function save(caller: Caller, body: TCompanySave) {
    if (body.logo_image_id) {
      const logo = await findOwnUpload(db, body.logo_image_id, caller.userId);
      if (logo?.state !== 'ready' || logo.itemId) {
        throw new AppError(Code.badRequest, ServerMsg.logoIncomplete, {
          issues: [{ path: 'logo_image_id', message: ServerMsg.logoIncomplete }],
        });
      }
    }
    const off = PHONE_CHANNELS.filter((ch) => body.messaging?.[ch].enabled && !available[ch]);
    if (off.length > 0) {
      throw new AppError(Code.badRequest, MessagingMsg.notConfigured(CHANNEL_NAME[off[0] ?? 'sms']), {
        issues: off.map((ch) => ({
          path: `messaging.${ch}.enabled`,
          message: MessagingMsg.notConfigured(CHANNEL_NAME[ch]),
        })),
      });
    }
    const { logo_image_id, muted_statuses, messaging, upi_id, ...letterhead } = body;
    await db.transaction(async (tx) => {
      const before = await readCompanySettings(tx);
      const after = {
        ...letterhead,
        mutedStatuses: [...new Set(muted_statuses)],
        ...(messaging === undefined ? {} : { messaging }),
        ...(upi_id === undefined ? {} : { upiId: upi_id }),
        ...(logo_image_id === undefined ? {} : { logoKey: logo_image_id }),
      };
      await updateCompanySettings(tx, after);
      await recordAudit(tx, {
        actorId: caller.userId,
        entity: 'company',
        entityId: '1',
        action: 'update',
        before: before ? { ...before, updatedAt: undefined } : null,
        after,
      });
    });
    forgetCompanySettings(deps.cache);
    return { statusFlag: StatusFlag.ok, message: AdminMsg.saved };
  }
  /** What a new install still has to set up: the admin's checklist, until it is empty. */
  async function checklist() {
    const [c, activeBranches] = await Promise.all([readCompanySettings(db), activeBranchCount(db)]);
    const missing = setupGaps({
      name: c?.name ?? '',
      address: c?.address ?? '',
      gstin: c?.gstin ?? '',
      phone: c?.phone ?? '',
      upi_id: c?.upiId ?? '',
      active_branches: activeBranches,
    });
    return { statusFlag: StatusFlag.ok, message: 'OK', missing };
  }
  return { get, save, checklist };
}
export type CompanyService = ReturnType<typeof createCompanyService>;
