// The JavaScript of every route and the tracking page's size: node --import tsx bench/src/sizes-cli.ts
// after `npm run build`. With --check it fails (exit 1) when a customer's route is above the budget of
// issue 27: `npm test` runs it after its build.
import { CUSTOMER_ROUTE_BUDGET_KB, routeSizes } from './bundle-size';
import { trackingPageSizes } from './tracking-page-size';

const check = process.argv.includes('--check');
const sizes = routeSizes();
if (!sizes.length) {
  process.stderr.write('apps/web/dist/.vite/manifest.json is missing: run `npm run build` first\n');
  process.exit(1);
}
const over = sizes.filter((s) => s.customer && s.kb > CUSTOMER_ROUTE_BUDGET_KB);
for (const s of sizes)
  process.stdout.write(
    `${s.route.padEnd(22)}${s.kb.toFixed(1).padStart(6)} kB gzip  ${s.customer ? `customer (≤ ${CUSTOMER_ROUTE_BUDGET_KB})${s.kb > CUSTOMER_ROUTE_BUDGET_KB ? '  OVER' : ''}` : 'staff'}\n`,
  );
if (check) {
  if (over.length) {
    process.stdout.write(
      `\n${over.length} customer route(s) above ${CUSTOMER_ROUTE_BUDGET_KB} kB gzip: ${over.map((s) => s.route).join(', ')}\n`,
    );
    process.exit(1);
  }
  process.stdout.write(`\nEvery customer route is within ${CUSTOMER_ROUTE_BUDGET_KB} kB gzip of JavaScript.\n`);
} else process.stdout.write(`\nThe tracking page (gzip):\n${trackingPageSizes().join('\n')}\n`);
