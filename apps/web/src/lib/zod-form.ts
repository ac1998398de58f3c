import { localize } from '../i18n';

/** Puts the server's field issues onto the form, so the person sees them where they typed. */
export function issuesToErrors(issues: { path: string; message: string }[]): Record<string, string> {
  return Object.fromEntries(issues.map((i) => [i.path, localize(i.message)]));
}
