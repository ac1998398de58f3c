import { Button, Card, Checkbox, Group, Select, Stack, Text, Title } from '@mantine/core';
import { movesFrom, type TItemStatus, type TRequestItem } from '@svc/contract';
import { useState } from 'react';
import { lazyPart } from '../../components/lazy-part';
import { t } from '../../i18n';

/** Loaded when first opened (decision 075). */
const ActionModal = lazyPart(() => import('./action-modal').then((m) => m.ActionModal));

/** The steps staff can take on several items at once: every move of the flow, a first quote among them. */
export function stepsOf(items: TRequestItem[]): TItemStatus[] {
  const steps = new Set<TItemStatus>();
  for (const item of items) for (const m of movesFrom(item.status, 'staff')) if (m.to !== item.status) steps.add(m.to);
  return [...steps];
}

/** The items of the request that can take `step` now (a re-quote is each item's own). */
export const readyFor = (items: TRequestItem[], step: TItemStatus) =>
  items.filter((i) => i.status !== step && movesFrom(i.status, 'staff').some((m) => m.to === step));

/**
 * Staff move several items of a request at once (issue 42, decision 099): a step, then the items that can
 * take it, all chosen until staff leave some out; one receipt for a consignment, one dispatch for a box.
 */
export function BulkMoveCard(props: { items: TRequestItem[]; docket: string; reqCode: string; intraState: boolean }) {
  const steps = stepsOf(props.items);
  const [step, setStep] = useState<TItemStatus | null>(null);
  // The items left out, by id: a new step starts with every ready item chosen.
  const [left, setLeft] = useState<ReadonlySet<string>>(new Set());
  const [open, setOpen] = useState(false);
  if (props.items.length < 2 || steps.length === 0) return null;
  const current = step && steps.includes(step) ? step : null;
  const ready = current ? readyFor(props.items, current) : [];
  const chosen = ready.filter((i) => !left.has(i.item_id));
  const all = chosen.length === ready.length;
  const toggle = (id: string) =>
    setLeft((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <Card withBorder radius="lg" p="lg" data-testid="bulk-move">
      <Stack gap="sm">
        <Title order={3} fz="h5">
          {t('bulkTitle')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('bulkHint')}
        </Text>
        <Select
          label={t('bulkMoveTo')}
          placeholder={t('bulkChooseStep')}
          data={steps.map((s) => ({ value: s, label: t(`action_${s}`) }))}
          value={current}
          onChange={(v) => {
            setStep(v as TItemStatus | null);
            setLeft(new Set());
          }}
          allowDeselect={false}
          maw={360}
        />
        {current && (
          <>
            <Checkbox
              label={t('bulkSelectAll', { count: ready.length })}
              checked={all}
              indeterminate={!all && chosen.length > 0}
              onChange={() => setLeft(all ? new Set(ready.map((i) => i.item_id)) : new Set())}
            />
            <Stack gap={6} pl="md" role="group" aria-label={t('bulkTitle')}>
              {ready.map((i) => (
                <Checkbox
                  key={i.item_id}
                  label={`${i.line_no}. ${i.item_name} · ${i.brand_name} ${i.model_number} (${i.serial_number})`}
                  checked={!left.has(i.item_id)}
                  onChange={() => toggle(i.item_id)}
                  styles={{ label: { overflowWrap: 'anywhere' } }}
                />
              ))}
            </Stack>
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Text size="sm" aria-live="polite">
                {t('bulkChosen', { chosen: chosen.length, count: ready.length })}
              </Text>
              <Button disabled={chosen.length === 0} onClick={() => setOpen(true)}>
                {t('bulkGo', { action: t(`action_${current}`), count: chosen.length })}
              </Button>
            </Group>
          </>
        )}
      </Stack>
      {open && current && chosen[0] && (
        <ActionModal
          item={chosen[0]}
          many={chosen}
          docket={props.docket}
          label={t('bulkCount', { count: chosen.length })}
          reqCode={props.reqCode}
          intraState={props.intraState}
          status={current}
          // Cancel keeps the step and the items chosen; a move made (or refused as changed) starts afresh.
          onClose={() => setOpen(false)}
          onMoved={() => setStep(null)}
        />
      )}
    </Card>
  );
}
