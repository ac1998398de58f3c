import { describe, expect, it } from 'vitest';
import { FLOW, needsOf } from '../flow';
import { ITEM_STATUSES } from '../statuses';
import { STATUS_ACTIONS, STATUS_EXPLANATION_MANY, STATUS_FACTS, STATUS_NEWS, STATUS_TEXT, STATUS_TEXT_TA } from '.';

// The status registry (issue 42, decision 102): a status added without any of what it needs fails here.

/** The contrast of white text on a colour (WCAG 2). */
function contrastWithWhite(hex: string) {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255);
  const lin = (c: number) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  const lum = 0.2126 * lin(r as number) + 0.7152 * lin(g as number) + 0.0722 * lin(b as number);
  return 1.05 / (lum + 0.05);
}
const FACT_KEYS = ['group', 'queue', 'clock', 'invoiceable', 'badge', 'aside'];
const NEWS_KEYS = ['track', 'phone', 'mail'];

describe.each(ITEM_STATUSES)('the status %s', (status) => {
  const facts = STATUS_FACTS[status];
  const news = STATUS_NEWS[status];

  it('has every fact and its words in both languages', () => {
    expect(Object.keys(facts).sort()).toEqual([...FACT_KEYS].sort());
    expect(Object.keys(news).sort()).toEqual([...NEWS_KEYS].sort());
    for (const words of [STATUS_TEXT[status], STATUS_TEXT_TA[status]]) {
      expect(words.label.trim()).not.toBe('');
      expect(words.explanation.trim()).not.toBe('');
    }
    expect(STATUS_ACTIONS[status].en.trim()).not.toBe('');
    expect(STATUS_ACTIONS[status].ta.trim()).not.toBe('');
    expect(STATUS_ACTIONS[status].ta).not.toBe(STATUS_ACTIONS[status].en);
    // The words of several items at once, in both languages, are not the one item's.
    const many = STATUS_EXPLANATION_MANY[status];
    expect(many.en.trim()).not.toBe('');
    expect(many.en).not.toBe(STATUS_TEXT[status].explanation);
    expect(many.ta.trim()).not.toBe('');
    expect(many.ta).not.toBe(STATUS_TEXT_TA[status].explanation);
    // A Tamil text that is still the English one was never translated.
    expect(STATUS_TEXT_TA[status].label).not.toBe(STATUS_TEXT[status].label);
  });

  it('says the day parts are expected by exactly where its move asks for one, in both languages', () => {
    const expected = needsOf(status).includes('expected');
    expect(STATUS_TEXT[status].explanation.includes('{date}')).toBe(expected);
    expect(STATUS_TEXT_TA[status].explanation.includes('{date}')).toBe(expected);
    expect(STATUS_EXPLANATION_MANY[status].en.includes('{date}')).toBe(expected);
    expect(STATUS_EXPLANATION_MANY[status].ta.includes('{date}')).toBe(expected);
    expect(news.phone?.includes('date') ?? false).toBe(expected);
  });

  it('has colours the screens and the tracking page can show', () => {
    if (facts.badge !== null) expect(facts.badge).toMatch(/^[a-z]+\.[0-9]$/);
    if (news.track !== null) {
      expect(news.track).toMatch(/^#[0-9a-f]{6}$/);
      expect(contrastWithWhite(news.track)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('has a phone template of its news (a new request has its own), naming the request, the item and the link', () => {
    if (status === 'pending') {
      expect(news.phone).toBeNull();
      return;
    }
    expect(news.phone).toEqual(expect.arrayContaining(['request', 'item', 'link']));
    // A dispatch's template names the courier and the docket: the move asks for them.
    const returns = needsOf(status).includes('return');
    expect(news.phone?.includes('courier')).toBe(returns);
    expect(news.phone?.includes('docket')).toBe(returns);
  });

  it('waits in a queue only where staff can move it on, and says why its promise moves while it is paused', () => {
    const staffMoves = Object.values(FLOW[status].moves).filter((m) => m.by.includes('staff'));
    if (facts.queue !== null) expect(staffMoves.length).toBeGreaterThan(0);
    if (Object.keys(FLOW[status].moves).length === 0) expect(facts.queue).toBeNull();
    expect(facts.clock === 'paused').toBe(news.mail.paused !== undefined);
  });
});

describe('the registry as a whole', () => {
  it('settles a request: all delivered is completed, all pending is pending, cancelled holds none back', () => {
    expect(STATUS_FACTS.delivered.group).toBe('completed');
    expect(STATUS_FACTS.pending.group).toBe('pending');
    expect(STATUS_FACTS.cancelled.group).toBeNull();
    expect(ITEM_STATUSES.filter((s) => STATUS_FACTS[s].group === null)).toEqual(['cancelled']);
  });

  it('has a Tamil word for every status that differs from every other status', () => {
    const labels = ITEM_STATUSES.map((s) => STATUS_TEXT_TA[s].label);
    expect(new Set(labels).size).toBe(labels.length);
    const english = ITEM_STATUSES.map((s) => STATUS_TEXT[s].label);
    expect(new Set(english).size).toBe(english.length);
  });
});
