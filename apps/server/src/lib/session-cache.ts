/** What the per-call session check reads: the session's user, role and customer. */
export interface LiveSession {
  sessionId: string;
  userId: string;
  role: 'customer' | 'staff' | 'admin';
  code: string;
  customerId: string | null;
}

const MAX_ENTRIES = 20_000;

/**
 * Remembers live sessions for a couple of seconds, saving one query on every signed-in call. Revocations
 * made by this instance forget the session at once; another instance's revocation is seen within `ttlMs`.
 */
export class SessionCache {
  private readonly entries = new Map<string, { live: LiveSession; until: number }>();
  constructor(private readonly ttlMs: number) {}

  get(sessionId: string): LiveSession | undefined {
    const hit = this.entries.get(sessionId);
    if (!hit) return undefined;
    if (hit.until < Date.now()) {
      this.entries.delete(sessionId);
      return undefined;
    }
    return hit.live;
  }

  set(live: LiveSession): void {
    if (this.ttlMs <= 0) return;
    if (this.entries.size >= MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(live.sessionId, { live, until: Date.now() + this.ttlMs });
  }

  forgetSession(sessionId: string): void {
    this.entries.delete(sessionId);
  }

  forgetUser(userId: string): void {
    for (const [id, e] of this.entries) if (e.live.userId === userId) this.entries.delete(id);
  }
}
