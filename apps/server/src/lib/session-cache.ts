import { LRUCache } from 'lru-cache';

/** What the per-call session check reads: the session's user, role and customer. */
export interface LiveSession {
  sessionId: string;
  userId: string;
  role: 'customer' | 'staff' | 'admin';
  code: string;
  customerId: string | null;
  /** The role on the customer's account: a change of it forgets the user's sessions here (decision 067). */
  accountRole: 'owner' | 'approver' | 'member' | null;
}

const MAX_ENTRIES = 20_000;

/**
 * Remembers live sessions for a couple of seconds, saving one query on every signed-in call. Revocations
 * made by this instance forget the session at once; another instance's revocation is seen within `ttlMs`.
 */
export class SessionCache {
  private readonly entries: LRUCache<string, LiveSession> | null;
  constructor(ttlMs: number) {
    this.entries = ttlMs > 0 ? new LRUCache({ max: MAX_ENTRIES, ttl: ttlMs, perf: Date }) : null;
  }

  get(sessionId: string): LiveSession | undefined {
    return this.entries?.get(sessionId);
  }

  set(live: LiveSession): void {
    this.entries?.set(live.sessionId, live);
  }

  forgetSession(sessionId: string): void {
    this.entries?.delete(sessionId);
  }

  forgetUser(userId: string): void {
    if (!this.entries) return;
    for (const [id, live] of this.entries.entries()) if (live.userId === userId) this.entries.delete(id);
  }
}
