import { indiaToday } from '@svc/contract';
import { LazySelect } from '../../components/lazy-select';
import { useLanguage } from '../../i18n';

/** The last 24 months, newest first, named in the reader's language: values '2026-11'. */
export function MonthSelect(p: { label: string; value: string; onChange: (v: string) => void }) {
  const lang = useLanguage();
  const name = new Intl.DateTimeFormat(lang === 'ta' ? 'ta-IN' : 'en-IN', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const [y, m] = indiaToday().split('-').map(Number) as [number, number];
  const data = Array.from({ length: 24 }, (_, i) => {
    const d = new Date(Date.UTC(y, m - 1 - i, 1));
    const value = `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
    return { value, label: name.format(d) };
  });
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
