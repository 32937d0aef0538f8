import '@mantine/charts/styles.css';
import type { QuestionAnalytics } from '@coachline/contract/forms';
import { BarChart, DonutChart } from '@mantine/charts';
import { Box, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconChartBar, IconDownload } from '@tabler/icons-react';
import { BusyButton } from '../../../ui/BusyButton';
import { EmptyState } from '../../../ui/EmptyState';
import { LoadingRows } from '../../../ui/LoadingRows';
import { plural } from '../../contacts/labels';
import { useDownloadAnalytics, useFormAnalytics } from './queries';

// A form's analytics (001 §2 form editor, issue 13 §1): per question how many answered, the
// choices as a chart with their numbers beside it (a donut for one choice of several, bars for
// many choices and ratings), averages of numbers and ratings, and the latest text answers; the
// whole as a PDF or every response as CSV.

/** Readable on white (app/theme.ts), in the order slices and bars take them. */
const palette = [
  'blue.8',
  'teal.8',
  'grape.7',
  'orange.8',
  'cyan.8',
  'pink.7',
  'indigo.7',
  'lime.9',
  'red.8',
  'violet.7',
] as const;
const colorAt = (i: number) => palette[i % palette.length] ?? 'blue.8';
const swatch = (color: string) => `var(--mantine-color-${color.replace('.', '-')})`;

const percent = (count: number, of: number) =>
  of === 0 ? '0%' : `${Math.round((count / of) * 100)}%`;

type Count = { label: string; count: number };

