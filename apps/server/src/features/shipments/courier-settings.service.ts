import { Code, PickupMsg, StatusFlag, type TCourierSettings, ZCourierSettings } from '@svc/contract';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import type { Caller } from '../../lib/caller';
import { recordAudit } from '../audit';
import { forgetCompanySettings, updateCompanySettings } from '../company';
import { readCourierSettings } from './booking.repository';

/** The admin's courier settings: the centre's address and pickup location, the box, who pays (issue 43). */
export function createCourierSettingsService(deps: Pick<Deps, 'db' | 'settings' | 'cache'>) {
  const configured = Boolean(deps.settings.SHIPROCKET_EMAIL && deps.settings.SHIPROCKET_PASSWORD);
  return {
    async read() {
      const saved = ZCourierSettings.safeParse(await readCourierSettings(deps.db));
      return { settings: saved.success ? saved.data : null, carrier: { name: 'Shiprocket', configured } };
    },
    async save(caller: Caller, s: TCourierSettings) {
      if (s.enabled && !configured) throw new AppError(Code.badRequest, PickupMsg.notConfigured);
      await deps.db.transaction(async (tx) => {
        const before = await readCourierSettings(tx);
        await updateCompanySettings(tx, { couriers: s });
        await recordAudit(tx, {
          actorId: caller.userId,
          entity: 'company',
          entityId: 'couriers',
          requestId: null,
          action: 'couriers',
          before,
          after: s,
        });
      });
      // The request view reads whether pickups are on from the cached settings.
      forgetCompanySettings(deps.cache);
      return { statusFlag: StatusFlag.ok, message: PickupMsg.settingsSaved };
    },
  };
}
export type CourierSettingsService = ReturnType<typeof createCourierSettingsService>;
