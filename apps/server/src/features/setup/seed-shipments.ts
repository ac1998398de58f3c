import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * Each request's parcel (decision 106), its courier and docket from the request code's number (the same on
 * every run), arrived once an item was received; and one box back for the items dispatched or delivered.
 */
export async function seedShipments(db: Db) {
  await db.execute(sql`
    insert into shipments (request_id, direction, carrier, docket, status, created_by, created_at, updated_at)
    select r.id, 'in', (array['DTDC','Blue Dart','Professional Couriers','India Post','Delhivery'])[1 + (r.n % 5)],
      'DK' || lpad((r.n * 7919 % 10000000)::text, 7, '0') || r.n,
      case when exists (select 1 from request_items i where i.request_id = r.id and i.status not in ('pending', 'cancelled'))
        then 'delivered'
        when not exists (select 1 from request_items i where i.request_id = r.id and i.status <> 'cancelled') then 'cancelled'
        else 'in_transit' end,
      r.created_by, r.created_at, r.created_at
    from (select r.*, substring(r.req_code from '[0-9]+$')::bigint as n from repair_requests r
      where not exists (select 1 from shipments s where s.request_id = r.id)) r`);
  await db.execute(sql`
    insert into shipments (request_id, direction, carrier, docket, status, created_at, updated_at)
    select r.id, 'out', 'Blue Dart', 'RB' || substring(r.req_code from '[0-9]+$'),
      case when bool_and(i.status = 'delivered') then 'delivered' else 'in_transit' end, r.created_at, r.created_at
    from repair_requests r join request_items i on i.request_id = r.id and i.status in ('dispatched', 'delivered')
    where not exists (select 1 from shipments s where s.request_id = r.id and s.direction = 'out')
    group by r.id`);
  await db.execute(sql`
    insert into shipment_items (shipment_id, item_id, direction)
    select s.id, i.id, s.direction from shipments s join request_items i on i.request_id = s.request_id
      and (s.direction = 'in' or i.status in ('dispatched', 'delivered'))
    where not exists (select 1 from shipment_items x where x.shipment_id = s.id)`);
  await db.execute(sql`
    insert into shipment_events (shipment_id, status, actor_id, created_at)
    select s.id, st.status, s.created_by, s.created_at from shipments s
    cross join lateral (values ('in_transit', 0), (s.status, 1)) st(status, k)
    where (st.k = 0 or s.status <> 'in_transit')
      and not exists (select 1 from shipment_events e where e.shipment_id = s.id)`);
}
