import {
  Box,
  Button,
  Card,
  CloseButton,
  Grid,
  Group,
  Skeleton,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  DEFAULT_WORKING_CALENDAR,
  formatDate,
  type TTurnaroundSettingsReply,
  type TTurnaroundUnit,
  type TWorkingCalendar,
  ZCalendarSave,
} from '@svc/contract';
import { IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { z } from 'zod';
import { DateField } from '../../components/date-field';
import { FormError } from '../../components/form-error';
import { LoadError } from '../../components/load-error';
import { PageHeader } from '../../components/page-header';
import { UnsavedChangesGuard } from '../../components/unsaved-changes-guard';
import { type MessageKey, t } from '../../i18n';
import { useAppForm } from '../../lib/app-form';
import { formResolver } from '../../lib/form-resolver';
import { useSave } from '../../lib/use-save';
import { saveWorkingCalendar, turnaroundKeys, turnaroundQuery } from './api';
import { TurnaroundInput } from './turnaround-input';
import { TurnaroundRules } from './turnaround-rules';

// Monday first, as the company's week reads; the calendar's index stays Sunday = 0.
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

/** The admin's turnaround settings (issue 28): working hours, holidays, the default and the rules. */
export default function TurnaroundPage() {
  const query = useQuery(turnaroundQuery);
  // Edits not saved in either form: leaving asks first (one guard for the screen).
  const [calendarDirty, setCalendarDirty] = useState(false);
  const [ruleDirty, setRuleDirty] = useState(false);
  return (
    <>
      <UnsavedChangesGuard dirty={calendarDirty || ruleDirty} />
      <PageHeader title={t('turnaroundTitle')} subtitle={t('turnaroundSubtitle')} />
      {query.isPending && <Skeleton h={400} role="status" aria-label={t('loading')} />}
      {query.error && <LoadError error={query.error} onRetry={() => query.refetch()} />}
      {query.data && (
        <Stack>
          <CalendarForm settings={query.data} onDirty={setCalendarDirty} />
          <TurnaroundRules settings={query.data} onDirty={setRuleDirty} />
        </Stack>
      )}
    </>
  );
}

/** The calendar and the default turnaround, its number in the field of the unit chosen (decision 092). */
type Values = {
  calendar: TWorkingCalendar;
  default_unit: TTurnaroundUnit;
  default_days: number | string;
  default_hours: number | string;
};
const asNumber = (v: number | string) => (typeof v === 'number' ? v : Number.NaN);
const toBody = (v: Values) => ({
  calendar: v.calendar,
  ...(v.default_unit === 'hours'
    ? { default_hours: asNumber(v.default_hours) }
    : { default_days: asNumber(v.default_days) }),
});

/** Hours per weekday, the holidays and the default turnaround: one save, as the server keeps them together. */
function CalendarForm({
  settings,
  onDirty,
}: {
  settings: TTurnaroundSettingsReply;
  onDirty: (dirty: boolean) => void;
}) {
  const form = useAppForm<Values>({
    initialValues: {
      calendar: settings.calendar,
      default_unit: settings.default_hours === null ? 'days' : 'hours',
      default_days: settings.default_days ?? '',
      default_hours: settings.default_hours ?? '',
    },
    validate: formResolver(z.preprocess((v) => toBody(v as Values), ZCalendarSave)),
  });
  // Saved: what the form holds is what the server keeps.
  const save = useSave({
    save: saveWorkingCalendar,
    form,
    invalidate: turnaroundKeys.settings,
    onDone: () => form.resetDirty(),
  });
  const [holiday, setHoliday] = useState('');
  // A holiday typed and not yet added is an edit too.
  const dirty = form.isDirty() || holiday !== '';
  useEffect(() => onDirty(dirty), [dirty, onDirty]);
  const { week, holidays } = form.values.calendar;

  // A day listed already is said, not passed over: the person sees why nothing was added.
  const [holidayError, setHolidayError] = useState<string | null>(null);
  const addHoliday = (day: string) => {
    if (!day) return;
    if (holidays.includes(day)) {
      setHolidayError(t('holidayTwice', { date: formatDate(day) }));
      return;
    }
    form.setFieldValue('calendar.holidays', [...holidays, day].sort());
    setHoliday('');
    setHolidayError(null);
  };
  const toggleDay = (day: number, open: boolean) =>
    form.setFieldValue(`calendar.week.${day}`, open ? (DEFAULT_WORKING_CALENDAR.week[1] ?? null) : null);

  return (
    <form noValidate onSubmit={form.onSubmit((v) => save.mutate(toBody(v)))}>
      <Stack>
        <FormError error={save.error} />
        <Card withBorder radius="lg" p="lg">
          <Title order={2} fz="h4">
            {t('workingHoursTitle')}
          </Title>
          <Text size="sm" c="dimmed" mb="sm">
            {t('workingHoursHint')}
          </Text>
          <Stack gap="xs" data-testid="working-week">
            {WEEK_ORDER.map((day) => {
              const hours = week[day];
              const name = t(`weekday_${day}` as MessageKey);
              return (
                <Grid
                  key={day}
                  align="flex-end"
                  gap="xs"
                  data-field-error={form.errors[`calendar.week.${day}`] ? '' : undefined}
                >
                  <Grid.Col span={{ base: 12, xs: 4 }}>
                    <Switch
                      label={name}
                      aria-label={t('dayOpenSwitch', { day: name })}
                      checked={hours !== null}
                      onChange={(e) => toggleDay(day, e.currentTarget.checked)}
                    />
                  </Grid.Col>
                  {hours ? (
                    <>
                      <Grid.Col span={{ base: 6, xs: 4 }}>
                        <TextInput
                          type="time"
                          label={t('dayOpen')}
                          aria-label={`${name}: ${t('dayOpen')}`}
                          {...form.getInputProps(`calendar.week.${day}.open`)}
                        />
                      </Grid.Col>
                      <Grid.Col span={{ base: 6, xs: 4 }}>
                        <TextInput
                          type="time"
                          label={t('dayClose')}
                          aria-label={`${name}: ${t('dayClose')}`}
                          {...form.getInputProps(`calendar.week.${day}.close`)}
                        />
                      </Grid.Col>
                    </>
                  ) : (
                    <Grid.Col span={{ base: 12, xs: 8 }}>
                      <Text size="sm" c="dimmed">
                        {t('dayClosed')}
                      </Text>
                    </Grid.Col>
                  )}
                </Grid>
              );
            })}
            {typeof form.errors['calendar.week'] === 'string' && (
              <Text size="sm" c="red.8" role="alert" data-field-error="">
                {form.errors['calendar.week']}
              </Text>
            )}
          </Stack>
        </Card>
        <Card withBorder radius="lg" p="lg">
          <Title order={2} fz="h4">
            {t('holidaysTitle')}
          </Title>
          <Text size="sm" c="dimmed" mb="sm">
            {t('holidaysHint')}
          </Text>
          <Group align="flex-end" gap="xs" wrap="wrap">
            <DateField
              label={t('holidayDate')}
              value={holiday}
              onChange={(day) => {
                setHoliday(day);
                setHolidayError(null);
              }}
              onEnter={addHoliday}
              error={holidayError}
            />
            <Button
              variant="light"
              leftSection={<IconPlus size={16} />}
              onClick={() => addHoliday(holiday)}
              disabled={!holiday}
            >
              {t('addHoliday')}
            </Button>
          </Group>
          {holidays.length === 0 ? (
            <Text size="sm" c="dimmed" mt="sm">
              {t('holidaysEmpty')}
            </Text>
          ) : (
            <Group gap="xs" mt="sm" data-testid="holidays">
              {holidays.map((d) => (
                <Group key={d} gap={4} px="sm" py={2} bd="1px solid var(--mantine-color-default-border)" bdrs="xl">
                  <Text size="sm">{formatDate(d)}</Text>
                  <CloseButton
                    size="sm"
                    aria-label={t('removeHoliday', { date: formatDate(d) })}
                    onClick={() =>
                      form.setFieldValue(
                        'calendar.holidays',
                        holidays.filter((h) => h !== d),
                      )
                    }
                  />
                </Group>
              ))}
            </Group>
          )}
          {Object.entries(form.errors)
            .filter(([path]) => path.startsWith('calendar.holidays'))
            .map(([path, message]) => (
              <Text key={path} size="sm" c="red.8" role="alert" data-field-error="">
                {message}
              </Text>
            ))}
        </Card>
        <Card withBorder radius="lg" p="lg">
          <Box maw={320}>
            <TurnaroundInput
              unit={form.values.default_unit}
              onUnit={(unit) => form.setFieldValue('default_unit', unit)}
              label={{ days: t('defaultTurnaround'), hours: t('defaultTurnaroundHours') }}
              description={t('defaultTurnaroundHint')}
              amount={form.getInputProps(form.values.default_unit === 'hours' ? 'default_hours' : 'default_days')}
            />
          </Box>
        </Card>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t('saveCalendar')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
