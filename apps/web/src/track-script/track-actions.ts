import {
  fillText,
  formatAmount,
  formatDateTime,
  formatRupees,
  MESSAGE_LINK_REL,
  splitLinks,
  type TThreadMessage,
  type TThreadReply,
  type TTrackGrantReply,
} from '@svc/contract';
import { el, refreshItems } from './dom';

/**
 * What a customer may do from the tracking link, added to the server's page only when they press "Send me
 * a code" (decision 056): the code, then the quoted charges item by item with the same question as the
 * account asks, and the courier details while nothing is received. Plain DOM, the existing calls, no
 * framework: the page itself reads in full without it.
 */

interface PageData {
  k: string;
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

const data = JSON.parse(document.getElementById('track-data')?.textContent ?? '{}') as PageData;
const card = document.getElementById('act') as HTMLElement;
const body = document.getElementById('act-body') as HTMLElement;
const hint = document.getElementById('act-msg') as HTMLElement;
const live = document.getElementById('act-live') as HTMLElement;
const canAnswer = card.dataset.answer === '1';
const say = (key: string, values?: Record<string, string>) => fillText(data.t[key] ?? key, values);
const local = (english: string) => data.m[english] ?? filled(english) ?? english;

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

class Failure extends Error {
  constructor(
    message: string,
    readonly issues: { path: string; message: string }[] = [],
  ) {
    super(message);
  }
}

/** One of the link's calls, with its token; a refusal carries the server's words (in the page's language). */
async function call<T>(url: string, body: object): Promise<T> {
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
  if (res.status >= 500 || !json) throw new Failure(data.e.failed);
  const issues = Array.isArray(json.issues) ? (json.issues as { path: string; message: string }[]) : [];
  throw new Failure(json.message ? local(json.message) : data.e.bad, issues);
}

const error = el('p', { class: 'err', role: 'alert' });
/** Runs a step with its button busy; a refusal shows above the card's content (or at `where`). */
async function step(button: HTMLButtonElement | null, run: () => Promise<void>, where: HTMLElement = error) {
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

function show(...children: Node[]) {
  body.replaceChildren(error, ...children);
}

async function sendCode(button: HTMLButtonElement | null) {
  await step(button, async () => {
    const reply = await call<{ message: string }>(data.u.send, {});
    hint.textContent = local(reply.message);
    if (!document.getElementById('code')) codeStep();
  });
}

function codeStep() {
  const input = el('input', {
    id: 'code',
    name: 'otp',
    inputmode: 'numeric',
    autocomplete: 'one-time-code',
    maxlength: '6',
  }) as HTMLInputElement;
  const confirm = el('button', { type: 'submit' }, say('confirmCode')) as HTMLButtonElement;
  const resend = el('button', { type: 'button', class: 'alt' }, say('resendCode')) as HTMLButtonElement;
  resend.addEventListener('click', () => void sendCode(resend));
  const form = el('form', { novalidate: '' }, el('label', { for: 'code' }, say('codeLabel')), input, confirm, resend);
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    void step(confirm, async () => {
      granted(await call<TTrackGrantReply>(data.u.verify, { otp: input.value.trim() }));
    });
  });
  show(form);
  input.focus();
}

/**
 * The confirmed code's grant: the quotes to answer and the courier details to correct in the card, and the
 * messages in a card of their own after it, so the thread reads on its own rather than under the forms.
 * With nothing else to do the first card steps aside for the messages.
 */
function granted(grant: TTrackGrantReply) {
  hint.textContent = '';
  const done = el('p', { class: 'done' }, say('answerQuoteDone'));
  const quotes = grant.quotes.map((q) => quoteBlock(grant.grant, q, done));
  const parts: Node[] = [...quotes];
  if (canAnswer && quotes.length === 0) parts.push(done);
  if (grant.courier) parts.push(courierForm(grant.grant, grant.courier));
  show(...parts);
  document.getElementById('track-messages')?.remove();
  const messages = messagesBlock(grant.grant);
  card.after(messages);
  if (parts.length === 0) card.hidden = true;
  const first = body.querySelector('button, input, textarea') as HTMLElement | null;
  if (first && !card.hidden) first.focus();
  else messages.querySelector('h2')?.focus();
}

/** A message's words as text nodes, its http(s) addresses as links that open apart (decision 070). */
function linked(text: string): Node[] {
  return splitLinks(text).map((p) =>
    p.href
      ? el('a', { href: p.href, target: '_blank', rel: MESSAGE_LINK_REL }, p.text)
      : document.createTextNode(p.text),
  );
}

