import { StatusFlag } from '@svc/contract';
import type { Deps } from '../../deps';
import { cachedActiveMasters } from './catalogue.repository';

/** The active items and brands a request may name: read by the request form and the create's checks. */
export function createCatalogueService(deps: Pick<Deps, 'db' | 'cache'>) {
  /** Both lists as this instance last read them (at most SETTINGS_CACHE_MS old). */
  const active = () => cachedActiveMasters(deps.cache, deps.db);

  async function masterLists() {
    const { items: itemList, brands: brandList } = await active();
    return { statusFlag: StatusFlag.ok, message: 'OK', itemList, brandList };
  }
  return { active, masterLists };
}
export type CatalogueService = ReturnType<typeof createCatalogueService>;
