import { TRACK_PAGE_TA, type TTrackItem } from '@svc/contract';
import { describe, expect, it } from 'vitest';
import { boxesHtml, itemsHtml } from '../../src/features/tracking/page/track-item.html';

const item = (line_no: number, due_at: string): TTrackItem => ({
  line_no,
  item_name: 'Laptop',
  brand_name: 'Dell',
  model_number: 'Latitude 5420',
  serial_number: '••••5420',
  status: 'in_repair',
  status_label: 'In repair',
  explanation: '',
  parts_expected_on: null,
  due_at,
  clock_state: 'on_track',
  minutes_left: 600,
  if_parts_arrive: null,
  turnaround: { amount: 3, unit: 'days' },
  timeline: [],
});
const count = (html: string, part: string) => html.split(part).length - 1;

describe('the tracking page’s items (decision 092)', () => {
  it('says a promise all items share once above them, in both languages', () => {
    const box = Array.from({ length: 20 }, (_, i) => item(i + 1, '2026-11-27T11:30:00.000Z'));
    const html = itemsHtml(box, 'en', true);
    expect(count(html, 'data-testid="shared-promise"')).toBe(1);
    expect(html).toContain('For each of the 20 items:');
    expect(count(html, 'Promised by 27-11-2026 17:00')).toBe(1);
    expect(count(html, 'data-testid="promised-within"')).toBe(1);
    expect(count(html, 'data-testid="track-item-')).toBe(20);
    expect(itemsHtml(box, 'ta', true)).toContain(TRACK_PAGE_TA.promiseForEach.replace('{count}', '20'));
  });

  it('says each item’s own promise on its card when they differ, and a lone item’s on its card', () => {
    const html = itemsHtml([item(1, '2026-11-27T11:30:00.000Z'), item(2, '2026-11-28T11:30:00.000Z')], 'en', true);
    expect(html).not.toContain('shared-promise');
    expect(count(html, 'data-testid="promise"')).toBe(2);
    const lone = itemsHtml([item(1, '2026-11-27T11:30:00.000Z')], 'en', true);
    expect(lone).not.toContain('shared-promise');
    expect(count(lone, 'data-testid="promise"')).toBe(1);
  });

  it('shows each box sent back with its courier, docket and items as ranges, in both languages; none before', () => {
    const box = {
      carrier: 'Blue Dart',
      docket: 'BD 5501 7788',
      status: 'delivered' as const,
      created_at: '2026-12-03T19:24:00.000Z',
    };
    const html = boxesHtml([{ ...box, line_nos: Array.from({ length: 20 }, (_, i) => i + 1) }], 'en');
    expect(html).toContain('Boxes sent back');
    expect(html).toContain('Blue Dart, docket number BD 5501 7788');
    expect(html).toContain('Items 1–20 · 04-12-2026 00:54');
    expect(html).toContain('>Delivered<');
    const ta = boxesHtml([{ ...box, status: 'in_transit', line_nos: [1, 2, 3, 5] }], 'ta');
    expect(ta).toContain(TRACK_PAGE_TA.shipmentsSection);
    expect(ta).toContain('பொருட்கள் 1–3, 5');
    expect(ta).toContain(TRACK_PAGE_TA.shipment_in_transit);
    expect(boxesHtml([], 'en')).toBe('');
    // Whatever the carrier's name holds is written as text.
    expect(boxesHtml([{ ...box, carrier: '<b>x</b>', line_nos: [1] }], 'en')).toContain('&lt;b&gt;x&lt;/b&gt;');
  });
});
