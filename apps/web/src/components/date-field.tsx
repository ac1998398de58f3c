import { TextInput } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { t } from '../i18n';

export interface DateFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  minDate?: string;
  maxDate?: string;
  /** A required field, its hint and its error, as the form's other fields show them. */
  withAsterisk?: boolean;
  description?: string;
  error?: React.ReactNode;
  /**
   * Says what is wrong with a typed date rather than dropping it: the text stays, a date that is not real
   * gets its message here, and a real date outside minDate/maxDate is passed on, for the form's rule to
   * name what is wrong (past, too far). Without it, a typed date the field cannot take is undone on leaving.
   */
  checkTyped?: boolean;
  /** Enter in the field: its typed date (checked as `checkTyped` does), instead of submitting the form. */
  onEnter?: (day: string) => void;
}

// The calendar (Mantine dates, dayjs and its Tamil locale: 15 kB gzip) loads after the screen has painted.
const DateInputField = lazy(() => import('./date-input'));

/** A date field (DD-MM-YYYY); until its calendar has loaded, a field of the same size that shows the value. */
export function DateField(props: DateFieldProps) {
  return (
    <Suspense
      fallback={
        <TextInput
          label={props.label}
          placeholder={t('datePlaceholder')}
          value={props.value.split('-').reverse().join('-')}
          withAsterisk={props.withAsterisk}
          description={props.description}
          error={props.error}
          readOnly
        />
      }
    >
      <DateInputField {...props} />
    </Suspense>
  );
}
