import type { Respondent } from '@coachline/contract/forms';
import { buildPath } from '@coachline/contract/routes';
import { Anchor, Stack, Table, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconDownload, IconEye, IconInbox, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useAbilities } from '../../../app/abilities';
import { DateTime } from '../../../ui/DateTime';
import { confirmDelete } from '../../../ui/dialogs';
import { EmptyState } from '../../../ui/EmptyState';
import { ListFooter } from '../../../ui/ListFooter';
import { LoadingRows } from '../../../ui/LoadingRows';
import { RowAction, RowActions } from '../../../ui/RowActions';
import { SearchInput } from '../../../ui/SearchInput';
import { useDeleteSubmitted, useDownloadResponse, useRespondents } from './queries';

// The Respondents tab of a form (001 §7 get-respondent): who submitted it, newest first,
// searchable by name and email, 10 a page; each opens its response, downloads it as a PDF or
// is deleted with its answers and files (delete-submitted-form).

export const responsePath = (r: Respondent) =>
  buildPath('FormResponse', { form: r.form_id, contact: r.contact_id ?? 0, respondent: r.id });

const nameOf = (r: Respondent) => r.name || r.email || 'Anonymous';

function RespondentRow(props: { respondent: Respondent; canDelete: boolean }) {
  const r = props.respondent;
  const navigate = useNavigate();
  const download = useDownloadResponse();
  const remove = useDeleteSubmitted();
  const name = nameOf(r);
  return (
    <Table.Tr>
      <Table.Td>
        <Anchor component={Link} to={responsePath(r)} size="sm" fw={500}>
          {name}
        </Anchor>
      </Table.Td>
      <Table.Td>{r.email ?? '—'}</Table.Td>
      <Table.Td>
        <DateTime value={r.created_at} />
      </Table.Td>
      <Table.Td>
        <RowActions>
          <RowAction
            size="sm"
            label={`Open the response of ${name}`}
            icon={<IconEye size={14} aria-hidden />}
            onClick={() => void navigate(responsePath(r))}
          />
          <RowAction
            size="sm"
            label={`Download the response of ${name} as PDF`}
            icon={<IconDownload size={14} aria-hidden />}
            loading={download.isPending}
            onClick={() =>
              download.mutate({
                formId: r.form_id,
                contactId: r.contact_id,
                respondentId: r.id,
                fileName: r.file_name,
              })
            }
          />
          {props.canDelete ? (
            <RowAction
              size="sm"
              label={`Delete the response of ${name}`}
              icon={<IconTrash size={14} aria-hidden />}
              danger
              onClick={() =>
                confirmDelete(
                  `The response of ${name} will be deleted with its answers and files.`,
                  () => remove.mutate({ form_id: r.form_id, respondent_ids: [r.id] }),
                )
              }
            />
          ) : null}
        </RowActions>
      </Table.Td>
    </Table.Tr>
  );
}

/** Who submitted the form, to open, download or delete. */
export function FormRespondentsPanel(props: { formId: number }) {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 350);
  const list = useRespondents(props.formId, page, debounced);
  const canDelete = useAbilities('forms').delete;
  const rows = list.data?.data ?? [];

  return (
    <Stack gap="sm">
      <SearchInput
        label="Search respondents"
        placeholder="Search by name or email"
        value={search}
        onChange={(value) => {
          setSearch(value);
          setPage(1);
        }}
        maw={320}
      />
      {list.isPending ? (
        <LoadingRows rows={4} h={36} label="Loading the respondents" />
      ) : rows.length === 0 ? (
        debounced ? (
          <Text size="sm" c="dimmed" py="md" role="status">
            No respondents match.
          </Text>
        ) : (
          <EmptyState
            icon={<IconInbox size={24} />}
            title="No responses yet"
            text="Everyone who submits the form shows here, newest first, with their answers."
          />
        )
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table aria-label="Respondents" aria-busy={list.isFetching} stickyHeader>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Name</Table.Th>
                <Table.Th>Email</Table.Th>
                <Table.Th>Submitted</Table.Th>
                <Table.Th aria-label="Actions" />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <RespondentRow key={r.id} respondent={r} canDelete={canDelete} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {list.data && list.data.total > 0 ? (
        <ListFooter list={list.data} onPage={setPage} label="Respondent pages" />
      ) : null}
    </Stack>
  );
}
