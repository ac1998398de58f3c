import { effectsOf, flowMove, MOVE_EFFECTS, type TItemStatus, type TMoveEffect } from '@svc/contract';
import type { DbOrTx } from '../../db/client';
import type { Caller } from '../../lib/caller';
import type { CompanySettings } from '../company';
import type { MovedItem } from '../mail-outbox';
import type { LockedItem } from './item-status.repository';
import type { RequestState } from './request-state.repository';

// A move's effects as data (issue 42, decision 103): the flow table names what each move sets off
// (`effectsOf`), the features that own an effect hand in its handler, and a move runs them inside its
// transaction in the order `MOVE_EFFECTS` states.

/** One item the move moved: where from, its new tracking entry, and what the customer's mail says of it. */
export interface ItemMove {
  item: LockedItem;
  from: TItemStatus;
  trackingId: number;
  mail: MovedItem;
}

/** A move made, as its effects see it; earlier effects leave what later ones need (`settled`, `invoice`). */
export interface MoveDone {
  tx: DbOrTx;
  caller: Caller;
  now: Date;
  /** The company's settings, read once for the move. */
  company: CompanySettings | undefined;
  request: { requestId: string; reqCode: string; customerId: string; companyName: string };
  to: TItemStatus;
  remark: string;
  dispatch: { returnCourier?: string; returnDocket?: string };
  partsExpectedOn: string | null;
  /** The items whose move names the effect being run. */
  items: ItemMove[];
  /** The request's state once settled (`request_state`). */
  settled?: RequestState;
  /** The tax invoice a dispatch issued (`invoice`), or null. */
  invoice?: { number: string; total: number } | null;
}

/** An effect's handler: once for the move, with the items it names the effect for (set-based, decision 099). */
export interface MoveEffect {
  once: (done: MoveDone) => Promise<void>;
}
export type MoveEffects = Record<TMoveEffect, MoveEffect>;

/** Runs each effect the items' moves name, in the table's order, each for the items whose move names it. */
export async function runEffects(handlers: MoveEffects, done: Omit<MoveDone, 'items'>, moved: ItemMove[]) {
  const d: MoveDone = { ...done, items: [] };
  const named = moved.map((m) => {
    const move = flowMove(m.from, d.to);
    return new Set(move ? effectsOf(move) : []);
  });
  for (const effect of MOVE_EFFECTS) {
    d.items = moved.filter((_, i) => named[i]?.has(effect));
    if (!d.items.length) continue;
    await handlers[effect].once(d);
  }
}
