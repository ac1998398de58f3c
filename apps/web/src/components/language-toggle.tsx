import { Button } from '@mantine/core';
import { useState } from 'react';
import { activateLanguage, t, useLanguage } from '../i18n';
import { hasUnsavedEdits } from '../lib/unsaved-edits';
import { LoseEditsQuestion } from './lose-edits-question';

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
      <LoseEditsQuestion
        opened={asking}
        title={t('switchUnsavedTitle')}
        text={t('switchUnsavedText')}
        goLabel={t('switchUnsavedGo')}
        onStay={() => setAsking(false)}
        onGo={change}
      />
    </>
  );
}
