import { EXAMPLES, trackLink } from '@svc/contract';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { activateLanguage } from '../../i18n';
import { messages as ta } from '../../i18n/catalogues/ta';
import { serveContractExamples } from '../../testing/contract-server';
import { renderRoute } from '../../testing/render-route';

const key = EXAMPLES.trackView.body.k;

describe('the tracking page (/t)', () => {
  afterEach(() => activateLanguage('en'));

  it("shows each item's promised date and, while it is paused, why", async () => {
    serveContractExamples();
    await renderRoute(trackLink(key), null);
    const promise = within(await screen.findByTestId('track-item-1')).getByTestId('promise');
    expect(within(promise).getByText('Promised by 27-11-2026 17:00')).toBeTruthy();
    expect(within(promise).getByText('The promise moves on while we wait for your answer.')).toBeTruthy();
  });

  it('says it in Tamil, and for parts; a finished item shows no promise', async () => {
    const [item] = EXAMPLES.trackView.reply.items;
    const parts = { ...item!, status: 'waiting_for_parts' as const, parts_expected_on: '2026-11-30' };
    const done = { ...item!, line_no: 2, status: 'delivered' as const, clock_state: null, minutes_left: null };
    serveContractExamples({ trackView: { ...EXAMPLES.trackView.reply, items: [parts, done] } });
    await activateLanguage('ta');
    await renderRoute(trackLink(key), null);
    const promise = within(await screen.findByTestId('track-item-1')).getByTestId('promise');
    expect(within(promise).getByText(ta.promisedBy.replace('{date}', '27-11-2026 17:00'))).toBeTruthy();
    expect(within(promise).getByText(ta.promisePausedParts)).toBeTruthy();
    expect(within(screen.getByTestId('track-item-2')).queryByTestId('promise')).toBeNull();
  });
});
