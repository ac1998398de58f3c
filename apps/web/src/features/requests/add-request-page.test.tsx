import { EXAMPLES, Msg, pages } from '@svc/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { serveContractExamples } from '../../testing/contract-server';
import { renderRoute } from '../../testing/render-route';

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });

async function choose(label: string, option: string) {
  fireEvent.click(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

describe('a new request (/requestrepair/add)', () => {
  it("refuses an empty form with the specification's messages and sends nothing", async () => {
    const server = serveContractExamples();
    await renderRoute(pages.addRequest);

    // The form waits for the item and brand lists.
    await screen.findByRole('combobox', { name: 'Item' });
    fireEvent.click(screen.getByRole('button', { name: 'Raise request' }));
    for (const message of [Msg.selectItem, Msg.selectBrand, Msg.enterCourierName, Msg.enterDocketNumber]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(server.bodiesOf('addRequest')).toEqual([]);
  });

  it('sends the items and the courier details, then opens the new request', async () => {
    const server = serveContractExamples();
    const { router } = await renderRoute(pages.addRequest);
    const example = EXAMPLES.addRequest.body;
    const item = example.items[0]!;

    await screen.findByRole('combobox', { name: 'Item' });
    await choose('Item', 'Laptop');
    await choose('Brand', 'Dell');
    type('Model Number', item.model_number);
    type('Serial Number', item.serial_number);
    type('Problem', item.problem ?? '');
    type('Courier / Service Name', example.courier_name);
    type('Docket Number', example.docket_number);
    type('Narration', example.narration);
    fireEvent.click(screen.getByRole('button', { name: 'Raise request' }));

    await waitFor(() => expect(server.bodiesOf('addRequest')).toHaveLength(1));
    const [sent] = server.bodiesOf('addRequest') as (typeof example)[];
    expect({ ...sent, idempotency_key: '…' }).toEqual({
      ...example,
      idempotency_key: '…',
      items: [{ ...item, image_ids: [] }],
    });
    const code = EXAMPLES.addRequest.reply.req_code;
    expect(await screen.findByText(`Request ${code} has been raised.`)).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe(pages.viewRequest));
    expect(router.state.location.search).toBe(`?code=${code}`);
  });
});
