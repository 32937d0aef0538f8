import { formMessages, type PublicForm } from '@coachline/contract/forms';
import { messages } from '@coachline/contract/messages';
import { Alert, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { isApiError } from '../../../api/client';
import { BusyButton } from '../../../ui/BusyButton';
import { applyFieldErrors } from '../../../ui/forms';
import { type FillValues, fillDefaults, missingAnswers, placeErrors, submitBody } from './answers';
import { QuestionField } from './QuestionField';
import { useSubmitForm } from './queries';

// The questions of a public form with the details it asks for (add-ons), and its button. The
// page checks what it can (required answers) before sending; the server checks each answer and
// its field errors land on their questions.

const justify = { left: 'flex-start', center: 'center', right: 'flex-end' } as const;

/** What the server said when it gave no field errors, in the visitor's words. */
function refusalOf(error: unknown): string {
  if (!isApiError(error)) return messages.genericFailure;
  if (error.status === 429) return formMessages.tooManySubmissions;
  const body = (error.body ?? {}) as { message?: unknown };
  return typeof body.message === 'string' && body.message ? body.message : messages.genericFailure;
}

export function FillForm(props: {
  form: PublicForm;
  formKey: string;
  /** The personal link's token (`?c=`), naming the contact the submission is for. */
  personalToken: string | null;
  onSubmitted: (message: string) => void;
}) {
  const { form, formKey } = props;
  const s = form.settings;
  const submit = useSubmitForm(formKey);
  const fill = useForm<FillValues>({ defaultValues: fillDefaults(form.questions) });
  const { errors } = fill.formState;
  const [problem, setProblem] = useState<string | null>(null);
  const [uploading, setUploading] = useState(0);
  const onUploading = (busy: boolean) => setUploading((n) => n + (busy ? 1 : -1));
  const questions = [...form.questions].sort((a, b) => a.ordering - b.ordering);

  const send = fill.handleSubmit((values) => {
    setProblem(null);
    const missing = missingAnswers(form, values);
    if (Object.keys(missing).length > 0) {
      applyFieldErrors(fill.setError, missing, Object.keys(missing));
      return;
    }
    submit.mutate(submitBody(form, values, props.personalToken), {
      onSuccess: (res) => props.onSubmitted(res.message),
      onError: (error) => {
        const { fields, other } = placeErrors(form, isApiError(error) ? error.fieldErrors : {});
        if (Object.keys(fields).length > 0)
          applyFieldErrors(fill.setError, fields, Object.keys(fields));
        if (other.length > 0) setProblem(other.join(', '));
        else if (Object.keys(fields).length === 0) setProblem(refusalOf(error));
      },
    });
  });

  const asks = new Set(s.add_ons);
  return (
    <form onSubmit={send} noValidate aria-label={form.title}>
      <Stack gap="lg">
        {asks.has('fname') || asks.has('lname') ? (
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
            {asks.has('fname') ? (
              <TextInput
                label="First name"
                autoComplete="given-name"
                required
                maxLength={100}
                error={errors.fname?.message}
                {...fill.register('fname')}
              />
            ) : null}
            {asks.has('lname') ? (
              <TextInput
                label="Last name"
                autoComplete="family-name"
                required
                maxLength={100}
                error={errors.lname?.message}
                {...fill.register('lname')}
              />
            ) : null}
          </SimpleGrid>
        ) : null}
        {asks.has('email') ? (
          <TextInput
            label="Email"
            type="email"
            inputMode="email"
            autoComplete="email"
            required
            maxLength={254}
            error={errors.email?.message}
            {...fill.register('email')}
          />
        ) : null}
        {asks.has('phone') ? (
          <TextInput
            label="Phone"
            type="tel"
            autoComplete="tel"
            required
            maxLength={40}
            error={errors.phone?.message}
            {...fill.register('phone')}
          />
        ) : null}
        {questions.map((q) => (
          <QuestionField
            key={q.id}
            question={q}
            control={fill.control}
            accent={s.accent_color}
            formKey={formKey}
            onUploading={onUploading}
          />
        ))}
        {/* The honeypot: off screen and hidden from screen readers; a person never fills it. */}
        <div
          aria-hidden="true"
          style={{ position: 'absolute', left: -10000, width: 1, height: 1, overflow: 'hidden' }}
        >
          <label htmlFor="form-fill-website">Website</label>
          <input
            id="form-fill-website"
            type="text"
            tabIndex={-1}
            autoComplete="off"
            {...fill.register('website')}
          />
        </div>
        {problem ? (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        ) : null}
        <Group justify={justify[s.submit_align]}>
          <BusyButton
            type="submit"
            size="md"
            color={s.accent_color}
            autoContrast
            busy={submit.isPending}
            busyLabel="Sending"
            disabled={uploading > 0}
          >
            {s.submit_label}
          </BusyButton>
        </Group>
      </Stack>
    </form>
  );
}
