import { ZCourierSettings } from '@svc/contract';
import type { Settings } from '../../config/settings';

/** Pickups are offered: the server has Shiprocket's sign-in and the admin switched them on. */
export const pickupsOn = (s: Pick<Settings, 'SHIPROCKET_EMAIL' | 'SHIPROCKET_PASSWORD'>, couriers: unknown) =>
  Boolean(s.SHIPROCKET_EMAIL && s.SHIPROCKET_PASSWORD) && ZCourierSettings.safeParse(couriers).data?.enabled === true;
