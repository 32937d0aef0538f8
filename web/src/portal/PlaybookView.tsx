import type { PortalStep } from '@coachline/contract/portal';
import {
  Alert,
  Anchor,
  Button,
  Group,
  Image,
  Paper,
  Progress,
  Skeleton,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { PortalError } from './api';
import { Failed, messageOf, SafeHtml } from './bits';
import classes from './portal.module.css';
import { useAskQuestion, useCompleteStep, usePlaybook } from './queries';

function Step(props: { step: PortalStep; index: number; done: boolean; playbook: number }) {
  const { step } = props;
  const complete = useCompleteStep(props.playbook);
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={step.title}>
      <Group justify="space-between" wrap="nowrap" mb="xs">
        <Title order={3} size="h5">
          {props.index + 1}. {step.title}
        </Title>
        {props.done && <IconCheck color="green" aria-label="Done" />}
      </Group>
      {step.image && <Image src={step.image} alt="" radius="sm" mb="sm" />}
      <SafeHtml className={classes.content} html={step.content} />
      {step.tabs.map((tab) => (
        <details key={tab.id}>
          <summary>{tab.title}</summary>
          <SafeHtml className={classes.content} html={tab.content} />
        </details>
      ))}
      {!props.done && (
        <Button
          mt="sm"
          variant="light"
          loading={complete.isPending}
          onClick={() => complete.mutate(step.id)}
        >
          Mark as done
        </Button>
      )}
    </Paper>
  );
}

function AskQuestion({ playbook }: { playbook: number }) {
  const ask = useAskQuestion(playbook);
  const [question, setQuestion] = useState('');
  const fieldErrors = ask.error instanceof PortalError ? ask.error.fieldErrors : {};
  const submit = (event: FormEvent) => {
    event.preventDefault();
    ask.mutate({ question }, { onSuccess: () => setQuestion('') });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <Textarea
          label="Ask your coach a question"
          value={question}
          onChange={(e) => setQuestion(e.currentTarget.value)}
          autosize
          minRows={2}
          maxLength={1000}
          error={
            fieldErrors.question ??
            (ask.error && !fieldErrors.question ? messageOf(ask.error) : undefined)
          }
        />
        {ask.isSuccess && (
          <Text c="green" size="sm" role="status">
            {ask.data.message}
          </Text>
        )}
        <Button type="submit" loading={ask.isPending} style={{ alignSelf: 'flex-start' }}>
          Send question
        </Button>
      </Stack>
    </form>
  );
}

/** A playbook the coach shared: its steps in order, marked done one by one. */
export function PlaybookView({ id }: { id: number }) {
  const playbook = usePlaybook(id);
  if (playbook.isPending) return <Skeleton h={240} role="status" aria-label="Loading" />;
  if (playbook.error) return <Failed error={playbook.error} retry={() => playbook.refetch()} />;
  const p = playbook.data.playbook;
  const done = new Set(p.completed_step_ids);
  const percent = p.steps.length ? Math.round((done.size / p.steps.length) * 100) : 0;
  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          {p.title}
        </Title>
        <Progress value={percent} mt="xs" aria-label={`${percent}% done`} />
        <Text size="xs" c="dimmed" mt={4}>
          {done.size} of {p.steps.length} steps done
        </Text>
      </div>
      {p.buttons.length > 0 && (
        <Group gap="xs">
          {p.buttons.map((b) => (
            <Button
              key={b.id}
              component="a"
              href={b.url}
              color={b.color || undefined}
              {...(b.open_in_new_tab ? { target: '_blank', rel: 'noopener' } : {})}
            >
              {b.label}
            </Button>
          ))}
        </Group>
      )}
      {p.steps.length === 0 && <Alert>This playbook has no steps yet.</Alert>}
      {p.steps.map((step, index) => (
        <Step key={step.id} step={step} index={index} done={done.has(step.id)} playbook={p.id} />
      ))}
      {p.downloads.length > 0 && (
        <Stack gap={4} component="section" aria-label="Downloads">
          <Title order={2} size="h4">
            Downloads
          </Title>
          {p.downloads.map((d) => (
            <Anchor key={d.id} href={d.url} target="_blank" rel="noopener">
              {d.title}
            </Anchor>
          ))}
        </Stack>
      )}
      {p.faqs.length > 0 && (
        <Stack gap="xs" component="section" aria-label="Questions and answers">
          <Title order={2} size="h4">
            Questions and answers
          </Title>
          {p.faqs.map((f) => (
            <details key={f.id}>
              <summary>{f.question}</summary>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {f.answer}
              </Text>
            </details>
          ))}
        </Stack>
      )}
      {p.allow_questions && <AskQuestion playbook={p.id} />}
    </Stack>
  );
}
