import { EXAMPLES, pages, requestLink, splitLinks } from '@svc/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { serveContractExamples } from '../../testing/contract-server';
import { renderRoute } from '../../testing/render-route';

const { req_code } = EXAMPLES.viewRequest.reply.request_details;

describe('the links of a message', () => {
  it('makes only http and https addresses links, with the punctuation after one left as text', () => {
    expect(splitLinks('See https://example.com/bill. Or javascript:alert(1) or data:text/html,x')).toEqual([
      { text: 'See ' },
      { text: 'https://example.com/bill', href: 'https://example.com/bill' },
      { text: '. Or javascript:alert(1) or data:text/html,x' },
    ]);
    expect(splitLinks('<b>no link</b>')).toEqual([{ text: '<b>no link</b>' }]);
  });
});

describe("a request's messages (/requestrepair/view)", () => {
  it('shows each message as text with safe links, who wrote it and whether it was read', async () => {
    serveContractExamples();
    await renderRoute(requestLink(req_code), 'customer');
    const card = await screen.findByTestId('conversation-card', {}, { timeout: 10_000 });
    const messages = await within(card).findAllByTestId('thread-message');
    expect(messages).toHaveLength(2);
    const link = within(messages[0] as HTMLElement).getByRole('link', { name: 'https://example.com/bill' });
    expect(link.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(within(messages[0] as HTMLElement).getByTestId('read-state').textContent).toMatch(/^Read /);
    expect(within(messages[1] as HTMLElement).getByText('Service centre')).toBeTruthy();
    expect(within(messages[1] as HTMLElement).getByTestId('unread-badge')).toBeTruthy();
  });

  it('tells staff the channels their reply goes by, and WhatsApp only where it is used', async () => {
    const thread = EXAMPLES.threadView.reply;
    serveContractExamples({ threadView: { ...thread, reply_channels: ['mail', 'whatsapp'] } });
    const { unmount } = await renderRoute(requestLink(req_code), 'staff');
    const hint = await screen.findByTestId('conversation-hint', {}, { timeout: 10_000 });
    await waitFor(() =>
      expect(hint.textContent).toBe(
        'Write to the customer about this request. Your reply reaches the customer by mail and WhatsApp.',
      ),
    );
    unmount();
    serveContractExamples({ threadView: { ...thread, reply_channels: ['mail'] } });
    await renderRoute(requestLink(req_code), 'staff');
    const again = await screen.findByTestId('conversation-hint', {}, { timeout: 10_000 });
    await waitFor(() =>
      expect(again.textContent).toBe(
        'Write to the customer about this request. Your reply reaches the customer by mail.',
      ),
    );
  });

  it('offers staff the canned replies in the customer’s language on the request, and customers none', async () => {
    const server = serveContractExamples({ threadView: { ...EXAMPLES.threadView.reply, language: 'ta' } });
    const { unmount } = await renderRoute(requestLink(req_code), 'staff');
    const card = await screen.findByTestId('conversation-card', {}, { timeout: 10_000 });
    const picker = await within(card).findByLabelText("Start from a canned reply (in Tamil, the customer's language)");
    fireEvent.change(picker, { target: { value: '1' } });
    expect((within(card).getByLabelText('Your message') as HTMLTextAreaElement).value).toBe(
      EXAMPLES.cannedReplies.reply.replies[0]?.body_ta,
    );
    unmount();
    server.calls.length = 0;
    serveContractExamples({
      threadView: { ...EXAMPLES.threadView.reply, language: undefined, reply_channels: undefined },
    });
    await renderRoute(requestLink(req_code), 'customer');
    const own = await screen.findByTestId('conversation-card', {}, { timeout: 10_000 });
    await within(own).findByLabelText('Your message');
    expect(within(own).queryByLabelText(/canned reply/)).toBeNull();
  });

  it('refuses to send an empty message and sends a written one', async () => {
    const server = serveContractExamples();
    await renderRoute(requestLink(req_code), 'customer');
    const card = await screen.findByTestId('conversation-card', {}, { timeout: 10_000 });
    fireEvent.click(within(card).getByRole('button', { name: 'Send' }));
    expect(await within(card).findByText('Write a message or attach a file')).toBeTruthy();
    expect(server.bodiesOf('postMessage')).toEqual([]);
    expect(within(card).getByText('0 of 2000 characters')).toBeTruthy();
    // A pasted text over the limit is kept whole and refused with the reason, not cut without a word.
    const long = 'a'.repeat(2001);
    fireEvent.change(within(card).getByLabelText('Your message'), { target: { value: long } });
    expect(within(card).getByText('2001 of 2000 characters')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Send' }));
    expect(await within(card).findByText('Keep the message within 2000 characters')).toBeTruthy();
    expect(server.bodiesOf('postMessage')).toEqual([]);
    fireEvent.change(within(card).getByLabelText('Your message'), { target: { value: 'Is the charger needed?' } });
    // The writer sees how much room is left.
    expect(within(card).getByText('22 of 2000 characters')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(server.bodiesOf('postMessage')).toEqual([
        { req_code, body: 'Is the charger needed?', item_id: null, attachment_ids: [] },
      ]),
    );
  });
});

describe('a long conversation (decision 086)', () => {
  const thread = EXAMPLES.threadView.reply;
  const [question, answer] = thread.messages;
  /** The newest page holds the answer; the question is on the page before it (message 1, asked as before: 2). */
  const pagesOf = (failEarlier = false) => ({
    threadView: (body: { before?: number }) => {
      if (!body.before) return { ...thread, messages: answer ? [answer] : [], earlier: true, before: 2 };
      if (failEarlier) throw new TypeError('Failed to fetch');
      return { ...thread, messages: question ? [question] : [], earlier: false, before: null };
    },
  });

  it('shows the newest messages, and the earlier ones above them when asked, then the start', async () => {
    const server = serveContractExamples(pagesOf());
    await renderRoute(requestLink(req_code), 'customer');
    const card = await screen.findByTestId('conversation-card', {}, { timeout: 10_000 });
    expect(await within(card).findAllByTestId('thread-message')).toHaveLength(1);
    fireEvent.click(within(card).getByRole('button', { name: 'Show earlier messages' }));
    await waitFor(() => expect(within(card).getAllByTestId('thread-message')).toHaveLength(2));
    const [first, second] = within(card).getAllByTestId('thread-message');
    expect(first?.textContent).toContain(question?.body);
    expect(second?.textContent).toContain('Service centre');
    expect(server.bodiesOf('threadView')).toEqual([{ req_code }, { req_code, before: 2 }]);
    // At the start there is nothing earlier to ask for; the reader is put at the conversation's start.
    expect(within(card).queryByRole('button', { name: 'Show earlier messages' })).toBeNull();
    await waitFor(() => expect(document.activeElement?.getAttribute('aria-label')).toBe('Messages'));
  });

  it('says so when the earlier messages cannot be loaded, keeping the ones shown', async () => {
    serveContractExamples(pagesOf(true));
    await renderRoute(requestLink(req_code), 'customer');
    const card = await screen.findByTestId('conversation-card', {}, { timeout: 10_000 });
    fireEvent.click(await within(card).findByRole('button', { name: 'Show earlier messages' }));
    expect(
      await within(card).findByText(
        'The earlier messages could not be loaded. Please try again.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeTruthy();
    expect(within(card).getAllByTestId('thread-message')).toHaveLength(1);
    expect(within(card).getByRole('button', { name: 'Show earlier messages' })).toBeTruthy();
  });
});

describe('the request list (/requestrepair)', () => {
  it('marks a request with replies its reader has not read', async () => {
    serveContractExamples();
    await renderRoute(pages.requests, 'customer');
    const marks = await screen.findAllByTestId('unread-messages');
    expect(marks[0]?.textContent).toBe('1 new message');
  });
});
