import { Button, Chip, Grid, Group, Stack, Text, TextInput } from '@mantine/core';
import { REQUEST_GROUPS, type TNeeds, type TRequestGroup } from '@svc/contract';
import { IconSearch } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { DateField } from '../../components/date-field';
import { t } from '../../i18n';

/** Loaded for staff only (their pickers are the list's heaviest code). */
const StaffFilters = lazy(() => import('./staff-filters'));

export interface Filters {
  search: string;
  group: TRequestGroup | 'all';
  from: string;
  to: string;
  customer: string;
  needs: TNeeds | '';
}
export const NO_FILTERS: Filters = { search: '', group: 'all', from: '', to: '', customer: '', needs: '' };

export function RequestFilters({
  value,
  onChange,
  staff,
}: {
  value: Filters;
  onChange: (f: Filters) => void;
  staff?: boolean;
}) {
  const set = (change: Partial<Filters>) => onChange({ ...value, ...change });
  const active = value.search || value.group !== 'all' || value.from || value.to || value.customer || value.needs;
  return (
    <Grid align="flex-end" mb="md">
      {staff && (
        <Suspense fallback={null}>
          <StaffFilters customer={value.customer} needs={value.needs} onChange={set} />
        </Suspense>
      )}
      <Grid.Col span={{ base: 12, md: 4 }}>
        <TextInput
          label={t('searchRequests')}
          placeholder={t('searchRequestsPlaceholder')}
          description={t('searchRequestsHint')}
          leftSection={<IconSearch size={16} />}
          value={value.search}
          maxLength={60}
          type="search"
          onChange={(e) => set({ search: e.currentTarget.value })}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 6 }}>
        <Stack gap={6}>
          <Text size="sm" fw={500} id="group-filter-label">
            {t('groupFilter')}
          </Text>
          {/* Radio chips rather than a segmented control: its sliding indicator measured the page on every
              first paint (a forced layout in the phone's longest task), and chips wrap whole on a narrow
              phone instead of breaking a label inside a word. */}
          <Chip.Group value={value.group} onChange={(g) => set({ group: g as Filters['group'] })}>
            <Group gap="xs" role="radiogroup" aria-labelledby="group-filter-label" data-testid="group-filter">
              {(['all', ...REQUEST_GROUPS] as const).map((g) => (
                <Chip key={g} value={g} name="group-filter" variant="light">
                  {t(g === 'all' ? 'groupAll' : `group_${g}`)}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, xs: 6, md: 3 }}>
        <DateField label={t('fromDate')} value={value.from} maxDate={value.to} onChange={(from) => set({ from })} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, xs: 6, md: 3 }}>
        <DateField label={t('toDate')} value={value.to} minDate={value.from} onChange={(to) => set({ to })} />
      </Grid.Col>
      {active && (
        <Grid.Col span={{ base: 12, md: 'content' }}>
          <Button variant="subtle" onClick={() => onChange(NO_FILTERS)}>
            {t('clearFilters')}
          </Button>
        </Grid.Col>
      )}
    </Grid>
  );
}
