import { ActionIcon, Button, Card, Grid, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  type TTurnaroundRule,
  type TTurnaroundSettingsReply,
  type TTurnaroundUnit,
  type Turnaround,
  turnaroundOf,
  ZTurnaroundRuleSave,
} from '@svc/contract';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { z } from 'zod';
import { openConfirm } from '../../components/confirm';
import { FormError } from '../../components/form-error';
import { localize, t } from '../../i18n';
import { useAppForm } from '../../lib/app-form';
import { formResolver } from '../../lib/form-resolver';
import { useSave } from '../../lib/use-save';
import { removeTurnaroundRule, saveTurnaroundRule, turnaroundKeys } from './api';
import { TurnaroundInput, turnaroundText } from './turnaround-input';

// The branch select's value for "every branch" (a select holds strings; the API takes null).
const ALL = 'all';
/** The rule being typed: its number in the field of the unit chosen, so a refusal lands on the field shown. */
type Values = {
  item_id: string;
  branch_id: string;
  unit: TTurnaroundUnit;
  working_days: number | string;
  working_hours: number | string;
};
const asNumber = (v: number | string) => (typeof v === 'number' ? v : Number.NaN);
const toBody = (v: Values) => ({
  item_id: Number(v.item_id) || 0,
  branch_id: v.branch_id === ALL || v.branch_id === '' ? null : Number(v.branch_id),
  ...(v.unit === 'hours' ? { working_hours: asNumber(v.working_hours) } : { working_days: asNumber(v.working_days) }),
});
/** A rule's or the default's turnaround as the settings keep it (one of the two set). */
const turnaroundOfRule = (r: { working_days: number | null; working_hours: number | null }): Turnaround =>
  turnaroundOf(r.working_days, r.working_hours) ?? { amount: 0, unit: 'days' };

/**
 * The turnaround per item type, in working days or working hours (decision 092), for every branch or one;
 * saving an item and branch again replaces its rule.
 */
export function TurnaroundRules({
  settings,
  onDirty,
}: {
  settings: TTurnaroundSettingsReply;
  /** Whether the new rule's form holds edits not saved. */
  onDirty: (dirty: boolean) => void;
}) {
  const { rules, items, branches } = settings;
  const fallback = turnaroundOf(settings.default_days, settings.default_hours);
  return (
    <Card withBorder radius="lg" p="lg">
      <Title order={2} fz="h4">
        {t('rulesTitle')}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('rulesHint')}
      </Text>
      {rules.length === 0 ? (
        <Text size="sm" mb="md" data-testid="rules-empty">
          {t('rulesEmpty')} {fallback && `(${turnaroundText(fallback)})`}
        </Text>
      ) : (
        <Stack gap="xs" mb="md" data-testid="turnaround-rules">
          {rules.map((r) => (
            <RuleRow key={`${r.item_id}:${r.branch_id ?? ALL}`} rule={r} />
          ))}
        </Stack>
      )}
      {items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('noItemsForRules')}
        </Text>
      ) : (
        <RuleForm items={items} branches={branches} onDirty={onDirty} />
      )}
    </Card>
  );
}

function RuleRow({ rule }: { rule: TTurnaroundRule }) {
  const queryClient = useQueryClient();
  const branch = rule.branch_name ?? t('allBranches');
  const remove = useMutation({
    mutationFn: () => removeTurnaroundRule({ item_id: rule.item_id, branch_id: rule.branch_id }),
    onSuccess: (reply) => notifications.show({ color: 'green', message: localize(reply.message) }),
    onError: (err) => notifications.show({ color: 'red', message: err.message }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: turnaroundKeys.settings }),
  });
  return (
    <Paper withBorder radius="md" px="sm" py="xs">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text fw={500} truncate>
            {rule.item_name}
          </Text>
          <Text size="sm" c="dimmed">
            {branch} · {turnaroundText(turnaroundOfRule(rule))}
          </Text>
        </Stack>
        <ActionIcon
          variant="subtle"
          color="red.9"
          size="lg"
          loading={remove.isPending}
          aria-label={t('removeRule', { item: rule.item_name, branch })}
          onClick={() =>
            openConfirm({
              title: t('removeRuleTitle'),
              children: (
                <Text size="sm">
                  {t('removeRuleText', {
                    item: rule.item_name,
                    branch,
                    turnaround: turnaroundText(turnaroundOfRule(rule)),
                  })}
                </Text>
              ),
              labels: { confirm: t('removeRuleConfirm'), cancel: t('cancel') },
              confirmProps: { color: 'red' },
              closeButtonProps: { 'aria-label': t('close') },
              onConfirm: () => remove.mutate(),
            })
          }
        >
          <IconTrash size={18} />
        </ActionIcon>
      </Group>
    </Paper>
  );
}

function RuleForm({
  items,
  branches,
  onDirty,
}: Pick<TTurnaroundSettingsReply, 'items' | 'branches'> & { onDirty: (dirty: boolean) => void }) {
  const form = useAppForm<Values>({
    initialValues: { item_id: '', branch_id: ALL, unit: 'days', working_days: '', working_hours: '' },
    validate: formResolver(z.preprocess((v) => toBody(v as Values), ZTurnaroundRuleSave)),
  });
  const save = useSave({
    save: saveTurnaroundRule,
    form,
    invalidate: turnaroundKeys.settings,
    // Saved: the number empties for the next rule (the unit stays), and nothing is left unsaved.
    onDone: () => {
      const next = { ...form.getValues(), working_days: '', working_hours: '' };
      form.setValues(next);
      form.resetDirty(next);
    },
  });
  const dirty = form.isDirty();
  useEffect(() => onDirty(dirty), [dirty, onDirty]);
  const itemOptions = items.filter((i) => i.active).map((i) => ({ value: String(i.id), label: i.name }));
  const branchOptions = [
    { value: ALL, label: t('allBranches') },
    ...branches.filter((b) => b.active).map((b) => ({ value: String(b.id), label: b.name })),
  ];
  return (
    <form noValidate onSubmit={form.onSubmit((v) => save.mutate(toBody(v)))} data-testid="rule-form">
      <FormError error={save.error} />
      <Grid align="flex-end" gap="sm">
        <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
          <Select label={t('ruleItem')} withAsterisk searchable data={itemOptions} {...form.getInputProps('item_id')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, md: 3 }}>
          <Select
            label={t('ruleBranch')}
            data={branchOptions}
            allowDeselect={false}
            {...form.getInputProps('branch_id')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 8, md: 4 }}>
          <TurnaroundInput
            unit={form.values.unit}
            onUnit={(unit) => form.setFieldValue('unit', unit)}
            label={{ days: t('ruleDays'), hours: t('ruleHours') }}
            withAsterisk
            amount={form.getInputProps(form.values.unit === 'hours' ? 'working_hours' : 'working_days')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4, md: 2 }}>
          <Button type="submit" fullWidth leftSection={<IconPlus size={16} />} loading={save.isPending}>
            {t('saveRule')}
          </Button>
        </Grid.Col>
      </Grid>
    </form>
  );
}