/** The numbers beside a chart: every option, its count and share of the answers. */
function Counts(props: { counts: Count[]; answered: number; colored: boolean }) {
  return (
    <Stack component="ul" gap={6} p={0} m={0} style={{ listStyle: 'none', flex: '1 1 200px' }}>
      {props.counts.map((c, i) => (
        <Group key={c.label} component="li" gap="xs" wrap="nowrap">
          {props.colored ? (
            <span
              aria-hidden
              style={{
                width: 10,
                height: 10,
                borderRadius: 2,
                flexShrink: 0,
                background: swatch(colorAt(i)),
              }}
            />
          ) : null}
          <Text size="sm" style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
            {c.label}
          </Text>
          <Text size="sm" fw={700}>
            {c.count}
          </Text>
          <Text size="xs" c="dimmed" w={36} ta="right">
            {percent(c.count, props.answered)}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

function ChoiceChart(props: { question: QuestionAnalytics; counts: Count[]; donut: boolean }) {
  const { question, counts } = props;
  const label = `${question.title}: answers by option`;
  return (
    <Group align="center" gap="lg" wrap="wrap">
      {/* The chart is one image to screen readers (its slices would each be an unnamed one),
          and the numbers beside it are the text. */}
      <Box
        role="img"
        aria-label={label}
        style={props.donut ? undefined : { flex: '1 1 280px', minWidth: 0 }}
      >
        {props.donut ? (
          <DonutChart
            size={160}
            thickness={28}
            data={counts.map((c, i) => ({ name: c.label, value: c.count, color: colorAt(i) }))}
            chartLabel={question.answered}
            withTooltip={false}
            // The slices would each take a Tab stop of their own.
            pieProps={{ rootTabIndex: -1 }}
            aria-hidden
          />
        ) : (
          <BarChart
            h={Math.max(120, counts.length * 36)}
            data={counts.map((c) => ({ option: c.label, count: c.count }))}
            dataKey="option"
            orientation="vertical"
            yAxisProps={{ width: 110 }}
            xAxisProps={{ allowDecimals: false }}
            series={[{ name: 'count', label: 'Answers', color: 'blue.8' }]}
            withTooltip={false}
            aria-hidden
          />
        )}
      </Box>
      <Counts counts={counts} answered={question.answered} colored={props.donut} />
    </Group>
  );
}

function Figure(props: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
        {props.label}
      </Text>
      <Text fz="lg" fw={700}>
        {props.value}
      </Text>
    </div>
  );
}

const rounded = (n: number | null) =>
  n === null ? '—' : n.toLocaleString('en-US', { maximumFractionDigits: 2 });

function QuestionBody(props: { question: QuestionAnalytics }) {
  const q = props.question;
  if (q.answered === 0)
    return (
      <Text size="sm" c="dimmed">
        No answers yet.
      </Text>
    );
  switch (q.type) {
    case 'single_choice':
    case 'dropdown':
    case 'yes_no':
      return (
        <ChoiceChart
          question={q}
          counts={q.options.map((o) => ({ label: o.option, count: o.count }))}
          donut
        />
      );
    case 'multiple_choice':
      return (
        <ChoiceChart
          question={q}
          counts={q.options.map((o) => ({ label: o.option, count: o.count }))}
          donut={false}
        />
      );
    case 'rating':
      return (
        <Stack gap="sm">
          <Figure label="Average rating" value={`${rounded(q.average)} of ${q.ratings.length}`} />
          <ChoiceChart
            question={q}
            counts={q.ratings.map((r) => ({ label: plural(r.value, 'star'), count: r.count }))}
            donut={false}
          />
        </Stack>
      );
    case 'number':
      return (
        <SimpleGrid cols={3} spacing="sm" maw={420}>
          <Figure label="Average" value={rounded(q.average)} />
          <Figure label="Lowest" value={rounded(q.min)} />
          <Figure label="Highest" value={rounded(q.max)} />
        </SimpleGrid>
      );
    case 'file_upload':
      return <Text size="sm">{plural(q.answered, 'file')} uploaded.</Text>;
    default:
      return (
        <Stack gap={4}>
          <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
            Latest answers
          </Text>
          <Stack component="ul" gap={4} m={0} pl="md">
            {q.latest.map((answer, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: answers repeat, the order is fixed
              <Text component="li" size="sm" key={i} style={{ overflowWrap: 'anywhere' }}>
                {answer}
              </Text>
            ))}
          </Stack>
        </Stack>
      );
  }
}

/** The Analytics tab of a form: its charts and numbers, and the downloads. */
export function FormAnalyticsPanel(props: { formId: number }) {
  const analytics = useFormAnalytics(props.formId);
  const download = useDownloadAnalytics(props.formId);
  const data = analytics.data;
  const downloading = download.isPending ? download.variables : null;

  return (
    <Stack gap="md">
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Text size="sm" c="dimmed" aria-live="polite">
          {data ? `${plural(data.responses, 'response')} in all` : 'Loading…'}
        </Text>
        <Group gap="xs">
          {(['pdf', 'csv'] as const).map((kind) => (
            <BusyButton
              key={kind}
              size="xs"
              variant="default"
              leftSection={<IconDownload size={14} aria-hidden />}
              busy={downloading === kind}
              busyLabel="Downloading"
              disabled={!data || data.responses === 0}
              onClick={() => download.mutate(kind)}
            >
              {kind === 'pdf' ? 'Download PDF' : 'Download CSV'}
            </BusyButton>
          ))}
        </Group>
      </Group>
      {!data ? (
        <LoadingRows rows={3} h={160} radius="md" label="Loading the analytics" />
      ) : data.responses === 0 || data.questions.length === 0 ? (
        <EmptyState
          icon={<IconChartBar size={24} />}
          title="No responses yet"
          text="Each question's answers show here as charts and numbers once people submit the form."
        />
      ) : (
        data.questions.map((q) => (
          <Paper
            key={q.question_id}
            withBorder
            radius="md"
            p="md"
            component="section"
            aria-labelledby={`analytics-${q.question_id}`}
            style={{ overflow: 'hidden' }}
          >
            <Stack gap="sm">
              <div>
                <Title order={3} size="h5" id={`analytics-${q.question_id}`}>
                  {q.title}
                </Title>
                <Text size="xs" c="dimmed">
                  {q.answered} answered · {q.skipped} skipped
                </Text>
              </div>
              <QuestionBody question={q} />
            </Stack>
          </Paper>
        ))
      )}
    </Stack>
  );
}
