import { type PlaybookQuestion, questionToFaqBody } from '@coachline/contract/playbooks';
import { Badge, Group, Paper, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconMessageQuestion, IconTrash } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { DateTime } from '../../ui/DateTime';
import { confirmDelete } from '../../ui/dialogs';
import { EmptyState } from '../../ui/EmptyState';
import { FormModal } from '../../ui/FormModal';
import { ListFooter } from '../../ui/ListFooter';
import { LoadingRows } from '../../ui/LoadingRows';
import { RowAction, RowActions } from '../../ui/RowActions';
import { useContractForm } from '../../ui/useContractForm';
import { useDeleteQuestions, usePlaybookQuestions, useQuestionToFaq } from './queries';

// Questions contacts asked from the playbook (in the client portal), newest first: each is
// answered by turning it into an FAQ entry (as asked or reworded), or deleted.

function AnswerModal(props: { question: PlaybookQuestion | null; onClose: () => void }) {
  const { question } = props;
  const answer = useQuestionToFaq();
  const form = useContractForm(questionToFaqBody, { answer: '' });
  useEffect(() => {
    if (question) form.reset({ question_id: question.id, question: question.question, answer: '' });
  }, [question, form]);
  return (
    <FormModal
      opened={question !== null}
      onClose={props.onClose}
      title="Answer in the FAQ"
      form={form}
      send={(body, outcome) => answer.mutate(body, outcome)}
      submitLabel="Add to FAQ"
      busyLabel="Adding"
      busy={answer.isPending}
    >
      <TextInput
        label="Question"
        description="As the contact asked it, or reworded for everyone."
        error={form.formState.errors.question?.message}
        {...form.register('question')}
      />
      <Textarea
        label="Answer"
        aria-required
        autosize
        minRows={3}
        data-autofocus
        error={form.formState.errors.answer?.message}
        {...form.register('answer')}
      />
    </FormModal>
  );
}

export function PlaybookQuestionsPanel(props: { playbookId: number }) {
  const [page, setPage] = useState(1);
  const list = usePlaybookQuestions(props.playbookId, page);
  const remove = useDeleteQuestions();
  const [answering, setAnswering] = useState<PlaybookQuestion | null>(null);
  if (list.isPending) return <LoadingRows rows={3} h={60} label="Loading the questions" />;
  const rows = list.data?.data ?? [];
  return (
    <Stack gap="sm">
      {!list.data || rows.length === 0 ? (
        <EmptyState
          icon={<IconMessageQuestion size={24} />}
          title="No questions yet"
          text="When contacts ask a question from a step, it shows here to answer in the FAQ."
        />
      ) : (
        <>
          <Stack component="ul" gap="xs" p={0} m={0} aria-label="Questions from contacts">
            {rows.map((q) => (
              <Paper
                key={q.id}
                withBorder
                p="sm"
                radius="sm"
                component="li"
                style={{ listStyle: 'none' }}
              >
                <Group justify="space-between" wrap="nowrap" align="flex-start">
                  <Stack gap={2}>
                    <Text size="sm" fw={600}>
                      {q.question}
                    </Text>
                    <Text size="xs" c="dimmed" component="div">
                      {q.contact_name ?? 'A former contact'}
                      {q.step_title ? ` · ${q.step_title}` : ''} ·{' '}
                      <DateTime value={q.created_at} size="xs" />
                    </Text>
                  </Stack>
                  <RowActions>
                    {q.faq_id ? (
                      <Badge variant="light" color="teal">
                        In the FAQ
                      </Badge>
                    ) : (
                      <RowAction
                        size="sm"
                        label={`Answer "${q.question}" in the FAQ`}
                        icon={<IconMessageQuestion size={14} aria-hidden />}
                        onClick={() => setAnswering(q)}
                      />
                    )}
                    <RowAction
                      size="sm"
                      label={`Delete "${q.question}"`}
                      icon={<IconTrash size={14} aria-hidden />}
                      danger
                      onClick={() =>
                        confirmDelete('The question will be deleted.', () =>
                          remove.mutate({ playbook_id: props.playbookId, question_ids: [q.id] }),
                        )
                      }
                    />
                  </RowActions>
                </Group>
              </Paper>
            ))}
          </Stack>
          <ListFooter list={list.data} onPage={setPage} label="Question pages" />
        </>
      )}
      <AnswerModal question={answering} onClose={() => setAnswering(null)} />
    </Stack>
  );
}
