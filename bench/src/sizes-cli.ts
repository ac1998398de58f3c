import { routeSizes } from './bundle-size';
import { trackingPageSizes } from './tracking-page-size';

for (const s of routeSizes()) process.stdout.write(`${s.route.padEnd(22)}${s.kb.toFixed(1)} kB gzip\n`);
process.stdout.write(`\nThe tracking page (gzip):\n${trackingPageSizes().join('\n')}\n`);
