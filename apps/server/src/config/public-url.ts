import type { Settings } from './settings';

/** The address customers open links in mails with: PUBLIC_URL, else this server on localhost. */
export function publicUrlOf(settings: Pick<Settings, 'PUBLIC_URL' | 'PORT'>): string {
  return settings.PUBLIC_URL ?? `http://localhost:${settings.PORT}`;
}
