import { TextInput } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { t } from '../i18n';
import type { DateFieldProps } from './date-field-props';

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
