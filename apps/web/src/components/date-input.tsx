import { DateInput } from '@mantine/dates';
// The calendar's month and day names in Tamil (digits stay 0-9); a kilobyte, in the signed-in screens only.
import 'dayjs/locale/ta';
import { indiaToday, parseIndianDate } from '@svc/contract';
import { t, useLanguage } from '../i18n';
import type { DateFieldProps } from './date-field';

/**
 * A date as the product shows dates everywhere, DD-MM-YYYY: typed (with - / or .) or picked from the
 * calendar, with clear and "Today". The value is YYYY-MM-DD, or '' for none, as the API's filters take it.
 */
export default function DateInputField(props: DateFieldProps) {
  const lang = useLanguage();
  return (
    <DateInput
      locale={lang}
      label={props.label}
      withAsterisk={props.withAsterisk}
      description={props.description}
      error={props.error}
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
