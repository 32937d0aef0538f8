import {
  formMessages,
  longAnswerMax,
  maxFormUploadBytes,
  ratingMaxDefault,
  shortAnswerMax,
} from '@coachline/contract/forms';
import {
  Button,
  Checkbox,
  Group,
  Input,
  NativeSelect,
  Radio,
  Stack,
  Text,
  Textarea,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { type Control, Controller } from 'react-hook-form';
import { isApiError } from '../../../api/client';
import {
  type AnswerField,
  answerField,
  type FillValues,
  type PublicQuestion,
  type UploadedAnswer,
} from './answers';
import { useUploadAnswer } from './queries';

// One question of the public form as an input people can reach by keyboard and screen reader:
// its title is the label, its description the help under it, its error linked to the input
// (aria-describedby), required ones marked. Each input carries the answer's field name, so the
// first error on the page is scrolled to and focused.

type FieldProps = {
  question: PublicQuestion;
  value: AnswerField;
  onChange: (value: AnswerField) => void;
  onBlur: () => void;
  error: string | undefined;
  accent: string;
  formKey: string;
  onUploading: (busy: boolean) => void;
};

const idOf = (question: PublicQuestion) => `question-${question.id}`;

/** A group's label: its asterisk is hidden from screen readers, so they hear "required". */
function groupLabel(question: PublicQuestion): ReactNode {
  return (
    <>
      {question.title}
      {question.is_required ? <VisuallyHidden> (required)</VisuallyHidden> : null}
    </>
  );
}

/** The ids a group of inputs is described by, as Input.Wrapper names them. */
function describedBy(question: PublicQuestion, error: string | undefined): string | undefined {
  const ids = [
    error ? `${idOf(question)}-error` : null,
    question.description ? `${idOf(question)}-description` : null,
  ].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}

const text = (value: AnswerField): string => (typeof value === 'string' ? value : '');

function FileAnswer(props: FieldProps) {
  const { question } = props;
  const upload = useUploadAnswer(props.formKey);
  const [problem, setProblem] = useState<string | null>(null);
  const file = props.value as UploadedAnswer | null;
  const id = idOf(question);

  const choose = (picked: File | undefined) => {
    setProblem(null);
    if (!picked) return;
    if (picked.size > maxFormUploadBytes) {
      setProblem(formMessages.uploadTooLarge);
      return;
    }
    props.onUploading(true);
    upload.mutate(
      { questionId: question.id, file: picked },
      {
        onSuccess: (res) => props.onChange({ upload: res.upload, name: res.name }),
        onError: (error) => {
          const fields = isApiError(error) ? Object.values(error.fieldErrors) : [];
          const body = isApiError(error) ? (error.body as { message?: unknown }) : {};
          setProblem(
            fields[0] ??
              (typeof body?.message === 'string' ? body.message : formMessages.answerUpload),
          );
        },
        onSettled: () => props.onUploading(false),
      },
    );
  };

  const error = props.error ?? problem ?? undefined;
  return (
    <Input.Wrapper
      id={id}
      label={question.title}
      description={question.description || undefined}
      error={error}
      required={question.is_required}
    >
      {file ? (
        <Group gap="xs" mt={4} wrap="nowrap">
          <IconPaperclip size={16} aria-hidden />
          <Text size="sm" truncate style={{ minWidth: 0 }}>
            {file.name}
          </Text>
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => props.onChange(null)}
            aria-label={`Remove ${file.name}`}
          >
            Remove
          </Button>
        </Group>
      ) : (
        <Stack gap={4} mt={4}>
          <input
            id={id}
            name={answerField(question.id)}
            type="file"
            required={question.is_required}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(question, error)}
            disabled={upload.isPending}
            onChange={(event) => choose(event.currentTarget.files?.[0])}
            onBlur={props.onBlur}
          />
          {upload.isPending ? (
            <Text size="sm" c="dimmed" role="status">
              Uploading…
            </Text>
          ) : null}
        </Stack>
      )}
    </Input.Wrapper>
  );
}

