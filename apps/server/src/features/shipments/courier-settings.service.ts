import { Code, StatusFlag, type TCourierSettings, ZCourierSettings } from '@svc/contract';
import type { Deps } from '../../deps';
import { AppError } from '../../lib/app-error';
import type { Caller } from '../../lib/caller';
import { recordAudit } from '../audit';
import { readCourierSettings, saveCourierSettings } from './booking.repository';

const CourierSettingsMsg = {
  saved: 'The courier settings are saved.',
  notConfigured:
    'Shiprocket’s API user is not set on the server (SHIPROCKET_EMAIL and SHIPROCKET_PASSWORD): pickups cannot be switched on yet.',
} as const;

/** The admin's courier settings: the centre's address and pickup location, the box, who pays (issue 43). */
export function createCourierSettingsService(deps: Pick<Deps, 'db' | 'settings'>) {
  const configured = Boolean(deps.settings.SHIPROCKET_EMAIL && deps.settings.SHIPROCKET_PASSWORD);
  return {
    async read() {
      const saved = ZCourierSettings.safeParse(await readCourierSettings(deps.db));
      return { settings: saved.success ? saved.data : null, carrier: { name: 'Shiprocket', configured } };
    },
    async save(caller: Caller, s: TCourierSettings) {
      if (s.enabled && !configured) throw new AppError(Code.badRequest, CourierSettingsMsg.notConfigured);
      await deps.db.transaction(async (tx) => {
        const before = await readCourierSettings(tx);
        await saveCourierSettings(tx, s);
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
      return { statusFlag: StatusFlag.ok, message: CourierSettingsMsg.saved };
    },
  };
}
export type CourierSettingsService = ReturnType<typeof createCourierSettingsService>;
