import { EXAMPLES, pages } from '@svc/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { serveContractExamples } from '../../testing/contract-server';
import { renderRoute } from '../../testing/render-route';

const row = EXAMPLES.awaitingReplies.reply.rows[0] as (typeof EXAMPLES.awaitingReplies.reply.rows)[number];
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
    expect(within(card).getByRole('link', { name: 'https://example.com/bill' }).getAttribute('rel')).toBe(
      'noopener noreferrer nofollow',
    );
    fireEvent.click(within(card).getByRole('button', { name: 'Reply' }));
    // The example's customer reads Tamil: the canned reply comes in Tamil.
    const pick = await within(card).findByLabelText(/in Tamil, the customer's language/);
    fireEvent.change(pick, { target: { value: String(canned.id) } });
    const box = within(card).getByLabelText(`Your reply on ${row.req_code}`) as HTMLTextAreaElement;
    expect(box.value).toBe(canned.body_ta);
    fireEvent.click(within(card).getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(server.bodiesOf('postMessage')).toEqual([
        { req_code: row.req_code, body: canned.body_ta, item_id: null, attachment_ids: [] },
      ]),
    );
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
