import { Pagination } from '@mantine/core';

/**
 * The page buttons of a list, each named for screen readers ("Previous page", "Page 3"), and
 * only when there is more than one page.
 */
export function Pages(props: {
  total: number;
  value: number;
  onChange: (page: number) => void;
  /** What the pages are of ("Library pages"). */
  label: string;
}) {
  if (props.total <= 1) return null;
  return (
    <Pagination
      size="sm"
      total={props.total}
      value={props.value}
      onChange={props.onChange}
      siblings={1}
      boundaries={1}
      aria-label={props.label}
      getControlProps={(control) => ({
        'aria-label':
          control === 'previous' ? 'Previous page' : control === 'next' ? 'Next page' : control,
      })}
      getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
    />
  );
}
