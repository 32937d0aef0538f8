import type { DuplicatePolicy, MapCsvFieldResponse } from '@coachline/contract/contact-import';
import type { ContactTab } from '@coachline/contract/contacts';
import { messages } from '@coachline/contract/messages';
import {
  Alert,
  Button,
  Drawer,
  Group,
  Radio,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Tabs,
  TagsInput,
  Text,
  Title,
} from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconUpload } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { isApiError } from '../../../api/client';
import { BusyButton } from '../../../ui/BusyButton';
import { SpreadsheetDropBody, spreadsheetTypes } from '../../../ui/SpreadsheetDrop';
import { usePhone } from '../../../ui/usePhone';
import classes from '../contacts.module.css';
import { plural, statusOptions } from '../labels';
import { useCustomFields } from '../settings/queries';
import { ImportLogList } from './ImportLogList';
import { ImportProgressBar } from './ImportResult';
import {
  type ImportMapping,
  ignoreValue,
  initialMapping,
  mappingErrors,
  serverMappingErrors,
  targetOptions,
} from './importMapping';
import { trackImport, useImportSession } from './importStore';
import { useMapCsv, useStartImport } from './queries';

// 000 §5.2: .csv or spreadsheet types (.xlsx, .xls); only one file. Windows labels .csv files
// application/vnd.ms-excel too.
const policyMissing = 'Choose what happens to a row that matches an existing contact.';

type Mapped = MapCsvFieldResponse & { fileName: string };

function UploadStep(props: { onMapped: (m: Mapped) => void }) {
  const map = useMapCsv();
  const openRef = useRef<() => void>(null);
  const [error, setError] = useState<string | null>(null);
  const upload = (files: File[]) => {
    const file = files[0];
    if (!file) return;
    setError(null);
    map.mutate(file, {
      onSuccess: (res) => props.onMapped({ ...res, fileName: file.name }),
      onError: (e) => {
        if (isApiError(e)) setError(Object.values(e.fieldErrors)[0] ?? null);
      },
    });
  };
  return (
    <Stack gap="md">
      <Dropzone
        onDrop={upload}
        onReject={() => setError('Please choose one .csv, .xlsx or .xls file.')}
        accept={spreadsheetTypes}
        maxFiles={1}
        multiple={false}
        loading={map.isPending}
        openRef={openRef}
        name="file"
        inputProps={{ 'aria-label': 'File to import' }}
      >
        <SpreadsheetDropBody
          title="Drag a CSV or Excel file here, or click to choose one"
          hint="One file, .csv, .xlsx or .xls. The first row holds the column names."
        />
      </Dropzone>
      <Group justify="center">
        <BusyButton
          variant="default"
          busy={map.isPending}
          busyLabel={messages.validatingCsv}
          leftSection={<IconUpload size={16} aria-hidden />}
          onClick={() => openRef.current?.()}
        >
          Choose a file to import
        </BusyButton>
      </Group>
      {map.isPending ? (
        <Text size="sm" role="status">
          {messages.validatingCsv}… {messages.importVerifyHint}
        </Text>
      ) : null}
      {error ? (
        <Alert color="red" role="alert" title="The file could not be read">
          {error}
        </Alert>
      ) : null}
    </Stack>
  );
}

