import { EXAMPLES, pages, type TReplyChannels } from '@svc/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { serveContractExamples } from '../../testing/contract-server';
import { renderRoute } from '../../testing/render-route';

const row = EXAMPLES.awaitingReplies.reply.rows[0] as (typeof EXAMPLES.awaitingReplies.reply.rows)[number];
const waitingMessage = row.waiting[0] as (typeof row.waiting)[number];
const canned = EXAMPLES.cannedReplies.reply.replies[0] as (typeof EXAMPLES.cannedReplies.reply.replies)[number];

describe('"Awaiting our reply" (/service-desk?needs=reply)', () => {
  it('shows the count beside the other queues and answers from the queue, from a canned reply in the customer language', async () => {
    const server = serveContractExamples();
    await renderRoute(`${pages.serviceDesk}?needs=reply`, 'staff');
    await waitFor(() =>
      expect(screen.getByTestId('awaiting-count').textContent).toBe(String(EXAMPLES.actionCounts.reply.awaiting_reply)),
    );
    const card = await screen.findByTestId('awaiting-row');
    expect(within(card).getByText(row.req_code)).toBeTruthy();
    // The customer's waiting message, with its photo, is read in the queue.
    const waiting = within(card).getByTestId('awaiting-message');
    expect(within(waiting).getByRole('link', { name: 'https://example.com/bill' }).getAttribute('rel')).toBe(
      'noopener noreferrer nofollow',
    );
    expect(within(waiting).getByRole('img', { name: 'Attached photo 1' })).toBeTruthy();
    expect(within(waiting).getByText('About 1. Laptop, Dell')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Reply' }));
    // The reply is about the item the customer wrote about; the staff are told the channels it goes by.
    expect((within(card).getByLabelText('About') as HTMLSelectElement).value).toBe(row.item_id);
    expect(within(card).getByText('Your reply reaches the customer by mail and WhatsApp.')).toBeTruthy();
    // The example's customer reads Tamil: the canned reply comes in Tamil.
    const pick = await within(card).findByLabelText(/in Tamil, the customer's language/);
    fireEvent.change(pick, { target: { value: String(canned.id) } });
    const box = within(card).getByLabelText(`Your reply on ${row.req_code}`) as HTMLTextAreaElement;
    expect(box.value).toBe(canned.body_ta);
    fireEvent.click(within(card).getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(server.bodiesOf('postMessage')).toEqual([
        { req_code: row.req_code, body: canned.body_ta, item_id: row.item_id, attachment_ids: [] },
      ]),
    );
  });

  it('names only the channels a reply really goes by: by mail alone, or with SMS where WhatsApp fails', async () => {
    const answer = (reply_channels: TReplyChannels) => ({
      ...EXAMPLES.awaitingReplies.reply,
      rows: [
        { ...row, item_id: null, waiting: [{ ...waitingMessage, item_id: null, item_label: null }], reply_channels },
      ],
    });
    serveContractExamples({ awaitingReplies: answer(['mail']) });
    const { unmount } = await renderRoute(`${pages.serviceDesk}?needs=reply`, 'staff');
    const card = await screen.findByTestId('awaiting-row');
    fireEvent.click(within(card).getByRole('button', { name: 'Reply' }));
    expect(within(card).getByText('Your reply reaches the customer by mail.')).toBeTruthy();
    expect(within(card).queryByText(/WhatsApp/)).toBeNull();
    // A message about the whole request: no item to choose.
    expect(within(card).queryByLabelText('About')).toBeNull();
    unmount();
    serveContractExamples({ awaitingReplies: answer(['mail', 'whatsapp', 'sms']) });
    await renderRoute(`${pages.serviceDesk}?needs=reply`, 'staff');
    const again = await screen.findByTestId('awaiting-row');
    fireEvent.click(within(again).getByRole('button', { name: 'Reply' }));
    expect(
      within(again).getByText('Your reply reaches the customer by mail and WhatsApp (SMS if WhatsApp fails).'),
    ).toBeTruthy();
  });

  it('marks a customer whose account is deactivated, and only them', async () => {
    serveContractExamples();
    const { unmount } = await renderRoute(`${pages.serviceDesk}?needs=reply`, 'staff');
    const active = await screen.findByTestId('awaiting-row');
    expect(within(active).queryByTestId('awaiting-deactivated')).toBeNull();
    unmount();
    serveContractExamples({
      awaitingReplies: { ...EXAMPLES.awaitingReplies.reply, rows: [{ ...row, customer_active: false }] },
    });
    await renderRoute(`${pages.serviceDesk}?needs=reply`, 'staff');
    const mark = within(await screen.findByTestId('awaiting-row')).getByTestId('awaiting-deactivated');
    expect(within(mark).getByText('Account deactivated')).toBeTruthy();
    expect(within(mark).getByText(/they read your reply only in its mail/)).toBeTruthy();
  });
});

describe('canned replies (/admin/replies)', () => {
  it('lists the replies and saves a new one in both languages', async () => {
    const server = serveContractExamples();
    await renderRoute(pages.adminReplies, 'admin');
    expect(await screen.findByText(canned.title)).toBeTruthy();
    fireEvent.click(screen.getAllByRole('button', { name: 'Add reply' })[0] as HTMLElement);
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Title/), { target: { value: 'Ready tomorrow' } });
    fireEvent.change(within(dialog).getByLabelText('In English'), { target: { value: 'It will be ready tomorrow.' } });
    fireEvent.change(within(dialog).getByLabelText('In Tamil'), { target: { value: 'நாளை தயாராகும்.' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(server.bodiesOf('saveCannedReply')).toEqual([
        { title: 'Ready tomorrow', body_en: 'It will be ready tomorrow.', body_ta: 'நாளை தயாராகும்.', active: true },
      ]),
    );
  });
});
