import { CLOCK_COUNT_SHOWN, EXAMPLES, pages } from '@svc/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { serveContractExamples } from '../../testing/contract-server';
import { renderRoute } from '../../testing/render-route';

const reply = EXAMPLES.actionCounts.reply;

describe('the service desk (/service-desk)', () => {
  it('shows each queue with its count, and a clock count past what it shows as "999+" (decision 084)', async () => {
    serveContractExamples({
      actionCounts: { ...reply, clock_counts: { late: CLOCK_COUNT_SHOWN + 1, at_risk: CLOCK_COUNT_SHOWN } },
    });
    await renderRoute(pages.serviceDesk, 'staff');

    const late = await screen.findByTestId('clock-count-late');
    await waitFor(() => expect(late.textContent).toBe(`${CLOCK_COUNT_SHOWN}+`));
    expect(screen.getByTestId('clock-count-at_risk').textContent).toBe(String(CLOCK_COUNT_SHOWN));
    expect(screen.getByTestId('needs-count-receipt').textContent).toBe(String(reply.counts.receipt));
    expect(screen.getByTestId('awaiting-count').textContent).toBe(String(reply.awaiting_reply));
  });
});
