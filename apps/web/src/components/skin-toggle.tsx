import { ActionIcon, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { t } from '../i18n';

/** Light/dark skin; Mantine keeps the choice in localStorage so it survives a reload. */
export function SkinToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme('light', { getInitialValueInEffect: false });
  const label = scheme === 'dark' ? t('switchToLight') : t('switchToDark');
  return (
    <ActionIcon
      variant="default"
      size="lg"
      aria-label={label}
      title={label}
      data-testid="skin-toggle"
      onClick={() => setColorScheme(scheme === 'dark' ? 'light' : 'dark')}
    >
      {scheme === 'dark' ? <IconSun size={18} /> : <IconMoon size={18} />}
    </ActionIcon>
  );
}
