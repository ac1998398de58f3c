import { indiaToday } from '@svc/contract';
import { LazySelect } from '../../components/lazy-select';
import { type MessageKey, t, useLanguage } from '../../i18n';

/**
 * The last 24 months, newest first, named in the reader's language from the catalogue: values '2026-11'.
 * The names are the catalogue's, not Intl's: a date formatter costs its locale data, ~20 ms of a phone's
 * /reports (decision 085).
 */
export function monthChoices(today: string = indiaToday()): { value: string; label: string }[] {
  const [y, m] = today.split('-').map(Number) as [number, number];
  return Array.from({ length: 24 }, (_, i) => {
    const index = y * 12 + (m - 1) - i;
    const year = Math.floor(index / 12);
    const month = (index % 12) + 1;
    return {
      value: `${year}-${String(month).padStart(2, '0')}`,
      label: t(`monthOfYear_${month}` as MessageKey, { year: String(year) }),
    };
  });
}

export function MonthSelect(p: { label: string; value: string; onChange: (v: string) => void }) {
  // Named anew when the language changes.
  useLanguage();
  const data = monthChoices();
  return (
    <LazySelect
      label={p.label}
      data={data}
      value={p.value}
      allowDeselect={false}
      onChange={(v) => v && p.onChange(v)}
      comboboxProps={{ withinPortal: true }}
      maw={260}
    />
  );
}

export const thisMonth = () => indiaToday().slice(0, 7);
