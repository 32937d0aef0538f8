import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';

/**
 * A searched list's page and search: a new search goes back to the first page, and the list is
 * asked for it (`searched`, trimmed) once typing pauses for `delay` ms.
 */
export function usePagedSearch(delay: number) {
  const [page, setPage] = useState(1);
  const [search, setSearchText] = useState('');
  const [searched] = useDebouncedValue(search.trim(), delay);
  const setSearch = (value: string) => {
    setSearchText(value);
    setPage(1);
  };
  return { page, setPage, search, setSearch, searched };
}
