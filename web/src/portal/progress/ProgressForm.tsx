import {
  Chip,
  Group,
  Input,
  NumberInput,
  Paper,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { PhotoInput } from './PhotoInput';
import {
  type AnswerValue,
  answerField,
  emptyProgressValues,
  metricField,
  missingProgressAnswers,
  type ProgressValues,
  placeProgressErrors,
  progressBody,
} from './progressAnswers';
import { SubmitBar } from './SubmitBar';
import type { ProgressCalls, ProgressFormShape, ProgressQuestion, Uploaded } from './types';

// A progress check-in's form, the same in the portal and on the personal-link page
// (features/check-ins, which imports it from here as the coach's preview does StepContents): the
// categories' values with their units, then each question section (a number with its unit,
// text, a scale of 1 to 10, a photo). The page checks required answers before sending; the
// server's field errors land on their fields, and the first one takes the focus.

const fieldId = (field: string) => `check-in-${field.replace('.', '-')}`;

function focusFirst(fields: string[]) {
  const first = fields[0];
  if (!first) return;
  // After the errors render: the field, or the first control inside it.
  requestAnimationFrame(() => {
    const el = document.getElementById(fieldId(first));
    const target =
      el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement
        ? el
        : el?.querySelector<HTMLElement>('input, textarea');
    target?.focus();
  });
}

const scaleValues = Array.from({ length: 10 }, (_, i) => String(i + 1));

function ScaleInput(props: {
  question: ProgressQuestion;
  value: AnswerValue;
  onChange: (value: number | null) => void;
  error: string | undefined;
}) {
  const id = fieldId(answerField(props.question.id));
  const labelId = `${id}-label`;
  return (
    <Input.Wrapper
      id={id}
      label={props.question.label}
      labelElement="div"
      labelProps={{ id: labelId }}
      description="1 is the lowest, 10 the highest"
      required={props.question.required}
      error={props.error}
    >
      <Chip.Group
        multiple={false}
        value={typeof props.value === 'number' ? String(props.value) : null}
        onChange={(v) => props.onChange(v ? Number(v) : null)}
      >
        <Group gap={6} mt={6} role="radiogroup" aria-labelledby={labelId}>
          {scaleValues.map((v) => (
            <Chip key={v} value={v} size="md" radius="sm" icon={<span />} aria-label={v}>
              {v}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
    </Input.Wrapper>
  );
}

function QuestionInput(props: {
  question: ProgressQuestion;
  value: AnswerValue;
  onChange: (value: AnswerValue) => void;
  error: string | undefined;
  calls: ProgressCalls;
  onBusy: (busy: boolean) => void;
}) {
  const { question: q, error } = props;
  const id = fieldId(answerField(q.id));
  switch (q.type) {
    case 'number':
      return (
        <NumberInput
          id={id}
          label={q.label}
          required={q.required}
          error={error}
          inputMode="decimal"
          decimalScale={2}
          rightSection={q.unit ? <Text size="sm">{q.unit}</Text> : undefined}
          rightSectionWidth={q.unit ? 56 : undefined}
          value={typeof props.value === 'number' ? props.value : ''}
          onChange={(v) => props.onChange(typeof v === 'number' ? v : null)}
        />
      );
    case 'text':
      return (
        <Textarea
          id={id}
          label={q.label}
          required={q.required}
          error={error}
          autosize
          minRows={2}
          maxLength={5000}
          value={typeof props.value === 'string' ? props.value : ''}
          onChange={(e) => props.onChange(e.currentTarget.value)}
        />
      );
    case 'scale':
      return (
        <ScaleInput question={q} value={props.value} onChange={props.onChange} error={error} />
      );
    case 'photo':
      return (
        <PhotoInput
          id={id}
          label={q.label}
          required={q.required}
          error={error}
          value={typeof props.value === 'object' ? props.value : null}
          onChange={(v: Uploaded | null) => props.onChange(v)}
          upload={(file) => props.calls.upload(q.id, file)}
          failure={props.calls.failure}
          onBusy={props.onBusy}
        />
      );
  }
}

export function ProgressForm(props: {
  form: ProgressFormShape;
  calls: ProgressCalls;
  onSubmitted: (message: string) => void;
}) {
  const { form, calls } = props;
  const s = form.settings;
  const [values, setValues] = useState<ProgressValues>(emptyProgressValues);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [uploading, setUploading] = useState(0);
  const [sending, setSending] = useState(false);
  const onBusy = (busy: boolean) => setUploading((n) => n + (busy ? 1 : -1));
  const clear = (field: string) =>
    setErrors((e) => {
      if (!(field in e)) return e;
      const { [field]: _gone, ...rest } = e;
      return rest;
    });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem(null);
    const missing = missingProgressAnswers(form, values);
    if (Object.keys(missing).length > 0) {
      setErrors(missing);
      focusFirst(Object.keys(missing));
      return;
    }
    setSending(true);
    try {
      const res = await calls.submit(progressBody(form, values));
      props.onSubmitted(res.message);
    } catch (error) {
      const failed = calls.failure(error);
      const { placed, other } = placeProgressErrors(form, failed.fields);
      setErrors(placed);
      focusFirst(Object.keys(placed));
      if (other.length > 0) setProblem(other.join(' '));
      else if (Object.keys(placed).length === 0) setProblem(failed.message);
    } finally {
      setSending(false);
    }
  };

  const sections = [...form.sections].sort((a, b) => a.order - b.order);
  const categories = [...form.categories].sort((a, b) => a.order - b.order);
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="lg">
        {categories.length > 0 ? (
          <Paper withBorder radius="md" p="md" component="section" aria-label="Your measurements">
            <Stack gap="sm">
              <Title order={2} size="h4">
                Your measurements
              </Title>
              {categories.map((c) => {
                const field = metricField(c.id);
                return (
                  <NumberInput
                    key={c.id}
                    id={fieldId(field)}
                    label={c.name}
                    inputMode="decimal"
                    decimalScale={2}
                    error={errors[field]}
                    rightSection={c.unit ? <Text size="sm">{c.unit}</Text> : undefined}
                    rightSectionWidth={c.unit ? 56 : undefined}
                    value={values.metrics[c.id] ?? ''}
                    onChange={(v) => {
                      clear(field);
                      setValues((old) => ({
                        ...old,
                        metrics: { ...old.metrics, [c.id]: typeof v === 'number' ? v : '' },
                      }));
                    }}
                  />
                );
              })}
            </Stack>
          </Paper>
        ) : null}
        {sections.map((section) => (
          <Paper
            key={section.id}
            withBorder
            radius="md"
            p="md"
            component="section"
            aria-label={section.name}
          >
            <Stack gap="sm">
              <Title order={2} size="h4">
                {section.name}
              </Title>
              {[...section.questions]
                .sort((a, b) => a.order - b.order)
                .map((q) => (
                  <QuestionInput
                    key={q.id}
                    question={q}
                    value={values.answers[q.id] ?? null}
                    error={errors[answerField(q.id)]}
                    calls={calls}
                    onBusy={onBusy}
                    onChange={(value) => {
                      clear(answerField(q.id));
                      setValues((old) => ({ ...old, answers: { ...old.answers, [q.id]: value } }));
                    }}
                  />
                ))}
            </Stack>
          </Paper>
        ))}
        <SubmitBar settings={s} problem={problem} sending={sending} uploading={uploading > 0} />
      </Stack>
    </form>
  );
}
