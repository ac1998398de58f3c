import { GST_RATES, ITEM_STATUSES, type TItemStatus } from '@svc/contract';
import fc from 'fast-check';
import { Advance, Parts, SetRule } from './workflow-clock-commands';
import type { Leap } from './workflow-clock-model';
import { AnswerByLink, Credit, IssueInvoice, Pay, Quote, QuoteMany } from './workflow-money-commands';
import { CancelRequest, Move, MoveMany, Raise } from './workflow-request-commands';
import type { Cmd } from './workflow-step-helpers';

// The arbitraries of the workflow model's steps; the steps themselves are in workflow-*-commands.ts.

const idx = fc.nat({ max: 50 });
const money = fc.integer({ min: 0, max: 500_000 }).map((p) => p / 100);
/** Three times in four a step aims at an item it fits (a quote at a received item); else anywhere. */
const mostly = fc.integer({ min: 0, max: 3 }).map((n) => n > 0);
/** Moves are drawn mostly along the flow (`next`), so sequences get far; any status may be asked for. */
const target = fc.oneof(
  { weight: 6, arbitrary: fc.constant<'next'>('next') },
  {
    weight: 1,
    arbitrary: fc.constantFrom<TItemStatus>('approved', 'declined', 'waiting_for_parts', 'not_repairable', 'cancelled'),
  },
  { weight: 1, arbitrary: fc.constantFrom(...ITEM_STATUSES) },
);

const raise = fc
  .tuple(fc.array(fc.tuple(idx, idx), { minLength: 1, maxLength: 3 }), fc.integer({ min: 0, max: 2 }))
  .map(([l, by]): Cmd => new Raise(l, by === 0));
/** Who moves: the account admin and staff most, the account's colleague (no approve role) now and then. */
const mover = fc.constantFrom<'customer' | 'staff' | 'colleague'>(
  'customer',
  'customer',
  'staff',
  'staff',
  'colleague',
);
const move = fc
  .tuple(idx, idx, target, mover, fc.integer({ min: 0, max: 5 }))
  .map(([a, b, to, who, twice]): Cmd => new Move(a, b, to, who, twice === 0));
/** Several items of a request at once: staff mostly (a box received, repaired, dispatched). */
const moveMany = fc
  .tuple(
    idx,
    fc.integer({ min: 0, max: 7 }),
    target,
    fc.constantFrom<'customer' | 'staff'>('staff', 'staff', 'customer'),
  )
  .map(([a, mask, to, who]): Cmd => new MoveMany(a, mask, to, who));
const quote = fc
  .tuple(idx, idx, money, money, fc.constantFrom(...GST_RATES), fc.integer({ min: 0, max: 9 }), mostly)
  .map(([a, b, s, p, g, bad, aim]): Cmd => new Quote(a, b, s, p, g, bad === 0, aim));
/** The same charges on several items of a request at once. */
const quoteMany = fc
  .tuple(idx, fc.integer({ min: 0, max: 7 }), money, money, fc.constantFrom(...GST_RATES), mostly)
  .map(([a, mask, s, p, g, aim]): Cmd => new QuoteMany(a, mask, s, p, g, aim));
const byLink = fc
  .tuple(idx, idx, fc.constantFrom<'approved' | 'declined'>('approved', 'declined'), mostly)
  .map(([a, b, d, aim]): Cmd => new AnswerByLink(a, b, d, aim));
const cancel = idx.map((a): Cmd => new CancelRequest(a));
const issue = fc.tuple(idx, mostly).map(([a, aim]): Cmd => new IssueInvoice(a, aim));
const pay = fc
  .tuple(idx, fc.integer({ min: 1, max: 100 }), fc.integer({ min: 0, max: 4 }))
  .map(([a, share, x]): Cmd => new Pay(a, share, x === 0));
const credit = idx.map((a): Cmd => new Credit(a));
/** Time passes: minutes to hours, to the next morning, over a weekend, to a holiday, into an item's last 20 %. */
const advance = fc
  .tuple(
    fc.constantFrom<Leap>('minutes', 'minutes', 'night', 'night', 'weekend', 'holiday', 'near due', 'near due'),
    fc.integer({ min: 1, max: 3000 }),
  )
  .map(([kind, n]): Cmd => new Advance(kind, kind === 'minutes' ? 1 + (n % 600) : n));
const parts = fc
  .tuple(idx, idx, fc.boolean(), fc.integer({ min: 0, max: 30 }), fc.integer({ min: 0, max: 9 }), mostly)
  .map(([a, b, on, days, bad, aim]): Cmd => new Parts(a, b, on, days, bad === 1 ? 1 : bad === 2 ? 2 : 0, aim));

/** A rule of an item type in whole working hours (same-day promises) or days, now and then a refused value. */
const rule = fc
  .tuple(
    idx,
    fc.oneof(
      fc.integer({ min: 1, max: 24 }).map((amount) => ({ amount, unit: 'hours' as const })),
      fc.integer({ min: 1, max: 5 }).map((amount) => ({ amount, unit: 'days' as const })),
    ),
    fc.integer({ min: 0, max: 11 }),
  )
  .map(([a, t, bad]): Cmd => new SetRule(a, t, bad < 3 ? ((bad + 1) as 1 | 2 | 3) : 0));

/** One step: the flow's moves most, money steps often enough to meet every state. */
export const stepArbitrary = fc.oneof(
  { weight: 1, arbitrary: raise },
  { weight: 14, arbitrary: move },
  { weight: 3, arbitrary: moveMany },
  { weight: 4, arbitrary: quote },
  { weight: 2, arbitrary: quoteMany },
  { weight: 3, arbitrary: byLink },
  { weight: 1, arbitrary: cancel },
  { weight: 3, arbitrary: issue },
  { weight: 3, arbitrary: pay },
  { weight: 2, arbitrary: credit },
  { weight: 3, arbitrary: advance },
  // Credit notes and parts at two: at one, a CI run of 100 sequences reached parts twice and never left them.
  { weight: 2, arbitrary: parts },
  { weight: 1, arbitrary: rule },
);
