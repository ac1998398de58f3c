import { AdminMsg, Code, StatusFlag, type TCompanySave, type TItemStatus } from '@svc/contract';
import type { Deps } from '../../app/deps';
import { AppError } from '../../lib/app-error';
import type { Caller } from '../../lib/caller';
import { recordAudit } from '../audit';
import { readCompanySettings, updateCompanySettings } from '../company';
import { findOwnUpload, type ImagesService } from '../images';

/** The letterhead printed on every request, its logo, and which status mails go out. */
export function createCompanyService(deps: Deps, images: ImagesService) {
  const { db } = deps;

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
      },
    };
  }

  async function save(caller: Caller, body: TCompanySave) {
    if (body.logo_image_id) {
      const logo = await findOwnUpload(db, body.logo_image_id, caller.userId);
      if (logo?.state !== 'ready' || logo.itemId) {
        throw new AppError(Code.badRequest, 'The logo was not uploaded completely. Please add it again.', {
          issues: [{ path: 'logo_image_id', message: 'The logo was not uploaded completely. Please add it again.' }],
        });
      }
    }
    const { logo_image_id, muted_statuses, ...letterhead } = body;
    await db.transaction(async (tx) => {
      const before = await readCompanySettings(tx);
      const after = {
        ...letterhead,
        mutedStatuses: [...new Set(muted_statuses)],
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
    return { statusFlag: StatusFlag.ok, message: AdminMsg.saved };
  }
  return { get, save };
}
