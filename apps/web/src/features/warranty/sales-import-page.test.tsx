import { EXAMPLES, pages, WarrantyMsg } from '@svc/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { serveContractExamples } from '../../testing/contract-server';
import { renderRoute } from '../../testing/render-route';

const csv =
  'Invoice number,Date,Serial number,Model,Item,Brand,Warranty months\r\nINV-1,2025-06-14,SN1,M,Laptop,Dell,12';
const fileInput = () => document.querySelector('input[type=file]') as HTMLInputElement;

describe('the sales records (/admin/sales)', () => {
  it('sends the chosen file and shows the counts and the lines not imported', async () => {
    const server = serveContractExamples();
    await renderRoute(pages.adminSales, 'admin');
    expect(await screen.findByRole('heading', { name: 'Sales records', level: 1 })).toBeTruthy();
    const importButton = screen.getByRole('button', { name: 'Import' });
    expect(importButton).toHaveProperty('disabled', true);
    fireEvent.change(fileInput(), { target: { files: [new File([csv], 'sales.csv', { type: 'text/csv' })] } });
    expect(await screen.findByText('Chosen: sales.csv')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Import' }));
    await waitFor(() => expect(server.bodiesOf('importSalesRecords')).toEqual([{ csv }]));
    const result = await screen.findByTestId('sales-result');
    const reply = EXAMPLES.importSalesRecords.reply;
    expect(within(result).getByTestId('salesAdded').textContent).toBe(String(reply.added));
    expect(within(result).getByTestId('salesRejected').textContent).toBe(String(reply.rejected_count));
    expect(within(result).getByText(`Line 3 (SN8843KX): ${WarrantyMsg.saleBadDate}`)).toBeTruthy();
  });

  it('refuses a file that is not CSV before sending anything', async () => {
    const server = serveContractExamples();
    await renderRoute(pages.adminSales, 'admin');
    await screen.findByRole('heading', { name: 'Sales records', level: 1 });
    fireEvent.change(fileInput(), { target: { files: [new File(['x'], 'sales.xlsx')] } });
    expect(await screen.findByText('Please choose a CSV file (save the spreadsheet as CSV)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Import' })).toHaveProperty('disabled', true);
    expect(server.bodiesOf('importSalesRecords')).toEqual([]);
  });
});
