import { NumberInput, SegmentedControl, Stack, Text } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import {
  MAX_TURNAROUND_DAYS,
  MAX_TURNAROUND_HOURS,
  MIN_TURNAROUND_DAYS,
  MIN_TURNAROUND_HOURS,
  type TTurnaroundUnit,
  type Turnaround,
} from '@svc/contract';
import { useId } from 'react';
import { t } from '../../i18n';

/**
 * A turnaround's number: what is typed stays as typed (0, -3, 2.5, 500), so the contract's rule refuses it
 * with its message; nothing is rounded or clamped into a different number that then saves.
 */
const AS_TYPED = { clampBehavior: 'none', allowDecimal: true, allowNegative: true } as const;
const BOUNDS: Record<TTurnaroundUnit, { min: number; max: number }> = {
  days: { min: MIN_TURNAROUND_DAYS, max: MAX_TURNAROUND_DAYS },
  hours: { min: MIN_TURNAROUND_HOURS, max: MAX_TURNAROUND_HOURS },
};

/** "4 working hours", "3 working days" (decision 092). */
export const turnaroundText = (turnaround: Turnaround) =>
  t(turnaround.unit === 'hours' ? 'workingHoursCount' : 'workingDaysCount', { count: turnaround.amount });

/**
 * A turnaround as the admin gives it (decision 092): first what it is counted in, working days or working
 * hours (a same-day promise), then the number, whose label names the unit.
 */
export function TurnaroundInput(props: {
  unit: TTurnaroundUnit;
  onUnit: (unit: TTurnaroundUnit) => void;
  /** The number's label for each unit. */
  label: Record<TTurnaroundUnit, string>;
  amount: GetInputPropsReturnType;
  description?: string;
  withAsterisk?: boolean;
}) {
  const unitLabel = useId();
  return (
    <Stack gap={6}>
      <Stack gap={4} role="group" aria-labelledby={unitLabel}>
        <Text id={unitLabel} fw={500} size="sm">
          {t('turnaroundUnit')}
        </Text>
        <SegmentedControl
          value={props.unit}
          onChange={(v) => props.onUnit(v as TTurnaroundUnit)}
          data={[
            { value: 'days', label: t('unitDays') },
            { value: 'hours', label: t('unitHours') },
          ]}
        />
      </Stack>
      <NumberInput
        label={props.label[props.unit]}
        description={props.description}
        withAsterisk={props.withAsterisk}
        {...AS_TYPED}
        {...BOUNDS[props.unit]}
        {...props.amount}
      />
    </Stack>
  );
}
