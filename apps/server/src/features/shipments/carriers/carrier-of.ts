import type { Settings } from '../../../config/settings';
import type { BookingCarrier } from '../attempt-booking';
import { shiprocket } from './shiprocket';

/** The carrier the server books with: Shiprocket when its API user is set, else none (pickups are not offered). */
export function carrierOf(s: Settings): BookingCarrier | null {
  if (!s.SHIPROCKET_EMAIL || !s.SHIPROCKET_PASSWORD) return null;
  return shiprocket({
    apiUrl: s.SHIPROCKET_API_URL,
    email: s.SHIPROCKET_EMAIL,
    password: s.SHIPROCKET_PASSWORD,
    timeoutMs: s.CARRIER_TIMEOUT_MS,
  });
}
