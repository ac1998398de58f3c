import { fillText } from '@svc/contract';
import { el } from './dom';

// What the tracking page's script parts share: the page's data block, its words, and the link's calls.

interface PageData {
  k: string;
  /** How many of the centre's messages the customer has not read: the messages card then takes the focus. */
  n?: number;
  /** The page's words in its language (the contract's TRACK_PAGE texts). */
  t: Record<string, string>;
  /** The server's English answers → the page's language (empty in English). */
  m: Record<string, string>;
  labels: Record<string, string>;
  /** The link's calls' addresses (the contract's table). */
  u: { send: string; verify: string; resume: string; answer: string; courier: string; thread: string; message: string };
  /** The messages the script gives itself, in the page's language (the contract's `Msg`). */
  e: Record<'unreachable' | 'failed' | 'bad' | 'courier_name' | 'docket_number' | 'narration' | 'empty', string>;
}

export const data = JSON.parse(document.getElementById('track-data')?.textContent ?? '{}') as PageData;
export const live = document.getElementById('act-live') as HTMLElement;
export const say = (key: string, values?: Record<string, string>) => fillText(data.t[key] ?? key, values);
export const local = (english: string) => data.m[english] ?? filled(english) ?? english;

/** A server's answer with a value in it ("… in 12 min."): the page's words for its template, filled alike. */
function filled(english: string): string | undefined {
  for (const [template, words] of Object.entries(data.m)) {
    const names: string[] = [];
    const parts = template.split(/\{(\w+)\}/);
    if (parts.length < 2) continue;
    const pattern = parts
      .map((p, i) => {
        if (i % 2 === 0) return p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        names.push(p);
        return '(.+?)';
      })
      .join('');
    const found = new RegExp(`^${pattern}$`).exec(english);
    if (found) return fillText(words, Object.fromEntries(names.map((n, i) => [n, found[i + 1] ?? ''])));
  }
  return undefined;
}

export class Failure extends Error {
  constructor(
    message: string,
    readonly issues: { path: string; message: string }[] = [],
    /** The reply's HTTP status (0 when none came): a 429 is "wait a minute", not a lapsed grant. */
    readonly status = 0,
  ) {
    super(message);
  }
}

/** One of the link's calls, with its token; a refusal carries the server's words (in the page's language). */
export async function call<T>(url: string, body: object): Promise<T> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ k: data.k, ...body }),
    });
  } catch {
    throw new Failure(data.e.unreachable);
  }
  const json = (await res.json().catch(() => null)) as (T & { message?: string; issues?: unknown }) | null;
  if (res.ok && json) return json;
  if (res.status >= 500 || !json) throw new Failure(data.e.failed, [], res.status);
  const issues = Array.isArray(json.issues) ? (json.issues as { path: string; message: string }[]) : [];
  throw new Failure(json.message ? local(json.message) : data.e.bad, issues, res.status);
}

export const error = el('p', { class: 'err', role: 'alert' });
/** Runs a step with its button busy; a refusal shows above the card's content (or at `where`). */
export async function step(button: HTMLButtonElement | null, run: () => Promise<void>, where: HTMLElement = error) {
  where.textContent = '';
  if (button) button.disabled = true;
  try {
    await run();
  } catch (err) {
    where.textContent = err instanceof Failure ? err.message : data.e.failed;
    if (err instanceof Failure) return err;
  } finally {
    if (button) button.disabled = false;
  }
  return null;
}
