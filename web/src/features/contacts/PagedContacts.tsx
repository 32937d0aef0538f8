import type { Contact, ContactPage } from '@coachline/contract/contacts';
import { formatPhone } from '@coachline/contract/phones';
import { buildPath } from '@coachline/contract/routes';
import { Anchor, Modal, Stack, Table, VisuallyHidden } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { type QueryKey, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../ui/EmptyState';
import { ListFooter } from '../../ui/ListFooter';
import { LoadingRows } from '../../ui/LoadingRows';
import { contactName } from './labels';

/** The query of one page of a record's contacts (a tag's contacts, a group's members). */
type ContactPageQuery<Key extends QueryKey> = (
  page: number,
) => UseQueryOptions<ContactPage, Error, ContactPage, Key>;

type PagedContactsProps<Key extends QueryKey> = {
  query: ContactPageQuery<Key>;
  label: string;
  /** A last column acting on one contact (say, removing it from the group), and its header. */
  rowAction?: { header: string; cell: (contact: Contact) => ReactNode } | undefined;
  pagesLabel: string;
  empty: { title: string; text: string };
};

/** A page of contacts, each name linking to the profile, with the pages below. */
function PagedContacts<Key extends QueryKey>(props: PagedContactsProps<Key>) {
  const [page, setPage] = useState(1);
  const list = useQuery(props.query(page));
  const rows = list.data?.data ?? [];
  return (
    <>
      {list.isLoading ? (
        <LoadingRows h={28} />
      ) : rows.length === 0 ? (
        <EmptyState icon={<IconUsers size={24} />} {...props.empty} />
      ) : (
        <Table.ScrollContainer minWidth={360}>
          <Table verticalSpacing={6} aria-label={props.label}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Email</Table.Th>
                <Table.Th>Phone</Table.Th>
                {props.rowAction ? (
                  <Table.Th>
                    <VisuallyHidden>{props.rowAction.header}</VisuallyHidden>
                  </Table.Th>
                ) : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((c) => (
                <Table.Tr key={c.id}>
                  <Table.Td>
                    <Anchor
                      component={Link}
                      to={buildPath('ContactProfile', { id: c.id })}
                      size="sm"
                    >
                      {contactName(c)}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{c.email ?? '—'}</Table.Td>
                  <Table.Td>{formatPhone(c.number) || '—'}</Table.Td>
                  {props.rowAction ? (
                    <Table.Td ta="right">{props.rowAction.cell(c)}</Table.Td>
                  ) : null}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {list.data ? <ListFooter list={list.data} onPage={setPage} label={props.pagesLabel} /> : null}
    </>
  );
}

/**
 * The contacts of a record in a modal, a page at a time, from its first page whenever another
 * record opens; `children` come above the list (e.g. a picker that adds contacts).
 */
export function PagedContactsModal<Row extends { id: number }, Key extends QueryKey>(
  props: Omit<PagedContactsProps<Key>, 'query'> & {
    record: Row | null;
    title: (record: Row) => string;
    query: (record: Row) => ContactPageQuery<Key>;
    onClose: () => void;
    children?: (record: Row) => ReactNode;
  },
) {
  const { record, query, title, children, onClose, ...list } = props;
  return (
    <Modal
      opened={record !== null}
      onClose={onClose}
      title={record ? title(record) : ''}
      size="lg"
      centered
    >
      {record ? (
        // Keyed by the record, so another record starts afresh (first page, nothing picked).
        <Stack key={record.id} gap="md">
          {children?.(record)}
          <PagedContacts query={query(record)} {...list} />
        </Stack>
      ) : null}
    </Modal>
  );
}
