import type { DbOrTx } from '../../db/client';
import { TrackingTokens } from '../../lib/tracking-tokens';
import { linkPage, setTokenHashes } from './tracking.repository';

const PAGE = 5000;

/**
 * After the signing key changed (a restore without it, or a new key on purpose), every link is derived
 * anew under the new key: the links sent or printed before stop working, and the ones the app shows and
 * mails from now on work. With the same key the first page already matches and nothing is written.
 */
export async function rekeyTrackingLinks(db: DbOrTx, tokens: TrackingTokens): Promise<number> {
  let after: string | null = null;
  let changed = 0;
  for (;;) {
    const page = await linkPage(db, after, PAGE);
    if (!page.length) return changed;
    const stale = page.flatMap((l) => {
      const tokenHash = TrackingTokens.hash(tokens.token(l.requestId, l.version));
      return tokenHash === l.tokenHash ? [] : [{ requestId: l.requestId, tokenHash }];
    });
    if (!stale.length && changed === 0) return 0;
    await setTokenHashes(db, stale);
    changed += stale.length;
    after = page.at(-1)?.requestId ?? null;
  }
}
