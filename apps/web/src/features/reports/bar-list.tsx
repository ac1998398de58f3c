import { Box, Group, Text, VisuallyHidden } from '@mantine/core';

export interface Bar {
  key: string;
  /** What the row shows beside its bar. */
  label: string;
  /** The whole row in words, for a screen reader (the label, bar and figure are hidden from it). */
  spoken: string;
  /** Null when the row has no figure (no bar is drawn, not even the thin one a zero gets). */
  value: number | null;
  /** The figure at the end of the row (the value by default). */
  shown?: string;
}

/**
 * The reports' chart: a list of bars, each row naming itself and its figure in words a screen reader reads,
 * the bar showing it at a glance. Rows read the same on a phone as on a desk, so there is no axis to squeeze.
 */
export function BarList(props: {
  bars: Bar[];
  color: string;
  labelledBy: string;
  testId: string;
  rowTestId: string;
  /** The value of a full bar (the largest value by default). */
  max?: number;
  labelWidth?: number;
  figureWidth?: number;
}) {
  const max = props.max ?? Math.max(1, ...props.bars.map((b) => b.value ?? 0));
  return (
    <Box component="ul" m={0} p={0} aria-labelledby={props.labelledBy} data-testid={props.testId}>
      {props.bars.map((b) => (
        <Group
          component="li"
          key={b.key}
          wrap="nowrap"
          gap="sm"
          py={3}
          style={{ listStyle: 'none' }}
          data-testid={props.rowTestId}
        >
          <Text
            size="sm"
            w={props.labelWidth ?? 96}
            style={{ flexShrink: 0, fontVariantNumeric: 'tabular-nums', overflowWrap: 'anywhere' }}
          >
            <span aria-hidden="true">{b.label}</span>
            <VisuallyHidden component="span">{b.spoken}</VisuallyHidden>
          </Text>
          <Box style={{ flex: 1, minWidth: 0 }} aria-hidden="true">
            {b.value !== null && (
              <Box
                h={14}
                data-testid="bar"
                style={{ width: `${Math.max(2, (b.value / max) * 100)}%`, background: props.color, borderRadius: 4 }}
              />
            )}
          </Box>
          <Text size="sm" fw={600} w={props.figureWidth ?? 48} ta="right" aria-hidden="true" style={{ flexShrink: 0 }}>
            {b.shown ?? b.value ?? '–'}
          </Text>
        </Group>
      ))}
    </Box>
  );
}
