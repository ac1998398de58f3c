import { LRUCache } from 'lru-cache';

/**
 * Rows that every busy call reads and an admin rarely changes (the company's settings, the active item
 * and brand lists), kept by this instance for `ttlMs` (SETTINGS_CACHE_MS): a create read them on every
 * call (decision 031). A change saved on this instance is forgotten at once; another instance sees it
 * within `ttlMs`. A read that fails is not kept. 0 turns it off.
 */
export class ReadCache {
  private readonly entries: LRUCache<string, Promise<unknown>> | null;
  constructor(ttlMs: number) {
    this.entries = ttlMs > 0 ? new LRUCache({ max: 64, ttl: ttlMs, perf: Date }) : null;
  }

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (!this.entries) return load();
    const kept = this.entries.get(key);
    if (kept) return kept as Promise<T>;
    const loading = load();
    this.entries.set(key, loading);
    loading.catch(() => {
      if (this.entries?.get(key) === loading) this.entries.delete(key);
    });
    return loading;
  }

  forget(key: string): void {
    this.entries?.delete(key);
  }

  /** Forgets every entry whose key starts with `prefix` (a family of reads, such as one report's filters). */
  forgetPrefix(prefix: string): void {
    if (!this.entries) return;
    for (const key of [...this.entries.keys()]) if (key.startsWith(prefix)) this.entries.delete(key);
  }
}
