// The Lighthouse part of `npm run bench` alone: node --import tsx bench/src/lighthouse-cli.ts

import { lighthouseScores } from './lighthouse';
import { printScores } from './lighthouse-print';

printScores(await lighthouseScores(3813), (s) => process.stdout.write(`${s}\n`));
