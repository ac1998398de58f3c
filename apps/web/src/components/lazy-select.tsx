import { type SelectProps, TextInput } from '@mantine/core';
import { lazy, Suspense } from 'react';

// Mantine's Select brings its combobox, popover, scroll area and placement library (about 30 kB gzip):
// it loads after the screen has painted.
const SelectField = lazy(() => import('./select-field'));

type Option = { value: string; label: string };

/**
 * A Select whose code loads after the first paint; until then a field of the same size, with the same
 * label and the chosen option's words, that cannot be typed in (a person or a test waits for the real one).
 * Takes the options as `{ value, label }` objects.
 */
export function LazySelect(props: Omit<SelectProps, 'data'> & { data: Option[] }) {
  const chosen = props.data.find((o) => o.value === props.value)?.label ?? '';
  return (
    <Suspense
      fallback={
        <TextInput
          label={props.label}
          placeholder={props.placeholder}
          description={props.description}
          withAsterisk={props.withAsterisk}
          required={props.required}
          error={props.error}
          value={chosen}
          readOnly
          disabled
        />
      }
    >
      <SelectField {...props} />
    </Suspense>
  );
}
