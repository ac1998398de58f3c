import type { DbOrTx } from '../../db/client';
import { sessionStartedAt } from './sessions.repository';

/** A person's two last successful sign-ins, as `users` keeps them (recordLogin moves one to the other). */
export interface SignIns {
  id: string;
  lastLoginAt: Date | null;
  previousLoginAt: Date | null;
}

/**
 * The one answer to "last login" wherever a screen shows it (the profile, the people on an account; the
 * session record's `lastLogin` is the same at sign-in): the specification's previous successful sign-in.
 * For the reader themself that is the sign-in before the one of the session they are reading with (or a
 * later sign-in elsewhere, which is as much "before now"); for anyone else, their latest (decision 094).
 */
export function lastLoginSeen(person: SignIns, reader: { userId: string; since: Date | null }): Date | null {
  if (person.id !== reader.userId) return person.lastLoginAt;
  if (person.lastLoginAt && reader.since && person.lastLoginAt.getTime() > reader.since.getTime()) {
    return person.lastLoginAt;
  }
  return person.previousLoginAt;
}

/** The reader of a screen, for `lastLoginSeen`: who they are and when the session they read with began. */
export async function readerOf(db: DbOrTx, caller: { userId: string; sessionId: string }) {
  return { userId: caller.userId, since: (await sessionStartedAt(db, caller.sessionId)) ?? null };
}