function bubble(m: TThreadMessage): HTMLElement {
  const staff = m.side === 'staff';
  const head = el(
    'p',
    { class: 'dim' },
    el('strong', {}, say(staff ? 'trackFromCentre' : 'trackFromYou')),
    ` · ${formatDateTime(m.at)}`,
    staff && !m.read_at ? el('span', { class: 'badge', 'data-testid': 'track-unread' }, say('trackNew')) : '',
  );
  // Each file a link of its own: a photo by its number, a PDF by its name (downloaded under it).
  let photos = 0;
  let pdfs = 0;
  const files = m.attachments.map((a) => {
    if (a.kind === 'pdf') pdfs += 1;
    return a.kind === 'pdf'
      ? el(
          'a',
          { href: a.url, download: a.name ?? '', class: 'chip', 'data-testid': 'track-attachment' },
          a.name ?? say('trackPdf', { n: String(pdfs) }),
        )
      : el(
          'a',
          {
            href: a.url,
            target: '_blank',
            rel: 'noopener noreferrer',
            class: 'chip',
            'data-testid': 'track-attachment',
          },
          say('trackPhoto', { n: String(++photos) }),
        );
  });
  return el(
    'div',
    { class: staff ? 'msg staff' : 'msg', 'data-testid': 'track-message', 'data-side': m.side },
    head,
    m.item_label ? el('p', { class: 'dim' }, m.item_label) : '',
    el('p', { class: 'body' }, ...linked(m.body)),
    files.length ? el('div', { class: 'chips' }, ...files) : '',
  );
}

/** The request's messages, and a box to write one (text only from the link; issue 30). */
function messagesBlock(grant: string) {
  const list = el('div', { 'data-testid': 'track-thread' });
  const input = el('textarea', {
    id: 'm-body',
    name: 'body',
    maxlength: '2000',
    rows: '3',
    'aria-describedby': 'm-err',
  }) as HTMLTextAreaElement;
  const err = el('p', { class: 'err', id: 'm-err' });
  const send = el('button', { type: 'submit' }, say('trackSend')) as HTMLButtonElement;
  const form = el(
    'form',
    { novalidate: '' },
    el('label', { for: 'm-body' }, say('trackMessageLabel')),
    input,
    err,
    send,
  );
  const failed = el('p', { class: 'err', role: 'alert' });
  const load = async () => {
    const reply = await call<TThreadReply>(data.u.thread, { grant });
    list.replaceChildren(
      ...(reply.messages.length ? reply.messages.map(bubble) : [el('p', { class: 'dim' }, say('trackMessagesEmpty'))]),
    );
  };
  void step(null, load, failed);
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    const text = input.value.trim();
    err.textContent = text ? '' : data.e.empty;
    input.setAttribute('aria-invalid', text ? 'false' : 'true');
    if (!text) return input.focus();
    void step(
      send,
      async () => {
        const reply = await call<{ message: string }>(data.u.message, { grant, body: text });
        input.value = '';
        live.textContent = local(reply.message);
        await load();
      },
      failed,
    );
  });
  return el(
    'section',
    { class: 'card', id: 'track-messages', 'data-testid': 'track-messages', 'aria-labelledby': 'm-h' },
    el('h2', { id: 'm-h', tabindex: '-1' }, say('trackMessagesTitle')),
    failed,
    list,
    form,
  );
}

/** One quote with its two answers; `done` thanks the customer once the last is answered. */
function quoteBlock(grant: string, q: TTrackGrantReply['quotes'][number], done: HTMLElement) {
  const label = data.labels[q.line_no] ?? String(q.line_no);
  const block = el(
    'div',
    { 'data-testid': `quote-${q.line_no}`, class: 'card' },
    el('p', {}, el('strong', {}, label)),
    el('p', {}, say('quoteTotal', { amount: formatRupees(q.charges.total) })),
  );
  for (const decision of ['approved', 'declined'] as const) {
    const button = el(
      'button',
      { type: 'button', class: decision === 'declined' ? 'no' : '' },
      say(decision === 'approved' ? 'approveCharges' : 'declineCharges'),
    ) as HTMLButtonElement;
    button.addEventListener('click', () =>
      ask(decision, q.charges.total, label, () =>
        step(button, async () => {
          await call(data.u.answer, { grant, line_no: q.line_no, decision });
          live.textContent = say(decision === 'approved' ? 'chargesApproved' : 'chargesDeclined');
          block.remove();
          if (!body.querySelector('[data-testid^="quote-"]')) body.insertBefore(done, error.nextSibling);
          await refreshItems();
        }),
      ),
    );
    block.append(button);
  }
  return block;
}

