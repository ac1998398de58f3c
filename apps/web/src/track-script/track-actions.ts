import { formatAmount, formatRupees, type TTrackGrantReply } from '@svc/contract';
import { el, refreshItems } from './dom';
import { call, data, error, Failure, live, local, say, step } from './page';
import { messagesBlock } from './thread';

/**
 * What a customer may do from the tracking link, added to the server's page only when they press "Send me
 * a code" (decision 056): the code, then the quoted charges item by item with the same question as the
 * account asks, and the courier details while nothing is received. Plain DOM, the existing calls, no
 * framework: the page itself reads in full without it.
 */

const card = document.getElementById('act') as HTMLElement;
const body = document.getElementById('act-body') as HTMLElement;
const hint = document.getElementById('act-msg') as HTMLElement;
const canAnswer = card.dataset.answer === '1';

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
  document.querySelector('[data-testid="track-unread-note"]')?.remove();
  if (parts.length === 0) card.hidden = true;
  const first = body.querySelector('button, input, textarea') as HTMLElement | null;
  // A new message from the centre is what the customer came for (the reply mail's link): its card first.
  if (first && !card.hidden && !data.n) first.focus();
  else {
    messages.querySelector('h2')?.focus();
    if (data.n) messages.scrollIntoView?.({ block: 'start' });
  }
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
  const go = document.getElementById('act-go') as HTMLButtonElement | null;
  try {
    granted(await call<TTrackGrantReply>(data.u.resume, {}));
  } catch (err) {
    // Too many calls from this address: the grant still holds, so say to wait and let the button try again
    // (asking for a code would only spend one of the few an hour; decision 080).
    if (err instanceof Failure && err.status === 429) {
      error.textContent = err.message;
      go?.addEventListener('click', () => void resume(), { once: true });
      return;
    }
    card.removeAttribute('data-resume');
    go?.addEventListener('click', (e) => void sendCode(e.currentTarget as HTMLButtonElement), { once: true });
  }
}

// The customer pressed "Send me a code" to load this script: the code goes out at once (a refusal shows
// above the button). A device within its grant resumes instead.
body.prepend(error);
if (card.dataset.resume) void resume();
else void sendCode(document.getElementById('act-go') as HTMLButtonElement | null);
