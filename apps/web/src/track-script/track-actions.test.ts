import { TRACK_PAGE_EN } from '@svc/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The tracking page's script on the part of the page it takes over (the server writes it: decision 056),
// with the link's calls answered here. The whole flow in a browser: e2e/tests/tracking.spec.ts.

const PAGE = `<main><section data-item="1"><span data-status-badge>Charges quoted</span></section>
<section id="act" data-answer="1"><h2 id="act-h">Approve</h2><p id="act-msg">hint</p>
<div id="act-body"><button type="button" id="act-go">Send me a code</button></div></section>
<p id="act-live" role="status"></p></main>`;

const DATA = {
  k: 'q3Zp8LwX2mB7tR4yK9sD1a',
  t: TRACK_PAGE_EN,
  m: {
    'Code sent.': 'குறியீடு அனுப்பப்பட்டது.',
    'Try again in {minutes} min.': '{minutes} நிமிடத்தில் முயலவும்.',
  },
  labels: { 1: '1. Laptop · Dell X' },
  u: {
    send: '/api/track/sendCode',
    verify: '/api/track/verifyCode',
    resume: '/api/track/resume',
    answer: '/api/track/answerCharges',
    courier: '/api/track/updateCourier',
    thread: '/api/track/getThread',
    message: '/api/track/postMessage',
  },
  e: {
    unreachable: 'U',
    failed: 'F',
    bad: 'B',
    courier_name: 'CN?',
    docket_number: 'DN?',
    narration: 'NA?',
    empty: 'Please write a message',
  },
};

type Answer = { status?: number; body: unknown; wait?: Promise<void> };
let answers: Record<string, Answer>;
let sent: { url: string; body: Record<string, unknown> }[];

beforeEach(() => {
  vi.resetModules();
  document.head.innerHTML = `<script type="application/json" id="track-data">${JSON.stringify(DATA)}</script>`;
  document.body.innerHTML = PAGE;
  sent = [];
  answers = {
    '/api/track/sendCode': { body: { status: 200, message: 'Code sent.' } },
    '/api/track/verifyCode': {
      body: {
        grant: 'g.1',
        quotes: [{ line_no: 1, charges: { total: 1180 } }],
        courier: { courier_name: 'DTDC', docket_number: 'D1', narration: 'box' },
      },
    },
    '/api/track/resume': {
      body: { grant: 'g.2', quotes: [], courier: { courier_name: 'DTDC', docket_number: 'D1', narration: 'box' } },
    },
    '/api/track/answerCharges': { body: { statusFlag: 0, message: 'OK' } },
    '/api/track/updateCourier': { body: { statusFlag: 0, message: 'Courier details updated.' } },
    '/api/track/getThread': {
      body: { statusFlag: 0, message: 'OK', req_code: 'RR-2026-000123', messages: [], earlier: false },
    },
    '/api/track/postMessage': { body: { statusFlag: 0, message: 'Message sent.' } },
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      if (!init?.body) return new Response('<main></main>', { status: 200 });
      sent.push({ url, body: JSON.parse(String(init.body)) });
      const a = answers[url] as Answer;
      await a.wait;
      return new Response(JSON.stringify(a.body), { status: a.status ?? 200 });
    }),
  );
  // happy-dom's dialog: opened and closed as a browser does.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
});
afterEach(() => vi.unstubAllGlobals());

const settle = () => new Promise((r) => setTimeout(r, 0));
const button = (name: string) =>
  [...document.querySelectorAll('button')].find((b) => b.textContent === name) as HTMLButtonElement;

