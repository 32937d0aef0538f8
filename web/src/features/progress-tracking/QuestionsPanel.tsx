import type {
  ProgressTracking,
  progressCategory,
  progressSection,
} from '@coachline/contract/progress-tracking';
import { Alert, Badge, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import type { z } from 'zod';
import { useAbilities } from '../../app/abilities';
import { confirmDelete } from '../../ui/dialogs';
import { RowAction } from '../../ui/RowActions';
import { SortableList } from '../../ui/SortableList';
import {
  type CategoryEdit,
  CategoryModal,
  type QuestionEdit,
  QuestionModal,
  questionTypeLabels,
  relationLabels,
  type SectionEdit,
  SectionModal,
} from './QuestionDialogs';
import {
  useDeleteCategory,
  useDeleteQuestion,
  useDeleteSection,
  useSections,
  useSortCategories,
  useSortQuestions,
  useSortSections,
} from './queries';
import { SortableItem } from './SortableItem';

// The Questions tab: the metrics every check-in asks (categories: a unit, and whether progress
// is down or up), then the question sections with their questions. Each list is sorted by its
// handles or the keyboard (shown at once, put back when the save fails).

type Category = z.output<typeof progressCategory>;
type Section = z.output<typeof progressSection>;

function CategoryList(props: { trackingId: number; categories: Category[] }) {
  const { trackingId, categories } = props;
  const canUpdate = useAbilities('progress-tracking').update;
  const sort = useSortCategories(trackingId);
  const remove = useDeleteCategory();
  const [edit, setEdit] = useState<CategoryEdit | null>(null);
  return (
    <Stack gap="sm" component="section" aria-labelledby="progress-categories">
      <Group justify="space-between">
        <Title order={2} size="h4" id="progress-categories">
          Metrics
        </Title>
        {canUpdate ? (
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setEdit({ name: '', unit: '', relation: 'decrease' })}
          >
            Add category
          </Button>
        ) : null}
      </Group>
      {categories.length === 0 ? (
        <Text size="sm" c="dimmed">
          No metrics yet: add what your clients measure (weight, waist, hips…).
        </Text>
      ) : (
        <SortableList
          items={categories}
          noun="category"
          titleOf={(c) => c.name}
          label="Categories"
          busy={sort.isPending}
          onSort={(ids, outcome) => sort.mutate(ids, outcome)}
          renderItem={(c) => (
            <SortableItem
              key={c.id}
              id={c.id}
              title={c.name}
              details={`${c.unit || 'No unit'} · should ${relationLabels[c.relation].toLowerCase()}`}
              sortable={canUpdate && categories.length > 1}
              onEdit={
                canUpdate
                  ? () => setEdit({ id: c.id, name: c.name, unit: c.unit, relation: c.relation })
                  : null
              }
              onDelete={
                canUpdate
                  ? () =>
                      confirmDelete(
                        `The category ${c.name} will be deleted with every contact’s goals and values of it.`,
                        () => remove.mutate(c.id),
                      )
                  : null
              }
            />
          )}
        />
      )}
      <CategoryModal trackingId={trackingId} edit={edit} onClose={() => setEdit(null)} />
    </Stack>
  );
}

function SectionQuestions(props: {
  section: Section;
  canUpdate: boolean;
  onEdit: (edit: QuestionEdit) => void;
}) {
  const { section, canUpdate } = props;
  const sort = useSortQuestions(section.id);
  const remove = useDeleteQuestion();
  if (section.questions.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No questions in this section yet.
      </Text>
    );
  return (
    <SortableList
      items={section.questions}
      noun="question"
      titleOf={(q) => q.label}
      label={`Questions of ${section.name}`}
      busy={sort.isPending}
      onSort={(ids, outcome) => sort.mutate(ids, outcome)}
      renderItem={(q) => (
        <SortableItem
          key={q.id}
          id={q.id}
          title={q.label}
          details={
            <Group gap={4}>
              <Badge size="xs" variant="light">
                {questionTypeLabels[q.type]}
              </Badge>
              {q.type === 'number' && q.unit ? <span>{q.unit}</span> : null}
              {q.required ? <span>· required</span> : null}
            </Group>
          }
          sortable={canUpdate && section.questions.length > 1}
          onEdit={canUpdate ? () => props.onEdit({ ...q, section_id: section.id }) : null}
          onDelete={
            canUpdate
              ? () =>
                  confirmDelete(`The question ${q.label} will be deleted.`, () =>
                    remove.mutate(q.id),
                  )
              : null
          }
        />
      )}
    />
  );
}

function SectionList(props: { trackingId: number }) {
  const { trackingId } = props;
  const canUpdate = useAbilities('progress-tracking').update;
  const sections = useSections(trackingId);
  const sort = useSortSections(trackingId);
  const remove = useDeleteSection();
  const [section, setSection] = useState<SectionEdit | null>(null);
  const [question, setQuestion] = useState<QuestionEdit | null>(null);
  const rows = sections.data ?? [];
  return (
    <Stack gap="sm" component="section" aria-labelledby="progress-sections">
      <Group justify="space-between">
        <Title order={2} size="h4" id="progress-sections">
          Questions
        </Title>
        {canUpdate ? (
          <Button
            variant="light"
            leftSection={<IconPlus size={16} aria-hidden />}
            onClick={() => setSection({ name: '' })}
          >
            Add section
          </Button>
        ) : null}
      </Group>
      {sections.isLoading ? (
        <Skeleton role="status" h={120} aria-label="Loading question sections" />
      ) : sections.isError ? (
        <Alert color="red">The question sections could not be loaded.</Alert>
      ) : rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          No questions yet: add a section (“Your week”), then its questions — a number, a text, a
          photo or a scale from 1 to 10.
        </Text>
      ) : (
        <SortableList
          items={rows}
          noun="section"
          titleOf={(s) => s.name}
          label="Question sections"
          busy={sort.isPending}
          onSort={(ids, outcome) => sort.mutate(ids, outcome)}
          renderItem={(s) => (
            <SortableItem
              key={s.id}
              id={s.id}
              title={s.name}
              sortable={canUpdate && rows.length > 1}
              extra={
                canUpdate ? (
                  <RowAction
                    label={`Add question to ${s.name}`}
                    icon={<IconPlus size={14} aria-hidden />}
                    onClick={() =>
                      setQuestion({
                        section_id: s.id,
                        type: 'number',
                        label: '',
                        unit: '',
                        required: false,
                      })
                    }
                  />
                ) : null
              }
              onEdit={canUpdate ? () => setSection({ id: s.id, name: s.name }) : null}
              onDelete={
                canUpdate
                  ? () =>
                      confirmDelete(
                        `The section ${s.name} will be deleted with its questions.`,
                        () => remove.mutate(s.id),
                      )
                  : null
              }
            >
              <SectionQuestions section={s} canUpdate={canUpdate} onEdit={setQuestion} />
            </SortableItem>
          )}
        />
      )}
      <SectionModal trackingId={trackingId} edit={section} onClose={() => setSection(null)} />
      <QuestionModal edit={question} onClose={() => setQuestion(null)} />
    </Stack>
  );
}

export function QuestionsPanel(props: { tracking: ProgressTracking; categories: Category[] }) {
  return (
    <Stack gap="xl">
      <CategoryList trackingId={props.tracking.id} categories={props.categories} />
      <SectionList trackingId={props.tracking.id} />
    </Stack>
  );
}