function AnswerInput(props: FieldProps) {
  const { question, error } = props;
  const name = answerField(question.id);
  const common = {
    id: idOf(question),
    name,
    label: question.title,
    description: question.description || undefined,
    error,
    required: question.is_required,
    onBlur: props.onBlur,
  };
  const textChange = (event: { currentTarget: { value: string } }) =>
    props.onChange(event.currentTarget.value);

  switch (question.type) {
    case 'short_text':
      return (
        <TextInput
          {...common}
          value={text(props.value)}
          onChange={textChange}
          maxLength={shortAnswerMax}
        />
      );
    case 'long_text':
      return (
        <Textarea
          {...common}
          value={text(props.value)}
          onChange={textChange}
          autosize
          minRows={3}
          maxRows={12}
          maxLength={longAnswerMax}
        />
      );
    case 'email':
      return (
        <TextInput
          {...common}
          type="email"
          inputMode="email"
          autoComplete="email"
          value={text(props.value)}
          onChange={textChange}
          maxLength={254}
        />
      );
    case 'phone':
      return (
        <TextInput
          {...common}
          type="tel"
          autoComplete="tel"
          value={text(props.value)}
          onChange={textChange}
          maxLength={40}
        />
      );
    case 'number':
      return (
        <TextInput
          {...common}
          type="number"
          step="any"
          inputMode="decimal"
          value={text(props.value)}
          onChange={textChange}
        />
      );
    case 'date':
      return <TextInput {...common} type="date" value={text(props.value)} onChange={textChange} />;
    case 'dropdown':
      return (
        <NativeSelect
          {...common}
          value={text(props.value)}
          onChange={textChange}
          data={[{ value: '', label: 'Choose an option' }, ...question.options]}
        />
      );
    case 'single_choice':
    case 'yes_no':
    case 'rating': {
      // A rating is one of 1 to max, as radios in a row: native radios keep the arrow keys.
      const options =
        question.type === 'yes_no'
          ? ['Yes', 'No'].map((label) => ({ value: label.toLowerCase(), label }))
          : question.type === 'rating'
            ? Array.from({ length: question.max ?? ratingMaxDefault }, (_, i) => ({
                value: String(i + 1),
                label: String(i + 1),
              }))
            : question.options.map((o) => ({ value: o, label: o }));
      const Layout = question.type === 'single_choice' ? Stack : Group;
      return (
        <Radio.Group
          {...common}
          label={groupLabel(question)}
          required={false}
          withAsterisk={question.is_required}
          value={text(props.value)}
          onChange={props.onChange}
        >
          <Layout gap={question.type === 'single_choice' ? 'xs' : 'lg'} pt={6}>
            {options.map((o) => (
              <Radio
                key={o.value}
                value={o.value}
                label={o.label}
                color={props.accent}
                onBlur={props.onBlur}
              />
            ))}
          </Layout>
        </Radio.Group>
      );
    }
    case 'multiple_choice':
      return (
        <Checkbox.Group
          {...common}
          label={groupLabel(question)}
          required={false}
          withAsterisk={question.is_required}
          value={Array.isArray(props.value) ? props.value : []}
          onChange={props.onChange}
        >
          <Stack gap="xs" pt={6}>
            {question.options.map((o) => (
              <Checkbox
                key={o}
                value={o}
                label={o}
                name={name}
                color={props.accent}
                onBlur={props.onBlur}
              />
            ))}
          </Stack>
        </Checkbox.Group>
      );
    case 'file_upload':
      return <FileAnswer {...props} />;
  }
}

/** A question bound to its answer in the form. */
export function QuestionField(props: {
  question: PublicQuestion;
  control: Control<FillValues>;
  accent: string;
  formKey: string;
  onUploading: (busy: boolean) => void;
}) {
  return (
    <Controller
      control={props.control}
      name={answerField(props.question.id)}
      render={({ field, fieldState }) => (
        <AnswerInput
          question={props.question}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
          accent={props.accent}
          formKey={props.formKey}
          onUploading={props.onUploading}
        />
      )}
    />
  );
}
