import {
  type FormDetails,
  type Question,
  type UpdateFormBody,
  updateFormBody,
} from '@coachline/contract/forms';
import { dbIdText } from '@coachline/contract/ids';
import { buildPath } from '@coachline/contract/routes';
import {
  Alert,
  Anchor,
  Button,
  Grid,
  Group,
  Paper,
  Skeleton,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { IconForms, IconPlus } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { Link, Navigate, useParams } from 'react-router';
import { useAbilities } from '../../app/abilities';
import { BusyButton } from '../../ui/BusyButton';
import { CopyValue } from '../../ui/CopyValue';
import { EmptyState } from '../../ui/EmptyState';
import { FormServerError } from '../../ui/FormFields';
import { FormFieldset } from '../../ui/FormFieldset';
import { onInvalidSubmit, serverErrorsTo } from '../../ui/forms';
import { LoadingRows } from '../../ui/LoadingRows';
import { PageHeader } from '../../ui/PageHeader';
import { SaveBar } from '../../ui/SaveBar';
import { useContractForm } from '../../ui/useContractForm';
import { useLeavePrompt } from '../../ui/useLeavePrompt';
import { type DesignForm, FormDesign } from './FormDesign';
import { FormPreview } from './FormPreview';
import { QuestionEditor } from './QuestionEditor';
import { QuestionList } from './QuestionList';
import { useFormDetails, useQuestions, useUpdateForm } from './queries';
import { FormRespondentsPanel } from './responses/FormRespondentsPanel';

// The charts stay out of the editor's chunk until the Analytics tab opens.
const FormAnalyticsPanel = lazy(() =>
  import('./responses/FormAnalyticsPanel').then((m) => ({ default: m.FormAnalyticsPanel })),
);

// The form editor (001 §2 FormEdit, §3 Form; UX.md: a long editor is a page with a sticky save
// bar). Questions are saved one by one as they are added, edited, duplicated, deleted or
// sorted; the design is one form saved from the bar, and leaving with its changes unsaved asks
// first. The preview beside them is the form as a visitor will see it, as it is being edited.

/** The design of a form as the update call takes it. */
function designOf(form: FormDetails): UpdateFormBody {
  const { is_disabled: _, disable_message: __, ...design } = form.settings;
  return { ...design, title: form.title };
}

function PublicLink(props: { url: string }) {
  return (
    <Group gap={4} wrap="nowrap" maw="100%">
      <Text size="sm" c="dimmed" style={{ flexShrink: 0 }}>
        Public link:
      </Text>
      <Anchor href={props.url} target="_blank" rel="noreferrer" size="sm" truncate>
        {props.url}
      </Anchor>
      <CopyValue value={props.url} label="public link" />
    </Group>
  );
}

function Questions(props: { formId: number; canUpdate: boolean }) {
  const questions = useQuestions(props.formId);
  const [editing, setEditing] = useState<{ question: Question | null } | null>(null);
  const rows = questions.data ?? [];
  const add = () => setEditing({ question: null });
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={2} size="h4">
          Questions
        </Title>
        {props.canUpdate ? (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={add}>
            Add question
          </Button>
        ) : null}
      </Group>
      {questions.isLoading ? (
        <Stack gap="xs" aria-busy aria-label="Loading the questions">
          <Skeleton h={64} radius="md" />
          <Skeleton h={64} radius="md" />
        </Stack>
      ) : questions.isError ? (
        <Alert color="red">The questions could not be loaded.</Alert>
      ) : rows.length === 0 ? (
        <Paper withBorder radius="md">
          <EmptyState
            icon={<IconForms size={24} />}
            title="No questions yet"
            text="Ask what you need to know: text, choices, a rating, a date or a file."
            action={
              props.canUpdate ? <Button onClick={add}>Add the first question</Button> : undefined
            }
          />
        </Paper>
      ) : (
        <QuestionList
          formId={props.formId}
          questions={rows}
          canUpdate={props.canUpdate}
          onEdit={(question) => setEditing({ question })}
        />
      )}
      <QuestionEditor
        formId={props.formId}
        opened={editing !== null}
        question={editing?.question ?? null}
        onClose={() => setEditing(null)}
      />
    </Stack>
  );
}

