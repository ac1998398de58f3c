import { Code, EXAMPLES, requestLink } from '@svc/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Refusal, serveContractExamples } from '../../testing/contract-server';
import { renderRoute } from '../../testing/render-route';

const { request_details: details, request_item_details: examples } = EXAMPLES.viewRequest.reply;
const base = examples[0]!;
/** Four items: three still in the parcel, one already received. */
const items = [1, 2, 3, 4].map((n) => ({
  ...base,
  item_id: `6f1c2d3e-4b5a-4c6d-8e7f-00000000000${n}`,
  line_no: n,
  serial_number: `SN-BOX-${n}`,
  status: n === 4 ? ('received' as const) : ('pending' as const),
  charges: null,
  charges_answer: null,
  version: n,
}));

describe('moving several items at once (decision 099)', () => {
  it('receives the chosen items of a consignment in one call, with one docket', async () => {
    const server = serveContractExamples({
      viewRequest: { ...EXAMPLES.viewRequest.reply, request_item_details: items },
      moveItems: { statusFlag: 0, message: '2 items moved to Received.' },
    });
    await renderRoute(requestLink(details.req_code), 'staff');
    const card = await screen.findByTestId('bulk-move', {}, { timeout: 10_000 });
    fireEvent.click(within(card).getByRole('combobox', { name: 'Step' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Record receipt' }));
    // Every item that can take the step is chosen; the received one is not offered.
    const all = within(card).getByRole('checkbox', { name: 'Every item that can take this step (3)' });
    expect((all as HTMLInputElement).checked).toBe(true);
    expect(within(card).queryByRole('checkbox', { name: /SN-BOX-4/ })).toBeNull();
    fireEvent.click(within(card).getByRole('checkbox', { name: /SN-BOX-2/ }));
    expect(within(card).getByText('2 of 3 chosen')).toBeTruthy();
    expect((all as HTMLInputElement).indeterminate).toBe(true);
    fireEvent.click(within(card).getByRole('button', { name: 'Record receipt: 2 items' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    // The docket is checked before anything is sent, as for one item; the dialog does not give it away, so
    // staff type it off the parcel's label.
    expect(within(dialog).queryByText(new RegExp(details.docket_number))).toBeNull();
    expect(
      within(dialog).getByText('Type it from the label on the parcel: it must match the one the customer gave.'),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please enter Docket Number')).toBeTruthy();
    expect(server.bodiesOf('moveItems')).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText(/^Docket number on the parcel/), {
      target: { value: details.docket_number },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(server.bodiesOf('moveItems')).toEqual([
        {
          req_code: details.req_code,
          items: [
            { item_id: items[0]!.item_id, version: 1 },
            { item_id: items[2]!.item_id, version: 3 },
          ],
          status: 'received',
          remark: '',
          docket_number: details.docket_number,
        },
      ]),
    );
    expect(await screen.findByText('2 items moved. The customer gets one message.')).toBeTruthy();
  });

  it('keeps the step and the items chosen when the dialog is cancelled', async () => {
    const server = serveContractExamples({
      viewRequest: { ...EXAMPLES.viewRequest.reply, request_item_details: items },
    });
    await renderRoute(requestLink(details.req_code), 'staff');
    const card = await screen.findByTestId('bulk-move', {}, { timeout: 10_000 });
    fireEvent.click(within(card).getByRole('combobox', { name: 'Step' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Record receipt' }));
    fireEvent.click(within(card).getByRole('checkbox', { name: /SN-BOX-2/ }));
    fireEvent.click(within(card).getByRole('button', { name: 'Record receipt: 2 items' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(card).getByText('2 of 3 chosen')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Record receipt: 2 items' })).toBeTruthy();
    expect(server.bodiesOf('moveItems')).toEqual([]);
  });

  it('names each item the server refused, moves none and keeps the dialog open', async () => {
    const message = 'Nothing was moved: 1 of 2 items cannot be moved. Each is named below.';
    const why = 'Laptop Dell Inspiron: An item that is "Received" cannot be moved to "Received".';
    serveContractExamples({
      viewRequest: { ...EXAMPLES.viewRequest.reply, request_item_details: items },
      moveItems: new Refusal(400, { status: Code.badRequest, message, issues: [{ path: 'items.1', message: why }] }),
    });
    await renderRoute(requestLink(details.req_code), 'staff');
    const card = await screen.findByTestId('bulk-move', {}, { timeout: 10_000 });
    fireEvent.click(within(card).getByRole('combobox', { name: 'Step' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Cancel item' }));
    fireEvent.click(within(card).getByRole('button', { name: 'Cancel item: 3 items' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const alert = await within(dialog).findByRole('alert');
    expect(within(alert).getByText(message)).toBeTruthy();
    expect(within(within(alert).getByTestId('refused-items')).getByText(why)).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('quotes the same charges on the chosen received items in one call', async () => {
    const received = items.map((i) => ({ ...i, status: 'received' as const }));
    const server = serveContractExamples({
      viewRequest: { ...EXAMPLES.viewRequest.reply, request_item_details: received },
      quoteItems: { statusFlag: 0, message: 'Charges saved for 3 items.' },
    });
    await renderRoute(requestLink(details.req_code), 'staff');
    const card = await screen.findByTestId('bulk-move', {}, { timeout: 10_000 });
    fireEvent.click(within(card).getByRole('combobox', { name: 'Step' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Set charges' }));
    fireEvent.click(within(card).getByRole('checkbox', { name: /SN-BOX-3/ }));
    fireEvent.click(within(card).getByRole('button', { name: 'Set charges: 3 items' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    expect(within(dialog).getByTestId('bulk-quote-all').textContent).toBe(
      'The same charges are quoted on each of the 3 items.',
    );
    fireEvent.change(within(dialog).getByLabelText(/^Service charge/), { target: { value: '450' } });
    // The total of each item and of all three: ₹450 at 18 % is ₹531.00, ₹1,593.00 for the three.
    await waitFor(() =>
      expect(within(dialog).getByTestId('quote-total').textContent).toBe(
        'Total with GST: ₹531.00 each, ₹1,593.00 for the 3 items',
      ),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(server.bodiesOf('quoteItems')).toEqual([
        {
          req_code: details.req_code,
          items: [1, 2, 4].map((n) => ({ item_id: items[n - 1]!.item_id, version: n })),
          remark: '',
          service_charge: 450,
          parts_charge: 0,
          gst_percent: 18,
        },
      ]),
    );
    expect(await screen.findByText('Charges saved for 3 items. The customer gets one message.')).toBeTruthy();
  });

  it('says how many of the items somebody changed meanwhile, and that none moved', async () => {
    serveContractExamples({
      viewRequest: { ...EXAMPLES.viewRequest.reply, request_item_details: items },
      moveItems: new Refusal(409, {
        status: Code.conflict,
        message:
          'Some of these items changed after this page was opened, so nothing was saved. They are shown again as they are now.',
        issues: [{ path: 'items.1', message: 'changed' }],
      }),
    });
    await renderRoute(requestLink(details.req_code), 'staff');
    const card = await screen.findByTestId('bulk-move', {}, { timeout: 10_000 });
    fireEvent.click(within(card).getByRole('combobox', { name: 'Step' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Cancel item' }));
    fireEvent.click(within(card).getByRole('button', { name: 'Cancel item: 3 items' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'Nothing was moved: someone changed 1 of these items in the meantime. The latest versions have been loaded; choose the step again.',
      ),
    ).toBeTruthy();
  });

  it('is not shown to a customer, nor for a request of one item', async () => {
    serveContractExamples({ viewRequest: { ...EXAMPLES.viewRequest.reply, request_item_details: items } });
    await renderRoute(requestLink(details.req_code));
    await screen.findByTestId('item-card-4');
    expect(screen.queryByTestId('bulk-move')).toBeNull();
    cleanup();
    // Staff, with the contract's request of one item: each item's own actions, no card for several.
    serveContractExamples();
    await renderRoute(requestLink(details.req_code), 'staff');
    await screen.findByTestId('staff-actions-1', {}, { timeout: 10_000 });
    expect(screen.queryByTestId('bulk-move')).toBeNull();
  });
});
