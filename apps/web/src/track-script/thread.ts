import { formatDateTime, MESSAGE_LINK_REL, splitLinks, type TThreadMessage, type TThreadReply } from '@svc/contract';
import { el } from './dom';
import { call, data, live, local, say, step } from './page';

// The request's messages on the tracking page, once the code is confirmed (issue 30, decisions 071, 077).

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
  // The customer's own message says whether the centre read it, as the account's card does.
  const seen = staff
    ? ''
    : el(
        'p',
        { class: 'dim', 'data-testid': 'track-read-state' },
        m.read_at ? say('trackRead', { at: formatDateTime(m.read_at) }) : say('trackNotRead'),
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
    seen,
  );
}

/** The request's messages, and a box to write one (text only from the link; issue 30). */
export function messagesBlock(grant: string) {
  // On a slow line the card says it is loading rather than standing empty (read by screen readers too).
  const list = el(
    'div',
    { 'data-testid': 'track-thread', 'aria-busy': 'true' },
    el('p', { class: 'dim', role: 'status', 'data-testid': 'track-thread-loading' }, say('trackMessagesLoading')),
  );
  const input = el('textarea', {
    id: 'm-body',
    name: 'body',
    maxlength: '2000',
    rows: '3',
    'aria-describedby': 'm-len m-err',
  }) as HTMLTextAreaElement;
  const err = el('p', { class: 'err', id: 'm-err' });
  // The same count as the account's card: how much of the 2000 characters the message uses.
  const length = el('p', { class: 'dim', id: 'm-len', 'data-testid': 'track-length' });
  const count = () => {
    length.textContent = say('trackLength', { n: String(input.value.length), max: String(input.maxLength) });
  };
  count();
  input.addEventListener('input', count);
  const send = el('button', { type: 'submit' }, say('trackSend')) as HTMLButtonElement;
  const form = el(
    'form',
    { novalidate: '' },
    el('label', { for: 'm-body' }, say('trackMessageLabel')),
    input,
    length,
    err,
    send,
  );
  const failed = el('p', { class: 'err', role: 'alert' });
  const heading = el('h2', { id: 'm-h', tabindex: '-1' }, say('trackMessagesTitle'));
  // The newest page first; each earlier one above it on asking (decision 086).
  const earlier = el('button', { type: 'button', class: 'alt', 'data-testid': 'track-earlier' }, say('trackEarlier'));
  let before: number | null = null;
  const shown = (reply: TThreadReply) => {
    before = reply.before;
    earlier.hidden = !before;
  };
  shown({ before: null } as TThreadReply);
  const load = async () => {
    const reply = await call<TThreadReply>(data.u.thread, { grant });
    list.removeAttribute('aria-busy');
    list.replaceChildren(
      ...(reply.messages.length ? reply.messages.map(bubble) : [el('p', { class: 'dim' }, say('trackMessagesEmpty'))]),
    );
    shown(reply);
  };
  void step(null, load, failed);
  earlier.addEventListener('click', () => {
    void step(
      earlier as HTMLButtonElement,
      async () => {
        const reply = await call<TThreadReply>(data.u.thread, { grant, before });
        list.prepend(...reply.messages.map(bubble));
        shown(reply);
        // The button goes with the last page: the reader is put back at the messages' heading.
        if (!before) heading.focus();
      },
      failed,
    );
  });
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
        count();
        live.textContent = local(reply.message);
        await load();
      },
      failed,
    );
  });
  return el(
    'section',
    { class: 'card', id: 'track-messages', 'data-testid': 'track-messages', 'aria-labelledby': 'm-h' },
    heading,
    failed,
    earlier,
    list,
    form,
  );
}