/** The same question as the account asks before an answer, with the amount; nothing is sent before "Yes". */
function ask(decision: 'approved' | 'declined', amount: number, item: string, answer: () => unknown) {
  const approve = decision === 'approved';
  const no = el('button', { type: 'button', class: 'alt' }, say('no')) as HTMLButtonElement;
  const yes = el('button', { type: 'button', class: approve ? '' : 'no' }, say('yes')) as HTMLButtonElement;
  const dialog = el(
    'dialog',
    { 'aria-labelledby': 'ask-h' },
    el('h2', { id: 'ask-h' }, say(approve ? 'confirmApproveTitle' : 'confirmDeclineTitle')),
    el('p', {}, say(approve ? 'confirmApprove' : 'confirmDecline', { amount: formatAmount(amount), item })),
    el('div', {}, no, yes),
  ) as HTMLDialogElement;
  dialog.addEventListener('close', () => dialog.remove());
  no.addEventListener('click', () => dialog.close());
  yes.addEventListener('click', () => {
    dialog.close();
    void answer();
  });
  document.body.append(dialog);
  dialog.showModal();
  yes.focus();
}

const COURIER_FIELDS = [
  ['courier_name', 'courierName', 80],
  ['docket_number', 'docketNumber', 40],
  ['narration', 'narration', 500],
] as const;

function courierForm(grant: string, courier: Record<string, string>) {
  const fields = COURIER_FIELDS.map(([name, label, max]) => {
    const input = el(name === 'narration' ? 'textarea' : 'input', {
      id: `c-${name}`,
      name,
      maxlength: String(max),
      required: '',
      'aria-describedby': `c-${name}-err`,
    }) as HTMLInputElement;
    input.value = courier[name] ?? '';
    const err = el('p', { class: 'err', id: `c-${name}-err` });
    return {
      name,
      missing: data.e[name],
      input,
      err,
      nodes: [el('label', { for: `c-${name}` }, `${say(label)} *`), input, err],
    };
  });
  const save = el('button', { type: 'submit' }, say('save')) as HTMLButtonElement;
  const form = el('form', { novalidate: '' }, ...fields.flatMap((f) => f.nodes), save);
  const mark = (name: string, message: string) => {
    const f = fields.find((x) => x.name === name);
    if (!f) return;
    f.err.textContent = message;
    f.input.setAttribute('aria-invalid', message ? 'true' : 'false');
  };
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    for (const f of fields) mark(f.name, f.input.value.trim() ? '' : f.missing);
    const invalid = fields.find((f) => !f.input.value.trim());
    if (invalid) return invalid.input.focus();
    void step(save, async () => {
      const values = Object.fromEntries(fields.map((f) => [f.name, f.input.value.trim()]));
      const reply = await call<{ message: string }>(data.u.courier, { grant, ...values });
      live.textContent = local(reply.message);
    }).then((failure) => {
      for (const issue of failure?.issues ?? []) mark(issue.path, local(issue.message));
    });
  });
  return el(
    'div',
    { 'data-testid': 'track-courier' },
    canAnswer ? el('h3', {}, say('courierSection')) : '',
    el('p', { class: 'dim' }, say('correctCourierOpen')),
    form,
  );
}

/**
 * The page marked this device as holding a grant (decision 077): its cookie opens the same as a confirmed
 * code; should it have lapsed meanwhile, the card asks for a code as before.
 */
async function resume() {
  try {
    granted(await call<TTrackGrantReply>(data.u.resume, {}));
  } catch {
    card.removeAttribute('data-resume');
    document
      .getElementById('act-go')
      ?.addEventListener('click', (e) => void sendCode(e.currentTarget as HTMLButtonElement), {
        once: true,
      });
  }
}

// The customer pressed "Send me a code" to load this script: the code goes out at once (a refusal shows
// above the button). A device within its grant resumes instead.
body.prepend(error);
if (card.dataset.resume) void resume();
else void sendCode(document.getElementById('act-go') as HTMLButtonElement | null);
