import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../lib/api-client';

/** A searchable, cursor-paged admin list: the search box's value, the query and its rows. */
export function useCursorList<TReply extends { next_cursor: string | null }, TRow>(
  path: string,
  key: string,
  rowsOf: (reply: TReply) => TRow[],
) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const query = useInfiniteQuery({
    queryKey: ['admin', key, debounced],
    queryFn: ({ pageParam }) =>
      api<TReply>(path, {
        limit: 20,
        ...(debounced ? { search: debounced } : {}),
        ...(pageParam ? { cursor: pageParam } : {}),
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    placeholderData: keepPreviousData,
  });
  const rows = query.data?.pages.flatMap(rowsOf) ?? [];
  return { search, setSearch, query, rows };
}
