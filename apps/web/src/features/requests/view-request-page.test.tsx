import { EXAMPLES, formatAmount, pages, requestLink, STATUS_TEXT } from '@svc/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../i18n';
import { serveContractExamples } from '../../testing/contract-server';
import { renderRoute } from '../../testing/render-route';

const { request_details: details, request_item_details: items } = EXAMPLES.viewRequest.reply;
const item = items[0]!;

describe('a request (/requestrepair/view)', () => {
  afterEach(() => activateLanguage('en'));

  it('shows the request, its courier details and its item with the quoted charges', async () => {
    const server = serveContractExamples();
    await renderRoute(requestLink(details.req_code));

    expect(await screen.findByRole('heading', { name: details.req_code })).toBeTruthy();
    expect(screen.getByText(`${details.customer_name} (${details.customer_code})`)).toBeTruthy();
    expect(screen.getByText(details.docket_number)).toBeTruthy();
    const card = screen.getByTestId('item-card-1');
    expect(within(card).getByText(`1. ${item.item_name} · ${item.brand_name} ${item.model_number}`)).toBeTruthy();
    expect(within(card).getByText(STATUS_TEXT.estimated.label)).toBeTruthy();
    expect(within(card).getAllByText(`₹${formatAmount(item.charges.total)}`).length).toBeGreaterThan(0);
    expect(server.bodiesOf('viewRequest')).toEqual([{ req_code: details.req_code }]);

    fireEvent.click(within(card).getByRole('button', { name: 'Timeline and photos' }));
    // The details' code loads when first opened (decision 075), then their data: longer than a second here.
    const timeline = await screen.findByTestId('item-timeline', {}, { timeout: 10_000 });
    expect(within(timeline).getByText('Received in good condition')).toBeTruthy();
    expect(server.bodiesOf('viewItem')).toEqual([{ item_id: item.item_id }]);
  });

  it('shows where the parcel is, and each box sent back with its items, in both languages (decision 106)', async () => {
    serveContractExamples();
    await renderRoute(requestLink(details.req_code));
    await screen.findByRole('heading', { name: details.req_code });
    expect(screen.getByTestId('shipment-status').textContent).toBe('Arrived');
    // Nothing sent back yet: no card of boxes.
    expect(screen.queryByTestId('shipments-card')).toBeNull();
    cleanup();

    const parcel = EXAMPLES.viewRequest.reply.shipments[0]!;
    const box = {
      ...parcel,
      direction: 'out' as const,
      carrier: 'Blue Dart',
      docket: 'BD 7788',
      status: 'in_transit' as const,
      line_nos: [1, 2, 3, 5],
    };
    serveContractExamples({ viewRequest: { ...EXAMPLES.viewRequest.reply, shipments: [parcel, box] } });
    await activateLanguage('ta');
    await renderRoute(requestLink(details.req_code));
    const card = await screen.findByTestId('shipments-card');
    expect(within(card).getByText('திருப்பி அனுப்பிய பெட்டிகள்')).toBeTruthy();
    expect(within(card).getByText('Blue Dart, டாக்கெட் எண் BD 7788')).toBeTruthy();
    // Runs of lines as ranges: a box of 20 reads "1–20", not twenty numbers.
    expect(within(card).getByText(/பொருட்கள் 1–3, 5 ·/)).toBeTruthy();
    expect(within(card).getByTestId('shipment-status').textContent).toBe('வழியில் உள்ளது');
  });

  it('shows beside its charges (nothing yet) the quote awaiting approval, the item card’s figure (decision 090)', async () => {
    serveContractExamples();
    await renderRoute(requestLink(details.req_code));
    await screen.findByRole('heading', { name: details.req_code });
    const charged = screen.getByText('Total charges').parentElement as HTMLElement;
    expect(within(charged).getByText('₹0.00')).toBeTruthy();
    const quoted = screen.getByText('Quoted, awaiting approval').parentElement as HTMLElement;
    expect(within(quoted).getByText(`₹${formatAmount(item.charges.total)}`)).toBeTruthy();
    expect(details.awaiting_approval_total).toBe(item.charges.total);
  });

  it("sends the customer's approval of the quote, after asking with the amount", async () => {
    const server = serveContractExamples();
    await renderRoute(requestLink(details.req_code));

    fireEvent.click(await screen.findByRole('button', { name: 'Approve charges' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    expect(within(dialog).getByText(new RegExp(`₹${formatAmount(item.charges.total)}`))).toBeTruthy();
    expect(server.bodiesOf('updateItemStatus')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));

    expect(await screen.findByText('Charges approved. The repair will start soon.')).toBeTruthy();
    expect(server.bodiesOf('updateItemStatus')).toEqual([
      { item_id: item.item_id, version: item.version, status: 'approved' },
    ]);
  });

  it('shows who raised it; a colleague who may only raise requests gets no Approve, no invoices (decision 067)', async () => {
    const member = {
      ...EXAMPLES.getProfile.reply,
      profile: { ...EXAMPLES.getProfile.reply.profile, account_role: 'member' as const },
    };
    const server = serveContractExamples({ getProfile: member });
    await renderRoute(requestLink(details.req_code));
    expect(await screen.findByText(details.raised_by)).toBeTruthy();
    const card = screen.getByTestId('item-card-1');
    expect(await within(card).findByTestId('approve-needs-role')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Approve charges' })).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Invoices' })).toBeNull();
    expect(server.bodiesOf('listInvoices')).toEqual([]);
    cleanup();

    // Answered: the item says by whom.
    const answered = {
      ...item,
      status: 'approved' as const,
      charges_answer: { status: 'approved' as const, by: 'Lakshmi R (lakshmi)', at: '2026-11-26T06:10:00.000Z' },
    };
    serveContractExamples({ viewRequest: { ...EXAMPLES.viewRequest.reply, request_item_details: [answered] } });
    await renderRoute(requestLink(details.req_code));
    expect((await screen.findByTestId('charges-answered-by')).textContent).toBe(
      'Approved by Lakshmi R (lakshmi) on 26-11-2026 11:40',
    );
  });

  it('lets the customer approve every waiting quote at once, after asking with their total (issue 42)', async () => {
    const second = { ...item, item_id: '5d3c7a1e-2f4b-4c8d-9e1f-6a7b8c9d0e1f', line_no: 2, version: 7 };
    const server = serveContractExamples({
      viewRequest: { ...EXAMPLES.viewRequest.reply, request_item_details: [item, second] },
    });
    await renderRoute(requestLink(details.req_code));
    const all = await screen.findByTestId('answer-all');
    const total = formatAmount(item.charges.total * 2);
    expect(within(all).getByText(`Quoted, awaiting approval: ₹${total}`)).toBeTruthy();
    fireEvent.click(within(all).getByRole('button', { name: 'Approve all 2 quotes' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    expect(
      within(dialog).getByText(
        `Approve charges of ₹${total} for items 1, 2? The repair will start after your approval.`,
      ),
    ).toBeTruthy();
    // "No" sends nothing.
    fireEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.bodiesOf('moveItems')).toEqual([]);
    fireEvent.click(within(all).getByRole('button', { name: 'Approve all 2 quotes' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(server.bodiesOf('moveItems')).toEqual([
        {
          req_code: details.req_code,
          items: [
            { item_id: item.item_id, version: item.version },
            { item_id: second.item_id, version: 7 },
          ],
          status: 'approved',
        },
      ]),
    );
    expect(await screen.findByText('Charges approved. The repair will start soon.')).toBeTruthy();
  });

  it('lets the customer decline every waiting quote at once, told that the items all come back', async () => {
    const second = { ...item, item_id: '5d3c7a1e-2f4b-4c8d-9e1f-6a7b8c9d0e1f', line_no: 2, version: 7 };
    const server = serveContractExamples({
      viewRequest: { ...EXAMPLES.viewRequest.reply, request_item_details: [item, second] },
    });
    await renderRoute(requestLink(details.req_code));
    const all = await screen.findByTestId('answer-all');
    const total = formatAmount(item.charges.total * 2);
    fireEvent.click(within(all).getByRole('button', { name: 'Decline all 2 quotes' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    expect(
      within(dialog).getByText(
        `Decline the charges of ₹${total} for items 1, 2? The items will be sent back to you without repair.`,
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(server.bodiesOf('moveItems')).toHaveLength(1));
    expect(server.bodiesOf('moveItems')[0]).toMatchObject({ req_code: details.req_code, status: 'declined' });
    expect(await screen.findByText('Charges declined. The items will be sent back to you.')).toBeTruthy();
  });

  it('offers no answer to all for a single quote, nor to a colleague who may not approve', async () => {
    serveContractExamples();
    await renderRoute(requestLink(details.req_code));
    await screen.findByTestId('item-card-1');
    expect(screen.queryByTestId('answer-all')).toBeNull();
    cleanup();
    const member = {
      ...EXAMPLES.getProfile.reply,
      profile: { ...EXAMPLES.getProfile.reply.profile, account_role: 'member' as const },
    };
    const second = { ...item, item_id: '5d3c7a1e-2f4b-4c8d-9e1f-6a7b8c9d0e1f', line_no: 2 };
    serveContractExamples({
      getProfile: member,
      viewRequest: { ...EXAMPLES.viewRequest.reply, request_item_details: [item, second] },
    });
    await renderRoute(requestLink(details.req_code));
    expect(await screen.findAllByTestId('approve-needs-role')).toHaveLength(2);
    expect(screen.queryByTestId('answer-all')).toBeNull();
  });

  it('shows the customer the promised date and why it is paused; staff also see it is late', async () => {
    serveContractExamples();
    await renderRoute(requestLink(details.req_code));
    // The example waits for the customer's answer to the quote: the promise is paused.
    const promise = within(await screen.findByTestId('item-card-1')).getByTestId('promise');
    expect(within(promise).getByText('Promised by 27-11-2026 17:00')).toBeTruthy();
    expect(
      within(promise).getByText('While we wait for your answer, the promised date moves later by the time we wait.'),
    ).toBeTruthy();
    expect(within(await screen.findByTestId('item-card-1')).queryByTestId('time-left')).toBeNull();
    cleanup();

    const late = { ...item, status: 'in_repair' as const, clock_state: 'late' as const, minutes_left: -30 };
    serveContractExamples({ viewRequest: { ...EXAMPLES.viewRequest.reply, request_item_details: [late] } });
    await renderRoute(requestLink(details.req_code), 'staff');
    const staffCard = within(await screen.findByTestId('item-card-1'));
    // Staff read the item's own time left, as on the desk: late by 30 working minutes, marked Late.
    const left = staffCard.getByTestId('time-left');
    expect(left.getAttribute('data-state')).toBe('late');
    expect(within(left).getByText('Late')).toBeTruthy();
    expect(within(left).getByText('Late by 30 min')).toBeTruthy();
    expect(within(staffCard.getByTestId('promise')).queryByText(/while we wait/)).toBeNull();
  });

  it('says a promise every item shares once above the items, and on each card where they differ', async () => {
    const second = { ...item, item_id: '5d3c7a1e-2f4b-4c8d-9e1f-6a7b8c9d0e1f', line_no: 2 };
    serveContractExamples({ viewRequest: { ...EXAMPLES.viewRequest.reply, request_item_details: [item, second] } });
    await renderRoute(requestLink(details.req_code));
    const shared = await screen.findByTestId('shared-promise');
    expect(within(shared).getByText('For each of the 2 items:')).toBeTruthy();
    expect(within(shared).getByText('Promised by 27-11-2026 17:00')).toBeTruthy();
    expect(screen.getAllByTestId('promise')).toHaveLength(1);
    expect(within(screen.getByTestId('item-card-2')).queryByTestId('promise')).toBeNull();
    cleanup();

    const later = { ...second, due_at: '2026-11-28T11:30:00.000Z' };
    serveContractExamples({ viewRequest: { ...EXAMPLES.viewRequest.reply, request_item_details: [item, later] } });
    await renderRoute(requestLink(details.req_code));
    await screen.findByTestId('item-card-2');
    expect(screen.queryByTestId('shared-promise')).toBeNull();
    expect(within(screen.getByTestId('item-card-1')).getByText('Promised by 27-11-2026 17:00')).toBeTruthy();
    expect(within(screen.getByTestId('item-card-2')).getByText('Promised by 28-11-2026 17:00')).toBeTruthy();
  });

  it('promises the date the parts make possible while the item waits for them, in English and Tamil', async () => {
    // Due 26-11 13:00 as the clock stands; 28-11 17:00 if the parts come on 27-11 (decision 053, 2026-11-28).
    const parts = {
      ...item,
      status: 'waiting_for_parts' as const,
      parts_expected_on: '2026-11-27',
      due_at: '2026-11-26T07:30:00.000Z',
      clock_state: 'paused' as const,
      if_parts_arrive: { due_at: '2026-11-28T11:30:00.000Z', expected_on: '2026-11-27' },
    };
    const reply = { viewRequest: { ...EXAMPLES.viewRequest.reply, request_item_details: [parts] } };
    serveContractExamples(reply);
    await renderRoute(requestLink(details.req_code));
    let promise = within(await screen.findByTestId('item-card-1')).getByTestId('promise');
    expect(within(promise).getByText('Promised by 28-11-2026 17:00 if the parts arrive by 27-11-2026')).toBeTruthy();
    expect(within(promise).getByText('If they arrive later, the promised date moves later with them.')).toBeTruthy();
    expect(promise.textContent).not.toContain('26-11-2026');
    cleanup();

    serveContractExamples(reply);
    await activateLanguage('ta');
    await renderRoute(requestLink(details.req_code));
    promise = within(await screen.findByTestId('item-card-1')).getByTestId('promise');
    expect(
      within(promise).getByText('உதிரிபாகங்கள் 27-11-2026க்குள் வந்தால், 28-11-2026 17:00க்குள் தருவதாக உறுதியளிக்கிறோம்'),
    ).toBeTruthy();
  });

  it('says what was promised at receipt, in working hours for a same-day promise, in English and Tamil', async () => {
    // Received 11:00 with a rule of 4 working hours (decision 092): due 15:00 the same day.
    const express = {
      ...item,
      status: 'received' as const,
      due_at: '2026-11-30T09:30:00.000Z',
      clock_state: 'on_track' as const,
      minutes_left: 240,
      turnaround: { amount: 4, unit: 'hours' as const },
    };
    const reply = { viewRequest: { ...EXAMPLES.viewRequest.reply, request_item_details: [express] } };
    serveContractExamples(reply);
    await renderRoute(requestLink(details.req_code));
    let promise = within(await screen.findByTestId('item-card-1')).getByTestId('promise');
    expect(within(promise).getByText('Promised by 30-11-2026 15:00')).toBeTruthy();
    expect(within(promise).getByTestId('promised-within').textContent).toBe(
      'Promised within 4 working hours of receipt.',
    );
    cleanup();

    serveContractExamples({
      viewRequest: {
        ...EXAMPLES.viewRequest.reply,
        request_item_details: [{ ...express, turnaround: { amount: 1, unit: 'days' as const } }],
      },
    });
    await renderRoute(requestLink(details.req_code));
    promise = within(await screen.findByTestId('item-card-1')).getByTestId('promise');
    expect(within(promise).getByTestId('promised-within').textContent).toBe(
      'Promised within 1 working day of receipt.',
    );
    cleanup();

    serveContractExamples(reply);
    await activateLanguage('ta');
    await renderRoute(requestLink(details.req_code));
    promise = within(await screen.findByTestId('item-card-1')).getByTestId('promise');
    expect(within(promise).getByTestId('promised-within').textContent).toBe(
      'பொருளைப் பெற்றதிலிருந்து 4 வேலை மணிநேரத்திற்குள் தருவதாக உறுதியளித்துள்ளோம்.',
    );
  });

  it('previews a quote with the GST the server stores: two halves within the state, IGST across (decision 090)', async () => {
    const received = { ...item, status: 'received' as const, charges: null };
    for (const [intra, total] of [
      [true, '₹4,719.42'],
      [false, '₹4,719.41'],
    ] as const) {
      serveContractExamples({
        viewRequest: {
          ...EXAMPLES.viewRequest.reply,
          request_details: { ...details, intra_state: intra },
          request_item_details: [received],
        },
      });
      await renderRoute(requestLink(details.req_code), 'staff');
      const actions = await screen.findByTestId('staff-actions-1');
      fireEvent.click(within(actions).getByRole('button', { name: 'Set charges' }));
      const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
      fireEvent.change(within(dialog).getByLabelText(/^Service charge/), { target: { value: '1500' } });
      fireEvent.change(within(dialog).getByLabelText(/^Parts/), { target: { value: '2499.50' } });
      expect(await within(dialog).findByText(`Total with GST: ${total}`)).toBeTruthy();
      cleanup();
    }
  });

  it('shows an invoice issued before decision 090 with its round-off beside its total; a new one without', async () => {
    const summary = EXAMPLES.listInvoices.reply.invoices[0]!;
    const old = { ...summary, invoice_no: 'INV/26-27/00007', total: 4719, round_off: -0.42, paid: 0, due: 4719 };
    serveContractExamples({
      listInvoices: { ...EXAMPLES.listInvoices.reply, invoices: [old, summary], total_due: 4719 + summary.due },
    });
    await renderRoute(requestLink(details.req_code));
    const rows = await screen.findAllByTestId('invoice-row');
    expect(within(rows[0]!).getByTestId('invoice-round-off').textContent).toBe(
      'The total includes a round-off of -0.42',
    );
    expect(within(rows[1]!).queryByTestId('invoice-round-off')).toBeNull();
  });

  it('says a request that is not there is not found', async () => {
    serveContractExamples();
    await renderRoute(`${pages.viewRequest}?code=not-a-code`);
    expect(await screen.findByText('Request not found')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('link', { name: 'Back to requests' })).toBeTruthy());
  });
});
