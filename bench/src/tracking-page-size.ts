import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { EXAMPLES, type TTrackReply } from '@svc/contract';
import { trackPage } from '../../apps/server/src/features/tracking';

const script = path.resolve(import.meta.dirname, '../../apps/web/dist/t/actions.js');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

/**
 * What the tracking link's first view costs (decision 056): the server's page is all of it (style and loader
 * inline, no font, no other file), so its gzip size is the figure; written from the contract's example reply
 * with 1 and with 20 items (the most a request holds), in English and Tamil. The script that asks for the
 * code comes only when pressed: its size beside.
 */
export function trackingPageSizes(): string[] {
  const example = EXAMPLES.trackView.reply as TTrackReply;
  const item = example.items[0] as TTrackReply['items'][number];
  const withItems = (n: number): TTrackReply => ({
    ...example,
    items: Array.from({ length: n }, (_, i) => ({ ...item, line_no: i + 1 })),
  });
  const nonce = 'AAAAAAAAAAAAAAAAAAAAAA==';
  const lines = [1, 20].map((n) => {
    const sizes = (['en', 'ta'] as const).map(
      (lang) => `${lang} ${kb(gzipSync(trackPage('q3Zp8LwX2mB7tR4yK9sD1a', withItems(n), lang, nonce)).length)}`,
    );
    return `  /t, ${String(n).padStart(2)} item${n > 1 ? 's' : ' '}   ${sizes.join(', ')} (everything its first view needs)`;
  });
  if (fs.existsSync(script))
    lines.push(`  /t/actions.js     ${kb(gzipSync(fs.readFileSync(script)).length)} (only when asked for)`);
  return lines;
}
