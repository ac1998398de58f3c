import { useDebouncedValue } from '@mantine/hooks';
import type { TCursorListInput } from '@svc/contract';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';

/** A searchable, cursor-paged people list: the search box's value, the query and its rows. */
export function useCursorList<TReply extends { next_cursor: string | null }, TRow>(
  key: readonly unknown[],
  fetchPage: (body: TCursorListInput) => Promise<TReply>,
  rowsOf: (reply: TReply) => TRow[],
) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const query = useInfiniteQuery({
    queryKey: [...key, debounced],
    queryFn: ({ pageParam }) =>
      fetchPage({
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
