import { NativeSelect } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { t } from '../../i18n';
import { cannedQuery } from './api';

/**
 * The admin's canned replies to start a staff reply from, in the customer's language (the other one when a
 * reply has no text in it); nothing when there are none. Used by the desk's queue and the request's card.
 */
export function CannedPicker({ language, onPick }: { language: 'en' | 'ta'; onPick: (text: string) => void }) {
  const canned = useQuery(cannedQuery());
  const replies = canned.data?.replies ?? [];
  if (!replies.length) return null;
  const textOf = (id: string) => {
    const r = replies.find((x) => String(x.id) === id);
    if (!r) return '';
    return (language === 'ta' ? r.body_ta || r.body_en : r.body_en || r.body_ta) ?? '';
  };
  return (
    <NativeSelect
      label={t(language === 'ta' ? 'cannedPickTa' : 'cannedPickEn')}
      data={[{ value: '', label: t('cannedNone') }, ...replies.map((r) => ({ value: String(r.id), label: r.title }))]}
      onChange={(e) => e.currentTarget.value && onPick(textOf(e.currentTarget.value))}
    />
  );
}