describe('the tracking page’s script', () => {
  it('asks for the code at once, confirms it, and answers a quote only after the same question with the amount', async () => {
    await import('./track-actions');
    await settle();
    expect(sent[0]).toEqual({ url: '/api/track/sendCode', body: { k: DATA.k } });
    // The server's words in the page's language.
    expect(document.getElementById('act-msg')?.textContent).toBe('குறியீடு அனுப்பப்பட்டது.');
    (document.getElementById('code') as HTMLInputElement).value = '123456';
    button('Confirm code').click();
    await settle();
    expect(sent[1]).toEqual({ url: '/api/track/verifyCode', body: { k: DATA.k, otp: '123456' } });
    expect(document.querySelector('[data-testid="quote-1"]')?.textContent).toContain('₹1,180.00');

    button('Decline').click();
    const dialog = document.querySelector('dialog') as HTMLDialogElement;
    expect(dialog.textContent).toContain('Decline the charges of ₹1,180.00 for 1. Laptop · Dell X?');
    button('No').click();
    expect(sent.map((x) => x.url)).not.toContain('/api/track/answerCharges');

    button('Approve charges').click();
    button('Yes').click();
    await settle();
    expect(sent.find((x) => x.url === '/api/track/answerCharges')).toEqual({
      url: '/api/track/answerCharges',
      body: { k: DATA.k, grant: 'g.1', line_no: 1, decision: 'approved' },
    });
    expect(document.getElementById('act-live')?.textContent).toBe(TRACK_PAGE_EN.chargesApproved);
    expect(document.querySelector('[data-testid="quote-1"]')).toBeNull();
    expect(document.body.textContent).toContain(TRACK_PAGE_EN.answerQuoteDone);
  });

  it('checks the courier form before sending it, and shows a refusal in words', async () => {
    await import('./track-actions');
    await settle();
    (document.getElementById('code') as HTMLInputElement).value = '123456';
    button('Confirm code').click();
    await settle();
    const docket = document.getElementById('c-docket_number') as HTMLInputElement;
    docket.value = ' ';
    button('Save').click();
    await settle();
    expect(document.getElementById('c-docket_number-err')?.textContent).toBe('DN?');
    expect(docket.getAttribute('aria-invalid')).toBe('true');
    expect(sent.map((x) => x.url)).not.toContain('/api/track/updateCourier');
    docket.value = 'DTDC-42';
    answers['/api/track/updateCourier'] = { status: 400, body: { message: 'Nope', issues: [] } };
    button('Save').click();
    await settle();
    expect(document.querySelector('[role="alert"]')?.textContent).toBe('Nope');
    answers['/api/track/updateCourier'] = { body: { message: 'Courier details updated.' } };
    button('Save').click();
    await settle();
    expect(sent.at(-1)?.body).toMatchObject({ grant: 'g.1', docket_number: 'DTDC-42', courier_name: 'DTDC' });
    expect(document.getElementById('act-live')?.textContent).toBe('Courier details updated.');
  });

  it('shows the messages as text with safe links, and writes one (an empty one is not sent)', async () => {
    answers['/api/track/getThread'] = {
      body: {
        statusFlag: 0,
        message: 'OK',
        req_code: 'RR-2026-000123',
        earlier: false,
        messages: [
          {
            message_id: 'm1',
            side: 'staff',
            author: 'Service centre',
            channel: 'web',
            body: '<b>Battery</b> https://example.com/x. javascript:alert(1)',
            item_id: null,
            item_label: null,
            at: '2026-11-23T10:15:00.000Z',
            read_at: null,
            attachments: [
              { attachment_id: 'a1', kind: 'image', url: '/api/files/a1/full', thumbnail_url: '/t1', name: 'x.jpg' },
              { attachment_id: 'a2', kind: 'pdf', url: '/api/files/a2/pdf', thumbnail_url: null, name: 'bill.pdf' },
              { attachment_id: 'a3', kind: 'pdf', url: '/api/files/a3/pdf', thumbnail_url: null, name: null },
            ],
          },
        ],
      },
    };
    await import('./track-actions');
    await settle();
    (document.getElementById('code') as HTMLInputElement).value = '123456';
    button('Confirm code').click();
    await settle();
    await settle();
    expect(sent.at(-1)).toEqual({ url: '/api/track/getThread', body: { k: DATA.k, grant: 'g.1' } });
    const message = document.querySelector('[data-testid="track-message"]') as HTMLElement;
    expect(message.querySelector('b')).toBeNull();
    expect(message.textContent).toContain('<b>Battery</b>');
    const links = [...message.querySelectorAll('.body a')];
    expect(links.map((a) => [a.getAttribute('href'), a.getAttribute('rel')])).toEqual([
      ['https://example.com/x', 'noopener noreferrer nofollow'],
    ]);
    // Each file a link of its own: the photo by number, a PDF by its name (or its number without one).
    const files = [...message.querySelectorAll('[data-testid="track-attachment"]')];
    expect(files.map((a) => [a.textContent, a.getAttribute('download')])).toEqual([
      ['Photo 1', null],
      ['bill.pdf', 'bill.pdf'],
      ['PDF document 2', ''],
    ]);
    // The thread is a card of its own after the courier card, not inside it.
    const thread = document.querySelector('[data-testid="track-messages"]') as HTMLElement;
    expect(thread.closest('#act')).toBeNull();
    expect(document.getElementById('act')?.nextElementSibling).toBe(thread);
    expect(message.querySelector('[data-testid="track-unread"]')).not.toBeNull();

    button(TRACK_PAGE_EN.trackSend).click();
    await settle();
    // Nothing can be attached here: the error asks for words only.
    expect(document.getElementById('m-err')?.textContent).toBe('Please write a message');
    expect(sent.map((x) => x.url)).not.toContain('/api/track/postMessage');
    (document.getElementById('m-body') as HTMLTextAreaElement).value = ' When is it ready? ';
    button(TRACK_PAGE_EN.trackSend).click();
    await settle();
    await settle();
    expect(sent.find((x) => x.url === '/api/track/postMessage')?.body).toEqual({
      k: DATA.k,
      grant: 'g.1',
      body: 'When is it ready?',
    });
    expect(document.getElementById('act-live')?.textContent).toBe('Message sent.');
  });

  it('says the messages are loading while they come on a slow line, then shows them', async () => {
    let arrive = () => {};
    const thread = answers['/api/track/getThread'] as Answer;
    thread.wait = new Promise<void>((resolve) => {
      arrive = resolve;
    });
    await import('./track-actions');
    await settle();
    (document.getElementById('code') as HTMLInputElement).value = '123456';
    button('Confirm code').click();
    await settle();
    await settle();
    const list = document.querySelector('[data-testid="track-thread"]') as HTMLElement;
    expect(list.getAttribute('aria-busy')).toBe('true');
    expect(list.querySelector('[role="status"]')?.textContent).toBe(TRACK_PAGE_EN.trackMessagesLoading);
    arrive();
    await settle();
    await settle();
    expect(list.hasAttribute('aria-busy')).toBe(false);
    expect(list.textContent).toBe(TRACK_PAGE_EN.trackMessagesEmpty);
  });

  it('shows the newest messages, and the earlier ones above them when asked (decision 086)', async () => {
    const message = (id: string, body: string) => ({
      message_id: id,
      side: 'customer',
      author: 'You',
      mine: true,
      channel: 'web',
      body,
      item_id: null,
      item_label: null,
      at: '2026-11-23T10:30:00.000Z',
      read_at: null,
      attachments: [],
    });
    const page = (messages: unknown[], before: number | null) => ({
      body: { statusFlag: 0, message: 'OK', req_code: 'RR-2026-000123', messages, earlier: !!before, before },
    });
    answers['/api/track/getThread'] = page([message('m3', 'Third')], 3);
    await import('./track-actions');
    await settle();
    (document.getElementById('code') as HTMLInputElement).value = '123456';
    button('Confirm code').click();
    await settle();
    await settle();
    const bodies = () =>
      [...document.querySelectorAll('[data-testid="track-message"] .body')].map((b) => b.textContent);
    const earlier = document.querySelector('[data-testid="track-earlier"]') as HTMLButtonElement;
    expect(bodies()).toEqual(['Third']);
    expect(earlier.hidden).toBe(false);
    expect(earlier.textContent).toBe(TRACK_PAGE_EN.trackEarlier);
    answers['/api/track/getThread'] = page([message('m2', 'Second')], 2);
    earlier.click();
    await settle();
    expect(sent.at(-1)?.body).toEqual({ k: DATA.k, grant: 'g.1', before: 3 });
    expect(bodies()).toEqual(['Second', 'Third']);
    answers['/api/track/getThread'] = { status: 503, body: { message: 'Busy' } };
    earlier.click();
    await settle();
    expect(document.querySelector('#track-messages [role="alert"]')?.textContent).toBe(DATA.e.failed);
    expect(bodies()).toEqual(['Second', 'Third']);
    answers['/api/track/getThread'] = page([message('m1', 'First')], null);
    earlier.click();
    await settle();
    expect(sent.at(-1)?.body).toEqual({ k: DATA.k, grant: 'g.1', before: 2 });
    expect(bodies()).toEqual(['First', 'Second', 'Third']);
    // At the start the button goes, and the reader is put back at the messages' heading.
    expect(earlier.hidden).toBe(true);
    expect(document.activeElement?.id).toBe('m-h');
  });

  it('resumes on a device within its grant: no code asked, the quotes, courier and messages at once', async () => {
    document.getElementById('act')?.setAttribute('data-resume', '1');
    await import('./track-actions');
    await settle();
    await settle();
    expect(sent.map((x) => x.url)).toEqual(['/api/track/resume', '/api/track/getThread']);
    expect(sent[1]?.body).toEqual({ k: DATA.k, grant: 'g.2' });
    expect(document.getElementById('code')).toBeNull();
    expect(document.querySelector('[data-testid="track-courier"]')).not.toBeNull();
    expect(document.querySelector('[data-testid="track-messages"]')).not.toBeNull();
  });

  it('falls back to the code when the grant lapsed, and says a wait in the page’s language', async () => {
    document.getElementById('act')?.setAttribute('data-resume', '1');
    answers['/api/track/resume'] = { status: 400, body: { message: 'Please ask for a new code' } };
    answers['/api/track/sendCode'] = { status: 429, body: { message: 'Try again in 12 min.', retry_minutes: 12 } };
    await import('./track-actions');
    await settle();
    expect(sent.map((x) => x.url)).toEqual(['/api/track/resume']);
    button('Send me a code').click();
    await settle();
    expect(sent.map((x) => x.url)).toEqual(['/api/track/resume', '/api/track/sendCode']);
    expect(document.querySelector('[role="alert"]')?.textContent).toBe('12 நிமிடத்தில் முயலவும்.');
  });

  it('on a 429 while resuming, says to wait and tries the grant again: never "Send me a code" (080)', async () => {
    document.getElementById('act')?.setAttribute('data-resume', '1');
    answers['/api/track/resume'] = {
      status: 429,
      body: { status: 429, message: 'Too many requests. Please wait a minute and try again.' },
    };
    await import('./track-actions');
    await settle();
    expect(document.querySelector('[role="alert"]')?.textContent).toBe(
      'Too many requests. Please wait a minute and try again.',
    );
    expect(document.getElementById('act')?.dataset.resume).toBe('1');
    answers['/api/track/resume'] = {
      body: { grant: 'g.2', quotes: [], courier: { courier_name: 'DTDC', docket_number: 'D1', narration: 'box' } },
    };
    button('Send me a code').click();
    await settle();
    await settle();
    expect(sent.map((x) => x.url)).toEqual(['/api/track/resume', '/api/track/resume', '/api/track/getThread']);
    expect(document.querySelector('[data-testid="track-messages"]')).not.toBeNull();
  });

  it('shows whether the centre read each of the customer’s messages, and counts the box’s characters', async () => {
    answers['/api/track/getThread'] = {
      body: {
        statusFlag: 0,
        message: 'OK',
        req_code: 'RR-2026-000123',
        earlier: false,
        messages: [
          {
            id: 'a',
            side: 'customer',
            at: '2026-11-01T05:00:00Z',
            read_at: null,
            body: 'Ready?',
            item_label: null,
            attachments: [],
          },
          {
            id: 'b',
            side: 'customer',
            at: '2026-11-01T06:00:00Z',
            read_at: '2026-11-01T07:00:00Z',
            body: 'Hi',
            item_label: null,
            attachments: [],
          },
          {
            id: 'c',
            side: 'staff',
            at: '2026-11-01T08:00:00Z',
            read_at: null,
            body: 'Tomorrow',
            item_label: null,
            attachments: [],
          },
        ],
      },
    };
    document.getElementById('act')?.setAttribute('data-resume', '1');
    await import('./track-actions');
    await settle();
    await settle();
    const states = [...document.querySelectorAll('[data-testid="track-read-state"]')].map((p) => p.textContent);
    expect(states).toHaveLength(2);
    expect(states[0]).toBe('Not read yet');
    expect(states[1]).toMatch(/^Read /);
    const length = document.querySelector('[data-testid="track-length"]');
    expect(length?.textContent).toBe('0 of 2000 characters');
    const box = document.getElementById('m-body') as HTMLTextAreaElement;
    box.value = 'Hello';
    box.dispatchEvent(new Event('input'));
    expect(length?.textContent).toBe('5 of 2000 characters');
    expect(box.getAttribute('aria-describedby')).toContain('m-len');
  });

  it('with a message waiting, the messages card takes the focus after the code, before the courier form', async () => {
    document.head.innerHTML = `<script type="application/json" id="track-data">${JSON.stringify({ ...DATA, n: 1 })}</script>`;
    document
      .getElementById('act-msg')
      ?.insertAdjacentHTML('beforebegin', '<p data-testid="track-unread-note">1 new</p>');
    document.getElementById('act')?.setAttribute('data-resume', '1');
    await import('./track-actions');
    await settle();
    await settle();
    expect(document.querySelector('[data-testid="track-courier"]')).not.toBeNull();
    expect(document.activeElement).toBe(document.querySelector('[data-testid="track-messages"] h2'));
    expect(document.querySelector('[data-testid="track-unread-note"]')).toBeNull();
  });

  it('with nothing to answer or correct, the code card steps aside for the messages card', async () => {
    document.getElementById('act')?.setAttribute('data-answer', '0');
    answers['/api/track/verifyCode'] = { body: { grant: 'g.3', quotes: [], courier: null } };
    await import('./track-actions');
    await settle();
    (document.getElementById('code') as HTMLInputElement).value = '123456';
    button('Confirm code').click();
    await settle();
    expect(document.getElementById('act')?.hidden).toBe(true);
    const thread = document.querySelector('[data-testid="track-messages"]') as HTMLElement;
    expect(thread.hidden).toBe(false);
    expect(document.activeElement).toBe(thread.querySelector('h2'));
  });
});
