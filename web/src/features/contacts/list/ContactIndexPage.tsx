import '@mantine/dates/styles.css';
import '@mantine/dropzone/styles.css';
import {
  type Contact,
  type ContactSortColumn,
  type ContactTab,
  contactPageSizes,
} from '@coachline/contract/contacts';
import { Button, Group, Menu, Progress, Stack, Text, Title } from '@mantine/core';
import {
  IconChevronDown,
  IconDotsVertical,
  IconDownload,
  IconFileImport,
  IconFilterOff,
  IconPlus,
  IconUsers,
} from '@tabler/icons-react';
import { lazy, useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { isApiError } from '../../../api/client';
import { useAbilities } from '../../../app/abilities';
import { readString, storageKeys, write } from '../../../app/storage';
import { Deferred } from '../../../ui/Deferred';
import { confirmDelete } from '../../../ui/dialogs';
import { EmptyState } from '../../../ui/EmptyState';
import { ListFooter } from '../../../ui/ListFooter';
import { usePhone } from '../../../ui/usePhone';
import { useRefreshedSession } from '../../session/sessionQuery';
import { useContactAbilities } from '../abilities';
import classes from '../contacts.module.css';
import { ImportWatcher } from '../import/ImportResult';
import { plural, tableColumns } from '../labels';
import { useContactField, useUpdateContact } from '../profile/queries';
import { ColumnsMenu, useColumns } from '../settings/ColumnsMenu';
import { useContactTabs } from '../settings/queries';
import { BulkActionModal } from './BulkActionModal';
import { BulkBar, type BulkDialog } from './BulkBar';
import { ContactCards } from './ContactCards';
import { ContactTable, virtualizeFrom } from './ContactTable';
import { FilterBar } from './FilterBar';
import {
  type InlineField,
  inlineBody,
  inlineKey,
  keyInlineErrors,
  mergeInlineErrors,
} from './inlineErrors';
import {
  clearFilters,
  filterOf,
  hasFilters,
  type ListState,
  type PageSize,
  parseListState,
  toggleSort,
  toSearchParams,
  withFilters,
} from './listState';
import { useBulkAction, useContactList, useExportContacts, useListLoading } from './queries';
import { StatusTabs } from './StatusTabs';
import {
  emptySelection,
  isSelected,
  pageCheckState,
  type Selection,
  selectAllMatching,
  selectedCount,
  selectionBody,
  togglePage,
  toggleRow,
} from './selection';

// The dialogs load when first opened: the list renders without their code.
const ImportDrawer = lazy(() =>
  import('../import/ImportDrawer').then((m) => ({ default: m.ImportDrawer })),
);
const ManageTabsModal = lazy(() =>
  import('../settings/ManageTabsModal').then((m) => ({ default: m.ManageTabsModal })),
);
const AddContactModal = lazy(() =>
  import('./AddContactModal').then((m) => ({ default: m.AddContactModal })),
);
const DeletedContactsModal = lazy(() =>
  import('./DeletedContactsModal').then((m) => ({ default: m.DeletedContactsModal })),
);
const MergeModal = lazy(() => import('./MergeModal').then((m) => ({ default: m.MergeModal })));

const tableId = 'contact-table';

/** The list state lives in the URL; the last one is kept for the next visit (000 §4.5). */
function useListState(): [ListState, (next: ListState, replace?: boolean) => void] {
  const [params, setParams] = useSearchParams();
  const restored = useRef(false);
  const state = useMemo(() => parseListState(params), [params]);

  useEffect(() => {
    if (restored.current) return;
    restored.current = true;
    const saved = readString(storageKeys.contactParams);
    if (params.toString() === '' && saved) setParams(new URLSearchParams(saved), { replace: true });
  }, [params, setParams]);

  useEffect(() => {
    write(storageKeys.contactParams, toSearchParams(state).toString() || null);
  }, [state]);

  const set = useCallback(
    (next: ListState, replace = false) => setParams(toSearchParams(next), { replace }),
    [setParams],
  );
  return [state, set];
}

const noRows: readonly Contact[] = [];
const noTabs: readonly ContactTab[] = [];

/** The contact centre (001 §2): status tabs, filters, the table, bulk actions, import, export. */
export function ContactIndexPage() {
  const [state, setState] = useListState();
  const abilities = useContactAbilities();
  const canRunJourneys = useAbilities('journeys').update;
  const canRunSequences = useAbilities('sequences').update;
  const locations = useRefreshedSession()?.locations.length ?? 0;
  const list = useContactList(state);
  const loading = useListLoading();
  const tabs = useContactTabs();
  const { prefs } = useColumns();
  const update = useUpdateContact();
  const field = useContactField();
  const bulk = useBulkAction();
  const exporter = useExportContacts();
  const phone = usePhone();

  const [selection, setSelection] = useState<Selection>(emptySelection);
  const [dialog, setDialog] = useState<BulkDialog | null>(null);
  const [adding, setAdding] = useState(false);
  const [managingTabs, setManagingTabs] = useState(false);
  const [showDeleted, setShowDeleted] = useState(false);
  const [importing, setImporting] = useState(false);
  const [inlineErrors, setInlineErrors] = useState<Record<string, string>>({});
  const [savingCell, setSavingCell] = useState<string | null>(null);
  const seen = useRef(new Map<number, Contact>());

  const data = list.data;
  const rows = data?.data ?? [];
  for (const c of rows) seen.current.set(c.id, c);
  const pageIds = rows.map((c) => c.id);
  const total = data?.total ?? 0;
  const estimated = data?.estimated ?? false;
  const count = selectedCount(selection);
  const filterKey = JSON.stringify(filterOf(state));

  // A new filter or tab is a new set of rows: what was selected no longer applies.
  // biome-ignore lint/correctness/useExhaustiveDependencies: filterKey stands for the filter
  useEffect(() => {
    setSelection(emptySelection);
  }, [filterKey]);

  const change = (partial: Partial<ListState>) => setState(withFilters(state, partial));
  const columns = tableColumns.filter((c) => prefs[c]);
  const currentTab = tabs.data?.find((t) => t.value === state.tab);
  const defaultStatus = currentTab?.value ?? tabs.data?.[0]?.value ?? '';
  const tabList = tabs.data ?? noTabs;
  const showSkeleton = loading && (list.isPlaceholderData || !data);
  const refetching = loading && !showSkeleton;
  // A page of rows or cards is the longest render of the screen: it is built in a transition,
  // which React splits into short tasks, and the skeleton stays until the first page is built.
  const shownData = useDeferredValue(data);
  const shownRows = shownData?.data ?? noRows;
  const listLoading = showSkeleton || (data !== undefined && shownData === undefined);
  const filtered = hasFilters(state);

  const saveInline = async (
    c: Contact,
    values: Partial<Record<InlineField, string>>,
  ): Promise<boolean> => {
    const first = Object.keys(values)[0] ?? 'first_name';
    setSavingCell(inlineKey(first, c.id));
    try {
      await update.mutateAsync({ id: c.id, body: inlineBody(values), quiet: true });
      setInlineErrors((e) => mergeInlineErrors(e, c.id, {}));
      return true;
    } catch (error) {
      if (isApiError(error) && error.status === 422) {
        const body = error.body as { errors?: unknown };
        const keyed = keyInlineErrors(body.errors, c.id);
        setInlineErrors((e) => mergeInlineErrors(e, c.id, keyed));
        if (Object.keys(keyed).length === 0) {
          const { applyFailure } = await import('../../../api/effects');
          applyFailure(error.failure);
        }
      } else if (isApiError(error)) {
        const { applyFailure } = await import('../../../api/effects');
        applyFailure(error.failure);
      }
      return false;
    } finally {
      setSavingCell(null);
    }
  };

  const toggleFlag = (c: Contact, flag: 'starred' | 'flagged') =>
    field.mutate(
      flag === 'starred'
        ? { id: c.id, field: 'starred', body: { starred: !c.starred } }
        : { id: c.id, field: 'flagged', body: { flagged: !c.flagged } },
    );

  const deleteSelected = () =>
    confirmDelete(
      `${plural(count, 'contact')} will be deleted. You can restore them from Deleted contacts.`,
      () =>
        bulk.mutate(
          { request: { action: 'delete' }, selection: selectionBody(selection) },
          { onSuccess: () => setSelection(emptySelection) },
        ),
    );

  const exportAs = (method: 'csv' | 'xlsx', useSelection: boolean) =>
    exporter.mutate({ method, selection: useSelection && count > 0 ? selection : null, state });

  const mergeCandidates =
    selection.kind === 'ids'
      ? selection.ids.map((id) => seen.current.get(id)).filter((c): c is Contact => Boolean(c))
      : [];

  const emptyState = filtered ? (
    <EmptyState
      icon={<IconFilterOff size={24} />}
      title="No contacts match these filters"
      text="Try another search or clear the filters to see every contact in this tab."
      action={
        <Button variant="light" onClick={() => setState(clearFilters(state))}>
          Clear filters
        </Button>
      }
    />
  ) : (
    <EmptyState
      icon={<IconUsers size={24} />}
      title={state.tab && currentTab ? `No contacts in ${currentTab.title}` : 'No contacts yet'}
      text="Contacts are the leads, trials, clients and staff you coach and message. Add one, or import a spreadsheet of them."
      action={
        abilities.create ? (
          <Group gap="xs" justify="center">
            <Button
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setAdding(true)}
            >
              Add contact
            </Button>
            <Button variant="default" onClick={() => setImporting(true)}>
              Import contacts
            </Button>
          </Group>
        ) : undefined
      }
    />
  );

  return (
    <Stack gap="md" className={count > 0 ? classes.withBulkBar : undefined}>
      <Group justify="space-between" align="flex-start" gap="sm">
        <div>
          <Title order={1} size="h2">
            Contacts
          </Title>
          <Text size="sm" c="dimmed">
            Everyone you coach and talk to, by status.
          </Text>
        </div>
        <Group gap="xs">
          {abilities.create ? (
            <Button
              variant="default"
              leftSection={<IconFileImport size={16} aria-hidden />}
              onClick={() => setImporting(true)}
            >
              Import
            </Button>
          ) : null}
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <Button
                variant="default"
                leftSection={<IconDownload size={16} aria-hidden />}
                rightSection={<IconChevronDown size={14} aria-hidden />}
                loading={exporter.isPending}
              >
                Export
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Label>
                {count > 0
                  ? `The ${plural(count, 'selected contact')}`
                  : `All ${plural(total, 'contact', estimated)} matching`}
              </Menu.Label>
              <Menu.Item onClick={() => exportAs('csv', true)}>Export as CSV</Menu.Item>
              <Menu.Item onClick={() => exportAs('xlsx', true)}>Export as XLSX</Menu.Item>
            </Menu.Dropdown>
          </Menu>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <Button variant="default" px="xs" aria-label="More contact options">
                <IconDotsVertical size={16} aria-hidden />
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {abilities.update ? (
                <Menu.Item onClick={() => setManagingTabs(true)}>Manage tabs</Menu.Item>
              ) : null}
              <Menu.Item onClick={() => setShowDeleted(true)}>Deleted contacts</Menu.Item>
            </Menu.Dropdown>
          </Menu>
          {abilities.create ? (
            <Button
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={() => setAdding(true)}
            >
              Add contact
            </Button>
          ) : null}
        </Group>
      </Group>

      <StatusTabs
        tabs={tabs.data}
        counts={data?.counts}
        estimated={estimated}
        value={state.tab}
        onChange={(tab) => setState(withFilters(state, { tab }))}
        controls={tableId}
      />

      <FilterBar state={state} onChange={change} onClear={() => setState(clearFilters(state))} />

      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed" aria-live="polite">
          {data ? plural(total, 'contact', estimated) : ' '}
        </Text>
        {phone ? null : <ColumnsMenu />}
      </Group>

      <Stack gap={0}>
        {/* Its stripes repaint every frame: they run only while it shows. */}
        <Progress
          value={100}
          animated={refetching}
          size={3}
          radius={0}
          aria-hidden
          style={{ visibility: refetching ? 'visible' : 'hidden' }}
        />
        {phone ? (
          <ContactCards
            id={tableId}
            rows={shownRows}
            tabs={tabList}
            loading={listLoading}
            skeletonRows={Math.min(state.perPage, 6)}
            isSelected={(id) => isSelected(selection, id)}
            pageCheck={pageCheckState(selection, pageIds)}
            onToggleRow={(id) => setSelection((s) => toggleRow(s, id, pageIds))}
            onTogglePage={() => setSelection((s) => togglePage(s, pageIds))}
            onToggleFlag={toggleFlag}
            sortBy={state.sortBy}
            sortDir={state.sortDir}
            onSort={(sortBy, sortDir) => setState({ ...state, sortBy, sortDir, page: 1 })}
            empty={emptyState}
          />
        ) : (
          <ContactTable
            id={tableId}
            rows={shownRows}
            columns={columns}
            showHeader={prefs.table_header}
            tabs={tabList}
            sortBy={state.sortBy}
            sortDir={state.sortDir}
            onSort={(column: ContactSortColumn) => setState(toggleSort(state, column))}
            loading={listLoading}
            skeletonRows={Math.min(state.perPage, 10)}
            virtualize={state.perPage >= virtualizeFrom}
            isSelected={(id) => isSelected(selection, id)}
            pageCheck={pageCheckState(selection, pageIds)}
            onToggleRow={(id) => setSelection((s) => toggleRow(s, id, pageIds))}
            onTogglePage={() => setSelection((s) => togglePage(s, pageIds))}
            // Selecting also serves Export selected, which viewers may use.
            canSelect
            inlineErrors={inlineErrors}
            savingCell={savingCell}
            onInlineSave={saveInline}
            onInlineCancel={(c) => setInlineErrors((e) => mergeInlineErrors(e, c.id, {}))}
            onToggleFlag={toggleFlag}
            empty={emptyState}
          />
        )}
      </Stack>

      {data ? (
        <ListFooter
          list={{ ...data, per_page: state.perPage }}
          pageSizes={contactPageSizes}
          onPage={(page) => setState({ ...state, page })}
          onPerPage={(size) => setState({ ...state, perPage: size as PageSize, page: 1 })}
          label="Contact pages"
        />
      ) : null}

      {count > 0 ? (
        <BulkBar
          count={count}
          matching={selection.kind === 'matching'}
          total={total}
          estimated={estimated}
          canSelectAllMatching={
            selection.kind === 'ids' &&
            pageCheckState(selection, pageIds) === 'all' &&
            total > count
          }
          abilities={abilities}
          canMerge={selection.kind === 'ids' && mergeCandidates.length === 2}
          canRunJourneys={canRunJourneys}
          canRunSequences={canRunSequences}
          compact={phone}
          hasOtherLocations={locations > 1}
          exporting={exporter.isPending}
          onSelectAllMatching={() => setSelection(selectAllMatching(filterOf(state), total))}
          onClear={() => setSelection(emptySelection)}
          onAction={setDialog}
          onDelete={deleteSelected}
          onExport={(method) => exportAs(method, true)}
        />
      ) : null}

      <Deferred when={adding}>
        <AddContactModal
          opened={adding}
          onClose={() => setAdding(false)}
          tabs={tabList}
          defaultStatus={defaultStatus}
        />
      </Deferred>
      {/* Loaded with the list: its searchable fields take the focus as it opens. */}
      <BulkActionModal
        action={dialog && dialog !== 'merge' ? dialog : null}
        selection={selection}
        group={state.group}
        tabs={tabList}
        onClose={() => setDialog(null)}
        onDone={() => setSelection(emptySelection)}
      />
      <Deferred when={dialog === 'merge'}>
        <MergeModal
          opened={dialog === 'merge'}
          contacts={mergeCandidates}
          tabs={tabList}
          onClose={() => setDialog(null)}
          onDone={() => setSelection(emptySelection)}
        />
      </Deferred>
      <Deferred when={managingTabs}>
        <ManageTabsModal
          opened={managingTabs}
          onClose={() => setManagingTabs(false)}
          tabs={tabList}
          canEdit={abilities.update}
        />
      </Deferred>
      <Deferred when={showDeleted}>
        <DeletedContactsModal
          opened={showDeleted}
          onClose={() => setShowDeleted(false)}
          canRestore={abilities.update}
        />
      </Deferred>
      <Deferred when={importing}>
        <ImportDrawer
          opened={importing}
          onClose={() => setImporting(false)}
          tabs={tabList}
          canUpdate={abilities.update}
        />
      </Deferred>
      <ImportWatcher onDismiss={() => setImporting(false)} />
    </Stack>
  );
}
