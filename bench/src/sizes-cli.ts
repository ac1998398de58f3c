import { routeSizes } from './bundle-size';

for (const s of routeSizes()) process.stdout.write(`${s.route.padEnd(22)}${s.kb.toFixed(1)} kB gzip\n`);
