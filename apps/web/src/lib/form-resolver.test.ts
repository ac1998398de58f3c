import { Msg, ZCourierForm } from '@svc/contract';
import { describe, expect, it } from 'vitest';
import { formResolver, isLazyRules, lazyResolver } from './form-resolver';

const empty = { courier_name: '', docket_number: '', narration: '' };
const filled = { courier_name: 'DTDC', docket_number: 'D1234', narration: 'Two laptops' };

describe('form rules loaded on demand (lazyResolver, decision 075)', () => {
  it('a check asked for before the rules are loaded waits for them and finds what formResolver finds', async () => {
    let loads = 0;
    const rules = lazyResolver(async () => {
      loads++;
      return ZCourierForm;
    });
    expect(isLazyRules(rules)).toBe(true);
    const first = rules(empty);
    expect(first).toBeInstanceOf(Promise);
    expect(await first).toEqual(formResolver(ZCourierForm)(empty));
    expect(await first).toMatchObject({ courier_name: Msg.enterCourierName, docket_number: Msg.enterDocketNumber });
    // Once loaded, a check is at once (no promise), and the schema is loaded once only.
    expect(rules(filled)).toEqual({});
    await rules.ready();
    expect(loads).toBe(1);
  });

  it('ready() loads the rules before any check, as useAppForm does when the form mounts', async () => {
    const rules = lazyResolver(async () => ZCourierForm);
    await rules.ready();
    expect(rules(empty)).toMatchObject({ narration: Msg.enterNarration });
    expect(isLazyRules(formResolver(ZCourierForm))).toBe(false);
  });
});
