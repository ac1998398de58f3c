import { lazyPart } from '../../components/lazy-part';
import { loadCataloguePart } from '../../i18n';

// The courier pickup (issue 43): its screens and their own part of the catalogue load together, the first
// time a request shows a pickup, so no other screen carries either.
const withTexts = <T>(load: Promise<T>) => Promise.all([load, loadCataloguePart('couriers')]).then(([m]) => m);

export const PickupDialog = lazyPart(() => withTexts(import('./pickup-dialog')).then((m) => m.PickupDialog));
export const PickupStatus = lazyPart(() => withTexts(import('./pickup-status')).then((m) => m.PickupStatus));
export const CourierSettingsCard = lazyPart(() =>
  withTexts(import('./courier-settings-card')).then((m) => m.CourierSettingsCard),
);
export const CourierQueues = lazyPart(() => withTexts(import('./courier-queues')).then((m) => m.CourierQueues));
