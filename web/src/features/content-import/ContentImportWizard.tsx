import { realtimeEvents } from '@coachline/contract/api';
import {
  type ContentHistoriesResponse,
  type ContentUploadEvent,
  contentImportSample,
  contentUploadEvent,
  contentImportMessages as m,
  type VerifyContentResponse,
} from '@coachline/contract/content-import';
import {
  Alert,
  Anchor,
  Box,
  Button,
  Checkbox,
  CloseButton,
  Group,
  List,
  Modal,
  Paper,
  Progress,
  ScrollArea,
  Select,
  Stack,
  Switch,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import '@mantine/dropzone/styles.css';
import {
  IconBook2,
  IconCircleCheck,
  IconFiles,
  IconFileText,
  IconForms,
  IconHistory,
  IconMail,
  IconMoodSad,
  IconRocket,
} from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { isApiError } from '../../api/client';
import { onRealtime } from '../../app/realtime';
import { useTimeZone } from '../../ui/DateTime';
import { formatDateTime } from '../../ui/dates';
import { SpreadsheetDropBody, spreadsheetTypes } from '../../ui/SpreadsheetDrop';
import { saveFile } from '../../ui/saveFile';
import { useAccessSwitch } from '../session/queries';
import { useRefreshedSession } from '../session/sessionQuery';
import {
  useContentHistories,
  useContentLocations,
  useImportContents,
  useVerifyContent,
} from './queries';

// The content import wizard (000 §2.6): a full-screen overlay of six steps, with the History
// panel beside them. Its words are the spec's.

const icons = {
  forms: IconForms,
  mail: IconMail,
  pages: IconFileText,
  playbooks: IconBook2,
  files: IconFiles,
} as const;
const KindIcon = ({ icon }: { icon: string }) => {
  const Icon = icons[icon as keyof typeof icons] ?? IconFiles;
  return <Icon size={18} aria-hidden />;
};

type Step = 0 | 1 | 2 | 3 | 4 | 5;
type Verified = Extract<VerifyContentResponse, { status: 1 }>;
type Progressed = { count: number; total: number; finished: boolean };

const downloadSample = () =>
  saveFile({
    blob: new Blob([contentImportSample], { type: 'text/csv' }),
    fileName: 'coachline-content-sample.csv',
  });

/** Live progress of one batch: the per-user events, and the history polled meanwhile. */
function useBatchProgress(batch: number | undefined, userId: number | undefined) {
  const [progress, setProgress] = useState<Progressed | null>(null);
  const history = useContentHistories(batch, batch !== undefined, !progress?.finished);
  const [shownBatch, setShownBatch] = useState(batch);
  if (shownBatch !== batch) {
    // Another batch: what was heard of the last one is forgotten.
    setShownBatch(batch);
    setProgress(null);
  }
  useEffect(() => {
    if (batch === undefined) return;
    // 000 §7.6: the subscription starts 1 s after the step opens, filtered by employer.
    let off = () => {};
    const timer = setTimeout(() => {
      off = onRealtime(realtimeEvents.contentUpload, (payload) => {
        const parsed = contentUploadEvent.safeParse(payload);
        if (!parsed.success) return;
        const event: ContentUploadEvent = parsed.data;
        if (event.employer !== userId || event.batch !== batch) return;
        setProgress((now) => ({
          count: Math.max(now?.count ?? 0, event.count),
          total: event.total_count,
          finished: (now?.finished ?? false) || event.status === 'completed',
        }));
      });
    }, 1000);
    return () => {
      clearTimeout(timer);
      off();
    };
  }, [batch, userId]);
  const polled = history.data?.batches.find((b) => b.batch === batch);
  if (!polled) return progress;
  const finished = polled.status === 'completed' || polled.status === 'failed';
  return {
    count: Math.max(progress?.count ?? 0, polled.imported),
    total: polled.total,
    finished: (progress?.finished ?? false) || finished,
  };
}

function Centered(props: { children: React.ReactNode }) {
  return (
    <Stack align="center" gap="md" ta="center" maw={560} mx="auto" py="xl">
      {props.children}
    </Stack>
  );
}

function UploadStep(props: {
  onVerified: (file: File, verified: Verified) => void;
  onWrong: (errors: VerifyContentResponse) => void;
}) {
  const verify = useVerifyContent();
  const openRef = useRef<() => void>(null);
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const begin = () => {
    if (!file) return;
    setError(null);
    verify.mutate(file, {
      onSuccess: (res) => (res.status === 1 ? props.onVerified(file, res) : props.onWrong(res)),
      onError: (e) =>
        setError(
          isApiError(e) ? (Object.values(e.fieldErrors)[0] ?? e.message) : m.incorrectFormat,
        ),
    });
  };
  return (
    <Centered>
      <Title order={2}>Import Your CSV Content File</Title>
      <Box w="100%">
        <Dropzone
          onDrop={(files) => {
            setFile(files[0] ?? null);
            setError(null);
          }}
          onReject={() => setError(m.noFile)}
          accept={spreadsheetTypes}
          maxFiles={1}
          multiple={false}
          openRef={openRef}
          name="file"
          inputProps={{ 'aria-label': 'Content file' }}
        >
          <SpreadsheetDropBody
            title={file ? file.name : 'Drag and drop your file here, or click to choose it'}
            hint="One .csv, .xlsx or .xls file, one row per item."
          />
        </Dropzone>
      </Box>
      {error ? (
        <Text c="red" role="alert">
          {error}
        </Text>
      ) : null}
      {verify.isPending ? (
        <Text size="sm" c="dimmed" role="status">
          Please wait while your CSV is verified.
        </Text>
      ) : null}
      <Group>
        <Button variant="default" onClick={downloadSample}>
          Download a sample file
        </Button>
        <Button onClick={begin} disabled={!file} loading={false}>
          {verify.isPending ? 'Validating CSV' : 'Begin Import'}
        </Button>
      </Group>
    </Centered>
  );
}

function TargetsStep(props: {
  onContinue: (ids: number[], useSavedStyling: boolean) => void;
  pending: boolean;
}) {
  const locations = useContentLocations(true);
  const [chosen, setChosen] = useState<string[]>([]);
  const [useSavedStyling, setUseSavedStyling] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const proceed = () => {
    if (chosen.length === 0) return setError(m.noAccount);
    props.onContinue(chosen.map(Number), useSavedStyling);
  };
  return (
    <Centered>
      <Title order={2}>Import To</Title>
      <Checkbox.Group
        value={chosen}
        onChange={(value) => {
          setChosen(value);
          setError(null);
        }}
        label="Accounts"
        error={error}
        w="100%"
      >
        <Stack gap="xs" mt="xs" align="flex-start">
          {(locations.data?.locations ?? []).map((location) => (
            <Checkbox
              key={location.id}
              value={String(location.id)}
              label={
                location.is_primary
                  ? `Primary Account (${location.businessname})`
                  : location.businessname
              }
            />
          ))}
        </Stack>
      </Checkbox.Group>
      <Switch
        label="Use Saved Styling?"
        checked={useSavedStyling}
        onChange={(event) => setUseSavedStyling(event.currentTarget.checked)}
      />
      <Button onClick={proceed} loading={props.pending}>
        Continue
      </Button>
    </Centered>
  );
}

type HistoryEntry = ContentHistoriesResponse['histories'][number];

/**
 * An imported item's link. In the account being worked in it opens in a new tab; in another,
 * the app first moves to that account (the move is every tab's), then opens the item there.
 */
function ItemLink(props: { entry: HistoryEntry; link: string }) {
  const { entry, link } = props;
  const session = useRefreshedSession();
  const locations = useContentLocations(true);
  const access = useAccessSwitch();
  if (entry.account_id === session?.accessed_location_id)
    return (
      <Anchor href={link} target="_blank" rel="noopener noreferrer">
        {entry.names}
      </Anchor>
    );
  const primary = locations.data?.locations.find((l) => l.id === entry.account_id)?.is_primary;
  return (
    <Anchor
      component="button"
      type="button"
      title={`Opens in ${entry.location}`}
      disabled={access.isPending || access.isSuccess}
      onClick={() =>
        access.mutate({ kind: primary ? 'account' : 'location', id: entry.account_id, open: link })
      }
    >
      {entry.names}
    </Anchor>
  );
}

function HistoryPanel(props: { onClose: () => void }) {
  const [earlier, setEarlier] = useState(false);
  const [batch, setBatch] = useState<number | undefined>(undefined);
  const timeZone = useTimeZone();
  const history = useContentHistories(earlier ? batch : undefined, true);
  const batches = history.data?.batches ?? [];
  const entries = history.data?.histories ?? [];
  return (
    <Paper
      component="aside"
      aria-label="Import history"
      withBorder
      p="md"
      w={{ base: '100%', sm: 360 }}
    >
      <Group justify="space-between" mb="sm">
        <Title order={3} size="h4">
          History
        </Title>
        <CloseButton aria-label="Close history" onClick={props.onClose} />
      </Group>
      {history.isPending ? (
        <Text c="dimmed" role="status">
          Loading…
        </Text>
      ) : batches.length === 0 ? (
        <Text c="dimmed">{m.noHistory}</Text>
      ) : (
        <Stack gap="sm">
          <Switch
            label="Browse earlier imports"
            checked={earlier}
            onChange={(event) => setEarlier(event.currentTarget.checked)}
          />
          {earlier ? (
            <Select
              label="Import"
              data={batches.map((b) => ({
                value: String(b.batch),
                label: `${formatDateTime(new Date(b.date), timeZone)} · ${b.type} (${b.imported}/${b.total})`,
              }))}
              value={batch === undefined ? String(batches[0]!.batch) : String(batch)}
              onChange={(value) => setBatch(value ? Number(value) : undefined)}
              allowDeselect={false}
            />
          ) : null}
          <ScrollArea.Autosize mah={480}>
            <List spacing="xs" listStyleType="none" aria-label="Imported items">
              {entries.map((entry) => (
                <List.Item key={entry.id}>
                  <Text size="sm" fw={600}>
                    {entry.link ? <ItemLink entry={entry} link={entry.link} /> : entry.names}
                  </Text>
                  <Text size="xs" c={entry.error ? 'red' : 'dimmed'}>
                    {entry.type.replace('_', ' ')} · {entry.location}
                    {entry.error ? ` · ${entry.error}` : ''}
                  </Text>
                </List.Item>
              ))}
            </List>
          </ScrollArea.Autosize>
        </Stack>
      )}
    </Paper>
  );
}

/** The Content Machine™ wizard; `showHistory` opens it with the History panel out. */
export function ContentImportWizard(props: {
  opened: boolean;
  onClose: () => void;
  showHistory?: boolean;
}) {
  const session = useRefreshedSession();
  const [step, setStep] = useState<Step>(0);
  const [file, setFile] = useState<File | null>(null);
  const [verified, setVerified] = useState<Verified | null>(null);
  const [wrong, setWrong] = useState<VerifyContentResponse | null>(null);
  const [batch, setBatch] = useState<number | undefined>(undefined);
  const [historyOpen, setHistoryOpen] = useState(false);
  const start = useImportContents();
  const progress = useBatchProgress(batch, session?.user.id);

  useEffect(() => {
    // Opening resets to the first step and loads the history (000 §5).
    if (props.opened) {
      setStep(0);
      setBatch(undefined);
      setHistoryOpen(props.showHistory ?? false);
    }
  }, [props.opened, props.showHistory]);
  useEffect(() => {
    if (step === 3 && progress?.finished) setStep(4);
  }, [step, progress?.finished]);

  const importTo = (accountIds: number[], useSavedStyling: boolean) => {
    if (!file) return;
    start.mutate(
      { file, accountIds, useSavedStyling },
      {
        onSuccess: (res) => {
          setBatch(res.batch);
          setStep(3);
        },
      },
    );
  };
  const percent =
    progress && progress.total > 0 ? Math.round((progress.count / progress.total) * 100) : 0;
  const kind = verified?.type;

  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      fullScreen
      title="Content Machine™"
      closeButtonProps={{ 'aria-label': 'Close the Content Machine' }}
      transitionProps={{ duration: 0 }}
    >
      <Group align="flex-start" wrap="wrap" gap="lg">
        <Box style={{ flex: 1, minWidth: 280 }}>
          <Group justify="flex-end">
            <Button
              variant="subtle"
              leftSection={<IconHistory size={16} aria-hidden />}
              onClick={() => setHistoryOpen((open) => !open)}
              aria-expanded={historyOpen}
            >
              History
            </Button>
          </Group>
          {step === 0 ? (
            <UploadStep
              onVerified={(chosen, res) => {
                setFile(chosen);
                setVerified(res);
                setStep(1);
              }}
              onWrong={(res) => {
                setWrong(res);
                setStep(5);
              }}
            />
          ) : null}
          {step === 1 ? (
            <Centered>
              <ThemeIcon size={56} radius="xl" color="teal" variant="light">
                <IconCircleCheck size={32} aria-hidden />
              </ThemeIcon>
              <Text fw={600}>{m.loaded}</Text>
              {kind ? (
                <Group gap={6} c="dimmed">
                  <KindIcon icon={kind.icon} />
                  <Text size="sm">
                    {verified.response} {kind.type}
                  </Text>
                </Group>
              ) : null}
              <Button onClick={() => setStep(2)}>Import</Button>
            </Centered>
          ) : null}
          {step === 2 ? <TargetsStep onContinue={importTo} pending={start.isPending} /> : null}
          {step === 3 ? (
            <Centered>
              <ThemeIcon size={56} radius="xl" variant="light">
                <IconRocket size={32} aria-hidden />
              </ThemeIcon>
              <Title order={2}>Great!</Title>
              <Text>Your content is being imported</Text>
              <Progress value={percent} w="100%" size="lg" aria-label="Import progress" animated />
              <Text size="sm" role="status" aria-live="polite">
                {percent}% · {progress?.count ?? 0}/{progress?.total ?? start.data?.total ?? 0}
              </Text>
              {kind ? (
                <Group gap={6} c="dimmed">
                  <KindIcon icon={kind.icon} />
                  <Text size="sm">{kind.type}</Text>
                </Group>
              ) : null}
            </Centered>
          ) : null}
          {step === 4 ? (
            <Centered>
              <ThemeIcon size={56} radius="xl" color="teal" variant="light">
                <IconCircleCheck size={32} aria-hidden />
              </ThemeIcon>
              <Title order={2}>Success!</Title>
              <Text>Your content has been imported</Text>
              <Progress value={100} w="100%" size="lg" aria-label="Import progress" />
              <Text size="sm">
                100% · {progress?.count ?? 0}/{progress?.total ?? 0} Items Imported
              </Text>
              <Button
                onClick={() => {
                  setStep(0);
                  setBatch(undefined);
                  setHistoryOpen(true);
                }}
              >
                Show Me
              </Button>
            </Centered>
          ) : null}
          {step === 5 ? (
            <Centered>
              <ThemeIcon size={56} radius="xl" color="red" variant="light">
                <IconMoodSad size={32} aria-hidden />
              </ThemeIcon>
              <Title order={2}>Oops!</Title>
              <Text>{m.incorrectFormat}</Text>
              {wrong?.status === 0 && wrong.errors.length > 0 ? (
                <Alert color="red" w="100%" ta="left" title="What to fix">
                  <List size="sm" aria-label="Rows to fix">
                    {wrong.errors.slice(0, 50).map((e) => (
                      <List.Item key={`${e.row}-${e.message}`}>
                        {e.row === 0 ? e.message : `Row ${e.row}: ${e.message}`}
                      </List.Item>
                    ))}
                  </List>
                </Alert>
              ) : null}
              <Button onClick={() => setStep(0)}>Close</Button>
            </Centered>
          ) : null}
        </Box>
        {historyOpen ? <HistoryPanel onClose={() => setHistoryOpen(false)} /> : null}
      </Group>
    </Modal>
  );
}
