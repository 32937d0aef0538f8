import { editTemplateBody, type Template } from '@coachline/contract/templates';
import {
  Badge,
  Box,
  Button,
  Drawer,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSend } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { BusyButton } from '../../ui/BusyButton';
import { confirmAction } from '../../ui/dialogs';
import { FormServerError } from '../../ui/FormFields';
import { onInvalidSubmit, serverErrorsTo } from '../../ui/forms';
import { useContractForm } from '../../ui/useContractForm';
import { SmsLengthNote } from '../messaging/SmsLengthNote';
import { TokenTextField } from '../messaging/TokenTextField';
import { useEditTemplate, useEmailPreview, useSendTest, useSmsPreview } from './queries';
import { RichBodyEditor } from './RichBodyEditor';

// The template editor (a drawer over the library): the name, then what the template's kind
// holds. Email: a subject and a rich-text body with a live preview in sample values; SMS: a
// text with its segment count; voice: a script; content: a rich-text page.

const useEditorForm = (template: Template) =>
  useContractForm(editTemplateBody, {
    template_id: template.id,
    name: template.name,
    subject: template.subject,
    body: template.body,
  });
type EditorForm = ReturnType<typeof useEditorForm>;

/** The email as a contact reads it, tokens filled with sample values. */
function EmailPreview(props: { subject: string; body: string }) {
  const preview = useEmailPreview();
  const [wanted] = useDebouncedValue(props, 500);
  const { mutate } = preview;
  useEffect(() => {
    if (wanted.subject.trim() && wanted.body.trim()) mutate(wanted);
  }, [wanted, mutate]);
  const shown = wanted.subject.trim() && wanted.body.trim() ? preview.data : undefined;
  return (
    <Paper withBorder radius="md" p="sm" aria-label="Preview" component="section">
      <Title order={3} size="h5" mb={4}>
        Preview
      </Title>
      <Text size="xs" c="dimmed" mb="xs">
        With sample values for the contact and your company’s own.
      </Text>
      {shown ? (
        <Stack gap="xs">
          <Text size="sm" fw={600} data-testid="preview-subject">
            {shown.subject}
          </Text>
          <Box
            component="iframe"
            title="Email preview"
            // No scripts, no forms: the body is shown, never run.
            sandbox=""
            srcDoc={shown.body}
            w="100%"
            h={360}
            style={{ border: 0, background: 'white' }}
          />
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          Write a subject and a body to see the email here.
        </Text>
      )}
    </Paper>
  );
}

function SmsPreview(props: { text: string }) {
  const preview = useSmsPreview();
  const [text] = useDebouncedValue(props.text, 500);
  const { mutate } = preview;
  useEffect(() => {
    if (text.trim()) mutate({ message: text });
  }, [text, mutate]);
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-label="Preview">
      <Title order={3} size="h5" mb="xs">
        Preview
      </Title>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
        {text.trim() && preview.data ? preview.data.message : 'Write the message to see it here.'}
      </Text>
    </Paper>
  );
}

function EditorFields(props: { template: Template; form: EditorForm }) {
  const { template, form } = props;
  const [subject = '', body = ''] = useWatch({ control: form.control, name: ['subject', 'body'] });
  const errors = form.formState.errors;
  const richBody = (label: string) => (
    <Controller
      control={form.control}
      name="body"
      render={({ field }) => (
        <RichBodyEditor
          label={label}
          value={field.value ?? ''}
          onChange={field.onChange}
          error={errors.body?.message}
        />
      )}
    />
  );
  switch (template.type) {
    case 'email':
      return (
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
          <Stack gap="sm">
            <TokenTextField form={form} name="subject" label="Subject" maxLength={255} />
            {richBody('Email body')}
          </Stack>
          <EmailPreview subject={subject} body={body} />
        </SimpleGrid>
      );
    case 'sms':
      return (
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
          <Stack gap="xs">
            <TokenTextField form={form} name="body" label="Message" multiline />
            <SmsLengthNote text={body} />
          </Stack>
          <SmsPreview text={body} />
        </SimpleGrid>
      );
    case 'voice':
      return (
        <TokenTextField
          form={form}
          name="body"
          label="Script"
          multiline
          description="What to say on the call; voice templates are kept here to read from."
        />
      );
    case 'content':
      return richBody('Page content');
  }
}

/** "Send test to me": the template as it stands, sample values filled in, to the user. */
function SendTestButton(props: { template: Template; form: EditorForm }) {
  const test = useSendTest();
  const { form, template } = props;
  if (template.type !== 'email' && template.type !== 'sms') return null;
  const send = form.handleSubmit(
    (values) =>
      test.mutate(
        template.type === 'email'
          ? { email: { subject: values.subject, body: values.body } }
          : { sms: { message: values.body } },
        { onError: serverErrorsTo(form) },
      ),
    onInvalidSubmit,
  );
  return (
    <BusyButton
      variant="default"
      leftSection={<IconSend size={16} aria-hidden />}
      busy={test.isPending}
      busyLabel="Sending"
      onClick={send}
    >
      Send test to me
    </BusyButton>
  );
}

export function TemplateEditor(props: { template: Template; onClose: () => void }) {
  const { template, onClose } = props;
  const save = useEditTemplate();
  const form = useEditorForm(template);
  const close = () => {
    if (!form.formState.isDirty) return onClose();
    confirmAction({
      text: 'Your changes to this template are not saved. Leave without saving?',
      confirmLabel: 'Leave',
      onConfirm: onClose,
    });
  };
  const submit = form.handleSubmit(
    (values) =>
      save.mutate(values, {
        onSuccess: (res) =>
          form.reset({
            template_id: res.template.id,
            name: res.template.name,
            subject: res.template.subject,
            body: res.template.body,
          }),
        onError: serverErrorsTo(form),
      }),
    onInvalidSubmit,
  );
  return (
    <Drawer
      opened
      onClose={close}
      position="right"
      size="90rem"
      title={
        <Group gap="xs">
          <Text fw={600}>Edit template</Text>
          <Badge variant="light">{template.type}</Badge>
        </Group>
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label="Name"
            maxLength={100}
            error={form.formState.errors.name?.message}
            {...form.register('name')}
          />
          <EditorFields template={template} form={form} />
          <FormServerError error={form.formState.errors.root?.server} />
          <Group
            justify="space-between"
            pos="sticky"
            bottom={0}
            py="sm"
            bg="var(--mantine-color-body)"
            style={{ borderTop: '1px solid var(--mantine-color-default-border)', zIndex: 2 }}
          >
            <SendTestButton template={template} form={form} />
            <Group gap="xs">
              <Button variant="default" onClick={close}>
                Close editor
              </Button>
              <BusyButton type="submit" busy={save.isPending} busyLabel="Saving">
                Save template
              </BusyButton>
            </Group>
          </Group>
        </Stack>
      </form>
    </Drawer>
  );
}
