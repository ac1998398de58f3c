import { AdminMsg, Code, StatusFlag, type TCompanySave, type TItemStatus, ZCompanySave } from '@svc/contract';
import { eq, sql } from 'drizzle-orm';
import type { Deps } from '../../app/deps';
import { companySettings } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import type { Caller } from '../../lib/caller';
import { recordAudit } from '../audit/audit.repository';
import { findOwnUpload } from '../images/images.repository';
import type { ImagesService } from '../images/images.service';
import { companyLetterhead } from '../requests/company.repository';

/** The letterhead printed on every request, its logo, and which status mails go out. */
export function createCompanyService(deps: Deps, images: ImagesService) {
  const { db } = deps;

  async function get() {
    const c = await companyLetterhead(db);
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

  async function save(caller: Caller, input: TCompanySave) {
    const body = ZCompanySave.parse(input);
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
      const before = await companyLetterhead(tx);
      const after = {
        ...letterhead,
        mutedStatuses: [...new Set(muted_statuses)],
        ...(logo_image_id === undefined ? {} : { logoKey: logo_image_id }),
      };
      await tx
        .update(companySettings)
        .set({ ...after, updatedAt: sql`now()` })
        .where(eq(companySettings.id, 1));
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
