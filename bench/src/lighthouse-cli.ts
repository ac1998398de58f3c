// The Lighthouse part of `npm run bench` alone, after `npm run build`:
//   node --import tsx bench/src/lighthouse-cli.ts          (LIGHTHOUSE_RUNS=5 per page by default)
//   LIGHTHOUSE_PAGES=t LIGHTHOUSE_RUNS=1 node --import tsx bench/src/lighthouse-cli.ts   (the tracking page, once)

import { lighthouseScores } from './lighthouse';
import { printScores } from './lighthouse-print';

printScores(await lighthouseScores(3813), (s) => process.stdout.write(`${s}\n`));
