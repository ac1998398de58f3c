import {
  ActionIcon,
  Affix,
  Drawer,
  SegmentedControl,
  Stack,
  Text,
  useComputedColorScheme,
  useMantineColorScheme,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconSettings } from '@tabler/icons-react';
import { t } from '../../i18n';
import { setPreferences, usePreferences } from '../../lib/preferences';

/** Skin, layout and width in one drawer; its button shows only when turned on in the profile (off by default). */
export function ThemeCustomizer() {
  const [opened, { open, close }] = useDisclosure(false);
  const prefs = usePreferences();
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme('light');
  return (
    <>
      <Affix position={{ top: 140, right: 0 }} className="no-print">
        <ActionIcon
          size="xl"
          radius={0}
          aria-label={t('openCustomizer')}
          onClick={open}
          data-testid="customizer-button"
        >
          <IconSettings size={22} />
        </ActionIcon>
      </Affix>
      <Drawer
        opened={opened}
        onClose={close}
        position="right"
        title={t('customizer')}
        size="sm"
        closeButtonProps={{ 'aria-label': t('close') }}
      >
        <Stack gap="lg">
          <Choice
            label={t('skin')}
            value={scheme}
            onChange={(v) => setColorScheme(v as 'light' | 'dark')}
            data={[
              { value: 'light', label: t('skinLight') },
              { value: 'dark', label: t('skinDark') },
            ]}
          />
          <Choice
            label={t('layout')}
            value={prefs.layout}
            onChange={(v) => setPreferences({ layout: v as 'vertical' | 'horizontal' })}
            data={[
              { value: 'vertical', label: t('layoutVertical') },
              { value: 'horizontal', label: t('layoutHorizontal') },
            ]}
          />
          <Choice
            label={t('contentWidth')}
            value={prefs.width}
            onChange={(v) => setPreferences({ width: v as 'boxed' | 'full' })}
            data={[
              { value: 'boxed', label: t('widthBoxed') },
              { value: 'full', label: t('widthFull') },
            ]}
          />
        </Stack>
      </Drawer>
    </>
  );
}

function Choice(props: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  data: { value: string; label: string }[];
}) {
  return (
    <Stack gap={6} role="group" aria-label={props.label}>
      <Text fw={500} size="sm">
        {props.label}
      </Text>
      <SegmentedControl fullWidth value={props.value} onChange={props.onChange} data={props.data} />
    </Stack>
  );
}