function MappingStep(props: {
  mapped: Mapped;
  tabs: readonly ContactTab[];
  canUpdate: boolean;
  onBack: () => void;
  onStarted: () => void;
}) {
  const { mapped } = props;
  const customFields = useCustomFields();
  const start = useStartImport();
  const [mapping, setMapping] = useState<ImportMapping>(() =>
    initialMapping(mapped.headers, mapped.mapping),
  );
  const [status, setStatus] = useState<string | null>(null);
  const [tags, setTags] = useState<string[]>([]);
  // Nothing is chosen for the user: changing existing contacts is their decision. Filling or
  // overwriting needs the update permission (the server checks it too).
  const [policy, setPolicy] = useState<DuplicatePolicy | null>(null);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const [showErrors, setShowErrors] = useState(false);
  const local: Record<string, string> = {
    ...mappingErrors(mapped.headers, mapping),
    ...(policy ? {} : { duplicate_policy: policyMissing }),
  };
  const errors = { ...(showErrors ? local : {}), ...serverErrors };
  const options = targetOptions(customFields.data ?? []);
  const previewRows = mapped.preview.slice(0, 5);

  const submit = () => {
    setShowErrors(true);
    if (Object.keys(local).length > 0 || !policy) return;
    start.mutate(
      {
        import_id: mapped.import_id,
        mapping,
        duplicate_policy: policy,
        ...(status ? { status } : {}),
        ...(tags.length ? { tags } : {}),
      },
      {
        onSuccess: (res) => {
          trackImport(res.import_id, mapped.total_rows, mapped.fileName);
          props.onStarted();
        },
        onError: (e) => {
          if (isApiError(e)) setServerErrors(serverMappingErrors(e.fieldErrors));
        },
      },
    );
  };

  return (
    <Stack gap="lg">
      <Text size="sm">
        <strong>{mapped.fileName}</strong> has {plural(mapped.total_rows, 'row')}. Choose the
        contact field each column fills; columns set to Ignore are left out.
      </Text>

      <Stack gap="xs" component="section" aria-labelledby="import-mapping-title">
        <Title order={3} size="h5" id="import-mapping-title">
          Map columns
        </Title>
        {errors.mapping ? (
          <Alert color="red" role="alert">
            {errors.mapping}
          </Alert>
        ) : null}
        <Table.ScrollContainer minWidth={320}>
          <Table verticalSpacing={6} aria-label="Column mapping">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Column</Table.Th>
                <Table.Th>Import as</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {mapped.headers.map((header) => (
                <Table.Tr key={header}>
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {header}
                    </Text>
                    <Text size="xs" c="dimmed" truncate="end" maw={220}>
                      {mapped.preview[0]?.[header]
                        ? `e.g. ${mapped.preview[0][header]}`
                        : 'empty in the first row'}
                    </Text>
                  </Table.Td>
                  <Table.Td miw={160}>
                    <Select
                      aria-label={`Field for column ${header}`}
                      size="xs"
                      data={options}
                      value={mapping[header] ?? ignoreValue}
                      onChange={(v) => {
                        setMapping((m) => ({ ...m, [header]: !v || v === ignoreValue ? null : v }));
                        setServerErrors({});
                      }}
                      allowDeselect={false}
                      searchable
                      error={errors[header]}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>

      {previewRows.length > 0 ? (
        <Stack gap="xs" component="section" aria-labelledby="import-preview-title">
          <Title order={3} size="h5" id="import-preview-title">
            Preview of the first {plural(previewRows.length, 'row')}
          </Title>
          <Table.ScrollContainer minWidth={480}>
            <Table
              verticalSpacing={4}
              withTableBorder
              className={classes.previewTable}
              aria-label="Preview"
            >
              <Table.Thead>
                <Table.Tr>
                  {mapped.headers.map((h) => (
                    <Table.Th key={h} style={{ whiteSpace: 'nowrap' }}>
                      {h}
                      <Text size="xs" c={mapping[h] ? 'blue' : 'dimmed'} fw={400}>
                        {mapping[h] ? `→ ${labelOf(options, mapping[h])}` : 'ignored'}
                      </Text>
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {previewRows.map((row, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: preview rows are fixed
                  <Table.Tr key={i}>
                    {mapped.headers.map((h) => (
                      <Table.Td key={h}>
                        <Text
                          size="sm"
                          truncate="end"
                          maw={200}
                          c={mapping[h] ? undefined : 'dimmed'}
                        >
                          {row[h] ?? ''}
                        </Text>
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Stack>
      ) : null}

      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label="Add to tab"
          description="Rows without a status column land here."
          placeholder="The first leads tab"
          data={statusOptions(props.tabs)}
          value={status}
          onChange={setStatus}
          clearable
        />
        <TagsInput
          label="Tag imported contacts"
          description="Type a tag and press Enter."
          value={tags}
          onChange={setTags}
          clearable
        />
      </SimpleGrid>

      <Radio.Group
        label="When a row matches a contact you already have (same email or phone)"
        description="The import can be undone for 7 days whatever you choose."
        value={policy}
        onChange={(v) => {
          setPolicy(v as DuplicatePolicy);
          setServerErrors({});
        }}
        name="duplicate_policy"
        withAsterisk
        error={errors.duplicate_policy}
      >
        <Stack gap={6} mt="xs">
          <Radio value="skip" label="Skip the row: keep the contact as it is" />
          <Radio
            value="fill_empty"
            label="Fill in only the contact's empty fields"
            disabled={!props.canUpdate}
          />
          <Radio
            value="update"
            label="Overwrite the contact's fields with the file's values"
            disabled={!props.canUpdate}
          />
        </Stack>
      </Radio.Group>

      <Group justify="space-between" align="flex-start">
        <Button variant="default" onClick={props.onBack} disabled={start.isPending}>
          Choose another file
        </Button>
        <Stack gap={4} align="flex-end">
          <BusyButton
            busy={start.isPending}
            busyLabel={messages.starting}
            onClick={submit}
            aria-describedby={policy ? undefined : 'import-start-missing'}
          >
            Start import
          </BusyButton>
          {policy ? null : (
            <Text size="xs" c="dimmed" id="import-start-missing" ta="right">
              Choose what happens to existing contacts to start.
            </Text>
          )}
        </Stack>
      </Group>
    </Stack>
  );
}

function labelOf(
  options: ReturnType<typeof targetOptions>,
  value: string | null | undefined,
): string {
  for (const g of options) for (const i of g.items) if (i.value === value) return i.label;
  return value ?? '';
}

/**
 * Contact import (000 §4.6, 001 §2): upload, map the columns, start, follow the progress; the
 * 'CSV Imported' dialog (ImportWatcher) shows the result. The log lists earlier imports.
 */
export function ImportDrawer(props: {
  opened: boolean;
  onClose: () => void;
  tabs: readonly ContactTab[];
  canUpdate: boolean;
}) {
  const phone = usePhone();
  const [tab, setTab] = useState<string | null>('import');
  const [mapped, setMapped] = useState<Mapped | null>(null);
  const progress = useImportSession((s) => s.progress);

  const body = () => {
    if (progress) {
      return (
        <Stack gap="md" role="status" aria-live="polite">
          <ImportProgressBar count={progress.count} total={progress.total} />
          <Text size="sm" c="dimmed">
            You can close this panel; the import goes on and the result appears when it is done.
          </Text>
        </Stack>
      );
    }
    if (mapped) {
      return (
        <MappingStep
          mapped={mapped}
          tabs={props.tabs}
          canUpdate={props.canUpdate}
          onBack={() => setMapped(null)}
          onStarted={() => setMapped(null)}
        />
      );
    }
    return <UploadStep onMapped={setMapped} />;
  };

  return (
    <Drawer
      opened={props.opened}
      onClose={props.onClose}
      position="right"
      size={phone ? '100%' : 'xl'}
      title="Import contacts"
    >
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="import">Import</Tabs.Tab>
          <Tabs.Tab value="log">Import log</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="import">{body()}</Tabs.Panel>
        <Tabs.Panel value="log">
          <ImportLogList />
        </Tabs.Panel>
      </Tabs>
    </Drawer>
  );
}
