import { EXAMPLES, pages, TurnaroundMsg } from '@svc/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { serveContractExamples } from '../../testing/contract-server';
import { renderRoute } from '../../testing/render-route';

const example = EXAMPLES.turnaroundSettings.reply;

// The screen's two forms and its lazily loaded pickers take several seconds to settle on a busy machine.
describe('the turnaround settings (/admin/turnaround)', { timeout: 20_000 }, () => {
  it('shows the week, the holidays and the rules, and saves the calendar with a day switched off', async () => {
    const server = serveContractExamples();
    await renderRoute(pages.adminTurnaround, 'admin');

    expect(await screen.findByRole('heading', { name: 'Turnaround' })).toBeTruthy();
    expect(await screen.findByRole('switch', { name: 'Sunday: open' })).toHaveProperty('checked', false);
    expect(screen.getByRole('switch', { name: 'Monday: open' })).toHaveProperty('checked', true);
    expect(within(screen.getByTestId('holidays')).getByText('15-01-2026')).toBeTruthy();
    const rules = screen.getByTestId('turnaround-rules');
    expect(within(rules).getByText('All branches · 3 working days')).toBeTruthy();
    expect(within(rules).getByText('Madurai · 4 working hours')).toBeTruthy();

    fireEvent.click(screen.getByRole('switch', { name: 'Saturday: open' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove holiday 15-01-2026' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save hours and holidays' }));
    await waitFor(() => expect(server.bodiesOf('saveWorkingCalendar')).toHaveLength(1));
    const [sent] = server.bodiesOf('saveWorkingCalendar') as {
      calendar: { week: unknown[]; holidays: string[] };
      default_days?: number;
    }[];
    expect(sent?.default_days).toBe(5);
    expect(sent?.calendar.week[6]).toBeNull();
    expect(sent?.calendar.week[1]).toEqual({ open: '10:00', close: '19:00' });
    expect(sent?.calendar.holidays).toEqual(['2026-10-20']);
  });

  it('refuses a closing time before the opening on the field, and sends nothing', async () => {
    const server = serveContractExamples();
    await renderRoute(pages.adminTurnaround, 'admin');
    const close = await screen.findByLabelText('Monday: Closes');
    fireEvent.change(close, { target: { value: '09:00' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save hours and holidays' }));
    expect(await screen.findByText(TurnaroundMsg.closeAfterOpen)).toBeTruthy();
    expect(server.bodiesOf('saveWorkingCalendar')).toEqual([]);
  });

  it('asks for the item type before a rule is sent, and removes a rule', async () => {
    const server = serveContractExamples();
    await renderRoute(pages.adminTurnaround, 'admin');
    fireEvent.click(await screen.findByRole('button', { name: 'Save rule' }));
    expect(await screen.findByText(TurnaroundMsg.selectItemType)).toBeTruthy();
    expect(server.bodiesOf('saveTurnaroundRule')).toEqual([]);

    const rule = example.rules[1];
    fireEvent.click(screen.getByRole('button', { name: `Remove rule for ${rule?.item_name}, ${rule?.branch_name}` }));
    // The bin asks first: cancelling keeps the rule, confirming removes it.
    const ask = await screen.findByRole('dialog', { name: 'Remove this rule?' });
    expect(
      within(ask).getByText(`${rule?.item_name}, ${rule?.branch_name}: 4 working hours`, { exact: false }),
    ).toBeTruthy();
    fireEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.bodiesOf('removeTurnaroundRule')).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: `Remove rule for ${rule?.item_name}, ${rule?.branch_name}` }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Remove this rule?' })).getByRole('button', {
        name: 'Remove rule',
      }),
    );
    await waitFor(() =>
      expect(server.bodiesOf('removeTurnaroundRule')).toEqual([{ item_id: rule?.item_id, branch_id: rule?.branch_id }]),
    );
  });

  it.each([['0'], ['-3'], ['500'], ['2.5']])(
    'refuses %s working days as typed, on the default and on a rule, and sends nothing',
    async (typed) => {
      const server = serveContractExamples();
      await renderRoute(pages.adminTurnaround, 'admin');
      const fallback = await screen.findByLabelText(/^Default turnaround/);
      fireEvent.change(fallback, { target: { value: typed } });
      fireEvent.blur(fallback);
      expect((fallback as HTMLInputElement).value).toBe(typed);
      fireEvent.click(screen.getByRole('button', { name: 'Save hours and holidays' }));
      expect(await screen.findByText(TurnaroundMsg.enterWorkingDays)).toBeTruthy();
      expect(server.bodiesOf('saveWorkingCalendar')).toEqual([]);

      const form = within(screen.getByTestId('rule-form'));
      const days = form.getByLabelText(/^Working days/);
      fireEvent.change(days, { target: { value: typed } });
      fireEvent.blur(days);
      expect((days as HTMLInputElement).value).toBe(typed);
      fireEvent.click(form.getByRole('button', { name: 'Save rule' }));
      expect(await form.findByText(TurnaroundMsg.enterWorkingDays)).toBeTruthy();
      expect(server.bodiesOf('saveTurnaroundRule')).toEqual([]);
    },
  );

  it('saves a rule and the default in working hours (decision 092), and refuses hours out of 1..24 on the field', async () => {
    const server = serveContractExamples();
    await renderRoute(pages.adminTurnaround, 'admin');
    const form = within(await screen.findByTestId('rule-form'));
    fireEvent.click(form.getByRole('radio', { name: 'Hours' }));
    const hours = form.getByLabelText(/^Working hours/);
    for (const typed of ['0', '25', '1.5']) {
      fireEvent.change(hours, { target: { value: typed } });
      fireEvent.click(form.getByRole('button', { name: 'Save rule' }));
      expect(await form.findByText(TurnaroundMsg.enterWorkingHours)).toBeTruthy();
    }
    expect(server.bodiesOf('saveTurnaroundRule')).toEqual([]);
    // The item type, and four working hours for every branch: the body names hours only.
    fireEvent.click(form.getByLabelText(/^Item type/));
    fireEvent.click(await screen.findByRole('option', { name: 'Laptop' }));
    fireEvent.change(hours, { target: { value: '4' } });
    fireEvent.click(form.getByRole('button', { name: 'Save rule' }));
    await waitFor(() =>
      expect(server.bodiesOf('saveTurnaroundRule')).toEqual([{ item_id: 1, branch_id: null, working_hours: 4 }]),
    );

    // The default in hours: the calendar's save sends default_hours and no days.
    const unit = screen.getAllByRole('radio', { name: 'Hours' });
    fireEvent.click(unit[0] as HTMLElement);
    fireEvent.change(screen.getByLabelText(/^Default turnaround \(working hours\)/), { target: { value: '6' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save hours and holidays' }));
    await waitFor(() => expect(server.bodiesOf('saveWorkingCalendar')).toHaveLength(1));
    const [sent] = server.bodiesOf('saveWorkingCalendar') as Record<string, unknown>[];
    expect([sent?.default_hours, sent?.default_days]).toEqual([6, undefined]);
  });

  it('adds a holiday with Enter, and says so when the day is listed already or is not a real date', async () => {
    const server = serveContractExamples();
    await renderRoute(pages.adminTurnaround, 'admin');
    // The calendar field loads after the first paint; until then a read-only stand-in holds its place.
    const field = await waitFor(() => {
      const input = screen.getByLabelText(/^Holiday date/) as HTMLInputElement;
      expect(input.readOnly).toBe(false);
      return input;
    });
    const holidays = () => within(screen.getByTestId('holidays'));

    fireEvent.change(field, { target: { value: '02-10-2026' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(await holidays().findByText('02-10-2026')).toBeTruthy();
    expect(server.bodiesOf('saveWorkingCalendar')).toEqual([]);

    fireEvent.change(field, { target: { value: '15-01-2026' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(await screen.findByText('15-01-2026 is already in the list of holidays')).toBeTruthy();

    fireEvent.change(field, { target: { value: '31-02-2027' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(await screen.findByText('31-02-2027 is not a real date: please write it as DD-MM-YYYY')).toBeTruthy();
    expect(holidays().queryByText('31-02-2027')).toBeNull();
    expect(server.bodiesOf('saveWorkingCalendar')).toEqual([]);
  });
});