function Preview(props: { form: DesignForm; formId: number }) {
  const values = useWatch({ control: props.form.control });
  const questions = useQuestions(props.formId);
  const { title, ...settings } = values;
  return <FormPreview title={title ?? ''} settings={settings} questions={questions.data ?? []} />;
}

function Editor(props: { form: FormDetails }) {
  const { form: details } = props;
  const abilities = useAbilities('forms');
  const update = useUpdateForm(details.id);
  const form = useContractForm(updateFormBody, designOf(details));
  const [tab, setTab] = useState<string | null>('questions');
  const dirty = form.formState.isDirty;
  useLeavePrompt(abilities.update && dirty);
  // A question's save reloads the form (its counts): the design being typed stays.
  useEffect(() => {
    if (!form.formState.isDirty) form.reset(designOf(details));
  }, [details, form]);

  const submit = form.handleSubmit(
    (body) =>
      update.mutate(body, {
        onSuccess: (res) => form.reset(designOf(res.form)),
        onError: serverErrorsTo(form),
      }),
    onInvalidSubmit,
  );

  return (
    <>
      <Stack gap="md" pb="md">
        <PageHeader
          title={details.title}
          description="Its questions and how it looks, with a preview as visitors see it."
        />
        <PublicLink url={details.public_url} />
        <Tabs value={tab} onChange={setTab} keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="questions">Questions</Tabs.Tab>
            <Tabs.Tab value="design">Design</Tabs.Tab>
            <Tabs.Tab value="respondents">Respondents</Tabs.Tab>
            <Tabs.Tab value="analytics">Analytics</Tabs.Tab>
          </Tabs.List>
          {tab === 'questions' || tab === 'design' ? (
            <Grid gutter="md">
              <Grid.Col span={{ base: 12, lg: 7 }}>
                <Tabs.Panel value="questions">
                  <Questions formId={details.id} canUpdate={abilities.update} />
                </Tabs.Panel>
                <Tabs.Panel value="design">
                  <form onSubmit={submit} noValidate aria-label="Form design">
                    <FormFieldset disabled={!abilities.update}>
                      <FormDesign form={form} />
                    </FormFieldset>
                    <FormServerError error={form.formState.errors.root?.server} />
                  </form>
                </Tabs.Panel>
              </Grid.Col>
              <Grid.Col span={{ base: 12, lg: 5 }}>
                <Stack gap="xs" pos="sticky" top={72}>
                  <Title order={2} size="h4">
                    Preview
                  </Title>
                  <Preview form={form} formId={details.id} />
                </Stack>
              </Grid.Col>
            </Grid>
          ) : null}
          <Tabs.Panel value="respondents">
            <FormRespondentsPanel formId={details.id} />
          </Tabs.Panel>
          <Tabs.Panel value="analytics">
            <Suspense fallback={<LoadingRows rows={3} h={160} label="Loading the analytics" />}>
              <FormAnalyticsPanel formId={details.id} />
            </Suspense>
          </Tabs.Panel>
        </Tabs>
      </Stack>
      <SaveBar dirty={dirty}>
        <Button variant="default" component={Link} to={buildPath('FormIndex')}>
          Back to forms
        </Button>
        {abilities.update ? (
          <BusyButton busy={update.isPending} busyLabel="Saving" onClick={() => void submit()}>
            Save design
          </BusyButton>
        ) : null}
      </SaveBar>
    </>
  );
}

export function FormEditPage() {
  const parsed = dbIdText.safeParse(useParams().form);
  const id = parsed.success ? parsed.data : null;
  const details = useFormDetails(id);
  if (id === null || details.data === null) return <Navigate to={buildPath('Error-404')} replace />;
  if (details.isError) return <Alert color="red">The form could not be loaded.</Alert>;
  if (!details.data)
    return (
      <Stack gap="md" role="status" aria-busy="true" aria-label="Loading the form">
        <Skeleton h={48} w="40%" />
        <Skeleton h={480} radius="md" />
      </Stack>
    );
  return <Editor key={details.data.id} form={details.data} />;
}
