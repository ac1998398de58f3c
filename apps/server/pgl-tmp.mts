import { PGlite } from '@electric-sql/pglite';

const rss = () => (process.memoryUsage().rss / 1048576).toFixed(0);
const set = process.argv[2] === 'set';
let db = await PGlite.create('/tmp/seed1/pgdata');
if (set) {
  await db.query("alter system set shared_buffers = '16MB'");
  await db.close();
  db = await PGlite.create('/tmp/seed1/pgdata');
}
console.log('shared_buffers', (await db.query('show shared_buffers')).rows[0], 'rss', rss());
const t0 = performance.now();
for (let i = 0; i < 300; i++)
  await db.query(
    'select r.*, c.company_name from repair_requests r join customers c on c.id = r.customer_id where r.customer_id = (select id from customers offset $1 limit 1) order by r.created_at desc, r.id desc limit 21',
    [i % 900],
  );
console.log('300 list queries', (performance.now() - t0).toFixed(0), 'ms; rss', rss());
await db.close();
