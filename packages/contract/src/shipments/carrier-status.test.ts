import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FINAL_STAGES,
  isFinalStage,
  isPickedUp,
  shiprocketReading,
  stageMovesForward,
  TRACKING_STAGES,
  type TTrackingStage,
} from './carrier-status';

describe('a booked box’s stage, from the carrier’s numeric status (issue 43)', () => {
  it('reads Shiprocket’s ids, never its words: a pickup exception is not a pickup', () => {
    expect(shiprocketReading(42)).toEqual({ stage: 'picked_up' });
    expect(shiprocketReading('7')).toEqual({ stage: 'delivered' });
    expect(shiprocketReading(20)).toEqual({ exception: 'pickup_failed' });
    expect(shiprocketReading(13)).toEqual({ exception: 'pickup_failed' });
    expect(shiprocketReading(21)).toEqual({ exception: 'undelivered' });
    expect(shiprocketReading(9)).toEqual({ stage: 'returning' });
    // Unknown ids and "NA" are kept on the timeline and change nothing.
    for (const id of ['NA', '', ' 99', 99, 1.5, '4x']) expect(shiprocketReading(id), String(id)).toBeNull();
  });

  it('moves only forward: a late, repeated or out-of-order event changes nothing, an ended box stays ended', () => {
    expect(stageMovesForward('in_transit', 'delivered')).toBe(true);
    expect(stageMovesForward('delivered', 'in_transit')).toBe(false);
    expect(stageMovesForward('in_transit', 'in_transit')).toBe(false);
    expect(stageMovesForward('picked_up', 'pickup_scheduled')).toBe(false);
    expect(stageMovesForward('out_for_delivery', 'returning')).toBe(true);
    expect(stageMovesForward('returning', 'delivered')).toBe(true);
    expect(stageMovesForward('returned', 'delivered')).toBe(false);
    // Cancelled before pickup only: a box on its way is returned, not cancelled.
    expect(stageMovesForward('pickup_scheduled', 'cancelled')).toBe(true);
    expect(stageMovesForward('in_transit', 'cancelled')).toBe(false);
  });

  it('never takes a box back, whatever order the events come in', () => {
    const stage = fc.constantFrom(...TRACKING_STAGES);
    fc.assert(
      fc.property(fc.array(stage, { maxLength: 30 }), (events) => {
        let at: TTrackingStage = 'booked';
        const seen: TTrackingStage[] = [at];
        for (const e of events) {
          if (!stageMovesForward(at, e)) continue;
          at = e;
          seen.push(e);
        }
        // Each stage once, ranks rising, and nothing after an ended stage.
        expect(new Set(seen).size).toBe(seen.length);
        expect(seen.slice(0, -1).some(isFinalStage)).toBe(false);
        for (let i = 1; i < seen.length; i++)
          expect(stageMovesForward(seen[i] as TTrackingStage, seen[i - 1] as TTrackingStage)).toBe(false);
      }),
    );
  });
});

describe('the stages a box has passed', () => {
  it('end with delivered, returned, cancelled and lost, and have the courier holding it from picked up on', () => {
    expect(FINAL_STAGES).toEqual(['delivered', 'returned', 'cancelled', 'lost']);
    expect(TRACKING_STAGES.filter(isPickedUp)).toEqual([
      'picked_up',
      'in_transit',
      'out_for_delivery',
      'delivered',
      'returning',
      'returned',
      'lost',
    ]);
  });
});
