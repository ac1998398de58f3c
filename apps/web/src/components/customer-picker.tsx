import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { t } from '../i18n';
import { customerSearchQuery } from '../lib/customer-search';

/** Staff pick a customer by typing part of their name, code, GSTIN, email or city; empty means all. */
export function CustomerPicker({ value, onChange }: { value: string; onChange: (code: string) => void }) {
  const [search, setSearch] = useState('');
  const [picked, setPicked] = useState<{ value: string; label: string } | null>(null);
  const [debounced] = useDebouncedValue(search, 250);
  const typed = picked && search === picked.label ? '' : debounced.trim();
  const query = useQuery({ ...customerSearchQuery(typed), placeholderData: keepPreviousData });
  const options = (query.data?.customer_list ?? []).map((c) => ({
    value: c.customercode,
    label: `${c.companyname} (${c.customercode})`,
  }));
  if (picked && !options.some((o) => o.value === picked.value)) options.unshift(picked);
  return (
    <Select
      label={t('customerFilter')}
      placeholder={t('customerFilterPlaceholder')}
      searchable
      clearable
      data={options}
      value={value || null}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={t('noMatches')}
      onChange={(code, option) => {
        setPicked(code && option ? { value: code, label: option.label } : null);
        onChange(code ?? '');
      }}
    />
  );
}
