import { Button, Group, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { activateLanguage, t, useLanguage } from '../i18n';
import { hasUnsavedEdits } from '../lib/unsaved-edits';

/**
 * One button that offers the other language, named in that language (a Tamil reader finds "தமிழ்" even
 * on an English screen). The choice is kept on this device; signed in, `onChange` also saves it. Every
 * screen renders anew in the new language, so with a form not saved it asks first.
 */
export function LanguageToggle({ onChange }: { onChange?: (lang: 'en' | 'ta') => void }) {
  const lang = useLanguage();
  const other = lang === 'ta' ? 'en' : 'ta';
  const [asking, setAsking] = useState(false);
  const change = async () => {
    setAsking(false);
    await activateLanguage(other);
    onChange?.(other);
  };
  return (
    <>
      <Button
        variant="default"
        size="compact-md"
        h={34}
        lang={other}
        title={t('switchLanguage')}
        data-testid="language-toggle"
        onClick={() => (hasUnsavedEdits() ? setAsking(true) : change())}
      >
        {other === 'ta' ? 'தமிழ்' : 'English'}
      </Button>
      <Modal
        opened={asking}
        onClose={() => setAsking(false)}
        title={t('switchUnsavedTitle')}
        closeButtonProps={{ 'aria-label': t('close') }}
        centered
      >
        <Text size="sm" mb="lg">
          {t('switchUnsavedText')}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={() => setAsking(false)} data-autofocus>
            {t('unsavedStay')}
          </Button>
          <Button color="red.9" onClick={change}>
            {t('switchUnsavedGo')}
          </Button>
        </Group>
      </Modal>
    </>
  );
}
