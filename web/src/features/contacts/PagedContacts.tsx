import type { ContactPage } from '@coachline/contract/contacts';
import { buildPath } from '@coachline/contract/routes';
import { Anchor, Table } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EmptyState } from '../../ui/EmptyState';
import { ListFooter } from '../../ui/ListFooter';
import { LoadingRows } from '../../ui/LoadingRows';
import { contactName } from './labels';

/**
 * A page of contacts, each name linking to the profile, with the pages below: the contacts
 * of a tag, the members of a group.
 */
export function PagedContacts(props: {
  list: { isLoading: boolean; data?: ContactPage | undefined };
  onPage: (page: number) => void;
  label: string;
  pagesLabel: string;
  empty: { title: string; text: string };
}) {
  const { data } = props.list;
  const rows = data?.data ?? [];
  return (
    <>
      {props.list.isLoading ? (
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
                  <Table.Td>{c.number ?? '—'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {data ? <ListFooter list={data} onPage={props.onPage} label={props.pagesLabel} /> : null}
    </>
  );
}
