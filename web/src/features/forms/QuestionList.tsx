import type { Question } from '@coachline/contract/forms';
import { questionTypeLabels } from '@coachline/contract/forms';
import { ActionIcon, Badge, Button, Group, Menu, Paper, Stack, Text } from '@mantine/core';
import { IconDots, IconPencil } from '@tabler/icons-react';
import { confirmDelete } from '../../ui/dialogs';
import { SortableList, useSortableRow } from '../../ui/SortableList';
import { useDeleteQuestion, useDuplicateQuestion, useSortQuestions } from './queries';

// A form's questions in the visitor's order, sorted by dragging a question's handle, or from
// the keyboard (focus the handle, Space, the arrows, Space), each move saved (sort-questions).

const titleOf = (question: Question) => question.title || 'Untitled question';

function QuestionRow(props: {
  question: Question;
  number: number;
  canUpdate: boolean;
  canSort: boolean;
  onEdit: () => void;
}) {
  const { question } = props;
  const title = titleOf(question);
  const duplicate = useDuplicateQuestion();
  const remove = useDeleteQuestion();
  const row = useSortableRow({ id: question.id, title, sortable: props.canSort });
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="sm"
      ref={row.ref}
      aria-label={title}
      style={row.style}
    >
      <Group gap="xs" wrap="nowrap" align="flex-start">
        {row.handle}
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Text fw={600} size="sm">
            {props.number}. {title}
          </Text>
          {question.description ? (
            <Text size="xs" c="dimmed" lineClamp={2}>
              {question.description}
            </Text>
          ) : null}
          <Group gap={6}>
            <Badge variant="light" size="sm">
              {questionTypeLabels[question.type]}
            </Badge>
            {question.is_required ? (
              <Badge variant="outline" color="gray.7" size="sm">
                Required
              </Badge>
            ) : null}
          </Group>
        </Stack>
        {props.canUpdate ? (
          <Group gap={4} wrap="nowrap">
            <Button
              variant="light"
              size="compact-sm"
              leftSection={<IconPencil size={14} aria-hidden />}
              onClick={props.onEdit}
              aria-label={`Edit ${title}`}
            >
              Edit
            </Button>
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <ActionIcon variant="subtle" aria-label={`More actions for ${title}`}>
                  <IconDots size={16} aria-hidden />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item onClick={() => duplicate.mutate(question.id)}>Duplicate</Menu.Item>
                <Menu.Item
                  color="red.8"
                  onClick={() =>
                    confirmDelete(`The question ${title} will be deleted with its answers.`, () =>
                      remove.mutate(question.id),
                    )
                  }
                >
                  Delete
                </Menu.Item>
              </Menu.Dropdown>
            </Menu>
          </Group>
        ) : null}
      </Group>
    </Paper>
  );
}

export function QuestionList(props: {
  formId: number;
  questions: readonly Question[];
  canUpdate: boolean;
  onEdit: (question: Question) => void;
}) {
  const sort = useSortQuestions(props.formId);
  return (
    <SortableList
      items={props.questions}
      noun="question"
      titleOf={titleOf}
      label="Questions"
      busy={sort.isPending}
      onSort={(ids, outcome) => sort.mutate(ids, outcome)}
      renderItem={(question, index) => (
        <QuestionRow
          key={question.id}
          question={question}
          number={index + 1}
          canUpdate={props.canUpdate}
          canSort={props.canUpdate && props.questions.length > 1}
          onEdit={() => props.onEdit(question)}
        />
      )}
    />
  );
}
