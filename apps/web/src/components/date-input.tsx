import { DateInput } from '@mantine/dates';
// The calendar's month and day names in Tamil (digits stay 0-9); a kilobyte, in the signed-in screens only.
import 'dayjs/locale/ta';
import { indiaToday, parseIndianDate } from '@svc/contract';
import { useState } from 'react';
import { t, useLanguage } from '../i18n';
import type { DateFieldProps } from './date-field-props';

/**
 * A date as the product shows dates everywhere, DD-MM-YYYY: typed (with - / or .) or picked from the
 * calendar, with clear and "Today". The value is YYYY-MM-DD, or '' for none, as the API's filters take it.
 */
export default function DateInputField(props: DateFieldProps) {
  const lang = useLanguage();
  // What was typed, when it is not a real date (31-02-2027): said on the field, never dropped silently.
  const [notReal, setNotReal] = useState<string | null>(null);
  const checking = !!props.checkTyped || !!props.onEnter;
  /** The typed text's day, passed on even outside minDate/maxDate; null when empty or not real. */
  const typed = (text: string): string | null => {
    const trimmed = text.trim();
    if (!trimmed) return null;
    const day = parseIndianDate(trimmed);
    setNotReal(day ? null : trimmed);
    if (day !== (props.value || null)) props.onChange(day ?? '');
    return day;
  };
  return (
    <DateInput
      locale={lang}
      label={props.label}
      withAsterisk={props.withAsterisk}
      description={props.description}
      error={notReal ? t('dateNotReal', { date: notReal }) : props.error}
      fixOnBlur={!checking}
      onInput={() => setNotReal(null)}
      onBlur={checking ? (e) => typed(e.currentTarget.value) : undefined}
      onKeyDown={
        checking
          ? (e) => {
              if (e.key !== 'Enter') return;
              const day = typed(e.currentTarget.value);
              if (!props.onEnter) return;
              e.preventDefault();
              if (day) props.onEnter(day);
            }
          : undefined
      }
      placeholder={t('datePlaceholder')}
      valueFormat="DD-MM-YYYY"
      dateParser={parseIndianDate}
      clearable
      clearButtonProps={{ 'aria-label': t('clearDate', { field: props.label }) }}
      presets={[{ value: indiaToday(), label: t('today') }]}
      value={props.value || null}
      onChange={(v) => props.onChange(v ?? '')}
      minDate={props.minDate || undefined}
      maxDate={props.maxDate || undefined}
      popoverProps={{ withinPortal: true }}
      // The calendar's arrows are named (Mantine leaves them without a name), and weekends are not tinted:
      // the light red fails contrast, and Saturday is a working day at most service centres.
      ariaLabels={{
        previousMonth: t('previousMonth'),
        nextMonth: t('nextMonth'),
        previousYear: t('previousYear'),
        nextYear: t('nextYear'),
        previousDecade: t('previousDecade'),
        nextDecade: t('nextDecade'),
      }}
      weekendDays={[]}
    />
  );
}
