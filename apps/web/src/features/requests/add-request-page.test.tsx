import { AppMsg, EXAMPLES, fillMessage, Msg, pages } from '@svc/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import writeExcelFile from 'write-excel-file/universal';
import { serveContractExamples } from '../../testing/contract-server';
import { renderRoute } from '../../testing/render-route';

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });

/** The form shows at once; its item and brand lists (and the pickers' code) arrive after. */
async function listsLoaded() {
  await screen.findByRole('combobox', { name: 'Item' }, { timeout: 10_000 });
  await waitFor(() => expect(document.querySelector('[aria-busy="false"]')).toBeTruthy(), { timeout: 10_000 });
}

async function choose(label: string, option: string) {
  fireEvent.click(screen.getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

describe('a new request (/requestrepair/add)', { timeout: 20_000 }, () => {
  it("refuses an empty form with the specification's messages and sends nothing", async () => {
    const server = serveContractExamples();
    await renderRoute(pages.addRequest);

    await listsLoaded();
    fireEvent.click(screen.getByRole('button', { name: 'Raise request' }));
    // The form's rules load after the screen (decision 075): a submit before they are there waits for them,
    // and on a busy machine their module takes longer than findBy's default second to load here.
    expect(await screen.findByText(Msg.selectItem, {}, { timeout: 10_000 })).toBeTruthy();
    for (const message of [Msg.selectBrand, Msg.enterCourierName, Msg.enterDocketNumber]) {
      expect(await screen.findByText(message)).toBeTruthy();
    }
    expect(server.bodiesOf('addRequest')).toEqual([]);
  });

  it('sends the items and the courier details, then opens the new request', async () => {
    const server = serveContractExamples();
    const { router } = await renderRoute(pages.addRequest);
    const example = EXAMPLES.addRequest.body;
    const item = example.items[0]!;

    await listsLoaded();
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
    // The view page's module is loaded first: on a busy machine that is more than waitFor's default second.
    await waitFor(() => expect(router.state.location.pathname).toBe(pages.viewRequest), { timeout: 10_000 });
    expect(router.state.location.search).toBe(`?code=${code}`);
  });

  it('takes the items of a CSV file, shows a bad row’s faults on its fields and sends nothing until corrected', async () => {
    const server = serveContractExamples();
    await renderRoute(pages.addRequest);
    await listsLoaded();
    const csv = 'Item,Brand,Model Number,Serial Number,Problem\nlaptop,dell,M1,S-1,\nLaptp,Dell,M2,bad serial,\n';
    const input = document.querySelector<HTMLInputElement>('input[type="file"][accept*=".csv"]');
    if (!input) throw new Error('no file input');
    fireEvent.change(input, { target: { files: [new File([csv], 'items.csv', { type: 'text/csv' })] } });

    expect(await screen.findByText(/2 items read from items.csv; 1 needs correcting/)).toBeTruthy();
    expect(screen.getByText('“Laptp” is not in the item list. Please select Item')).toBeTruthy();
    expect(screen.getByText(Msg.enterSerialNumber)).toBeTruthy();
    expect(screen.getAllByRole('textbox', { name: 'Serial Number' }).map((i) => (i as HTMLInputElement).value)).toEqual(
      ['S-1', 'bad serial'],
    );
    expect(server.bodiesOf('addRequest')).toEqual([]);
  });

  it('takes a second file in place of the first: bad CSV rows, then a clean 20-row XLSX (issue 39)', async () => {
    const server = serveContractExamples();
    await renderRoute(pages.addRequest);
    await listsLoaded();
    const input = document.querySelector<HTMLInputElement>('input[type="file"][accept*=".csv"]');
    if (!input) throw new Error('no file input');
    const header = 'Item,Brand,Model Number,Serial Number,Problem';
    const bad = [header, 'Laptop,Dell,M1,B-1,', 'Laptp,Dell,M2,B-2,', 'Laptop,Dell,M3,B-3,', 'Laptop,Dell,M4,b-1,'];
    fireEvent.change(input, { target: { files: [new File([bad.join('\n')], 'bad.csv', { type: 'text/csv' })] } });
    // The reader's and the rules' modules load on the first upload: on a busy machine, more than a second.
    expect(
      await screen.findByText(/4 items read from bad.csv; 3 need correcting/, {}, { timeout: 10_000 }),
    ).toBeTruthy();
    // The serial number B-1 on the first and the fourth row: each says which other row has it.
    expect(screen.getByText(fillMessage(AppMsg.serialRepeated, { n: '4' }))).toBeTruthy();
    expect(screen.getByText(fillMessage(AppMsg.serialRepeated, { n: '1' }))).toBeTruthy();

    const rows = Array.from({ length: 20 }, (_, i) => ['Printer', 'HP', `LJ-${i}`, `P-${i + 1}`, '']);
    const blob = await writeExcelFile([header.split(','), ...rows]).toBlob();
    fireEvent.change(input, { target: { files: [new File([blob], 'clean.xlsx')] } });
    expect(
      await screen.findByText(
        '20 items read from clean.xlsx. Check them, then fill in the courier details. They replace the 4 items read from bad.csv.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    expect(screen.getAllByRole('heading', { name: /^Item \d+$/ })).toHaveLength(20);
    expect(screen.queryByText(/need correcting|to correct/)).toBeNull();
    expect(screen.queryByText(/is not in the item list|also on item/)).toBeNull();
    expect(screen.getAllByRole('textbox', { name: 'Serial Number' }).map((i) => (i as HTMLInputElement).value)).toEqual(
      rows.map((r) => r[3]),
    );
    expect(server.bodiesOf('addRequest')).toEqual([]);
  });

  it('shows only the faulty rows of a long file first, and every row on asking', async () => {
    serveContractExamples();
    await renderRoute(pages.addRequest);
    await listsLoaded();
    const rows = Array.from({ length: 21 }, (_, i) => `Laptop,Dell,M${i},${i === 6 ? '' : `S-${i}`},`);
    const csv = ['Item,Brand,Model Number,Serial Number,Problem', ...rows].join('\n');
    const input = document.querySelector<HTMLInputElement>('input[type="file"][accept*=".csv"]');
    if (!input) throw new Error('no file input');
    fireEvent.change(input, { target: { files: [new File([csv], 'dealer.csv', { type: 'text/csv' })] } });

    expect(await screen.findByText('Showing the 1 item to correct, of 21.')).toBeTruthy();
    expect(screen.getAllByRole('heading', { name: /^Item \d+$/ }).map((h) => h.textContent)).toEqual(['Item 7']);
    expect(screen.getByText(Msg.enterSerialNumber)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show all 21 items' }));
    await waitFor(() => expect(screen.getAllByRole('heading', { name: /^Item \d+$/ })).toHaveLength(21));
  });
});
