import { Button } from '@mantine/core';
import { activateLanguage, t, useLanguage } from '../i18n';

/**
 * One button that offers the other language, named in that language (a Tamil reader finds "தமிழ்" even
 * on an English screen). The choice is kept on this device; signed in, `onChange` also saves it.
 */
export function LanguageToggle({ onChange }: { onChange?: (lang: 'en' | 'ta') => void }) {
  const lang = useLanguage();
  const other = lang === 'ta' ? 'en' : 'ta';
  return (
    <Button
      variant="default"
      size="compact-md"
      h={34}
      lang={other}
      title={t('switchLanguage')}
      data-testid="language-toggle"
      onClick={async () => {
        await activateLanguage(other);
        onChange?.(other);
      }}
    >
      {other === 'ta' ? 'தமிழ்' : 'English'}
    </Button>
  );
}
