import {
  isChoiceType,
  maxOptions,
  optionMax,
  type Question,
  type QuestionType,
  questionDescriptionMax,
  questionTitleMax,
  questionTypeLabels,
  questionTypes,
  ratingMaxMax,
  ratingMaxMin,
  saveQuestionBody,
} from '@coachline/contract/forms';
import { NumberInput, Select, Textarea, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { ToggleField } from '../../ui/FormFields';
import { FormModal } from '../../ui/FormModal';
import { useContractForm } from '../../ui/useContractForm';
import { OptionsEditor } from './OptionsEditor';
import { useSaveQuestion } from './queries';
import { blankQuestion, draftOf, questionToSend, retyped } from './questionDraft';

// Adds or edits one question: its type, wording, whether it must be answered, and the type's
// own settings (options for the choice types, the highest rating).

const typeOptions = questionTypes.map((type) => ({ value: type, label: questionTypeLabels[type] }));

/** `question` null adds one; the dialog is open while `opened`. */
export function QuestionEditor(props: {
  formId: number;
  opened: boolean;
  question: Question | null;
  onClose: () => void;
}) {
  const { opened, question } = props;
  const save = useSaveQuestion(props.formId);
  const form = useContractForm(saveQuestionBody, blankQuestion);
  const { errors } = form.formState;
  const type = useWatch({ control: form.control, name: 'type' });
  useEffect(() => {
    if (opened) form.reset(draftOf(question));
  }, [opened, question, form]);

  const changeType = (next: QuestionType) => {
    const draft = retyped({ ...blankQuestion, ...form.getValues() }, next);
    form.setValue('type', draft.type, { shouldDirty: true });
    form.setValue('options', draft.options, { shouldDirty: true });
    form.setValue('max', draft.max, { shouldDirty: true });
  };

  return (
    <FormModal
      opened={opened}
      onClose={props.onClose}
      title={question ? 'Edit question' : 'Add question'}
      form={form}
      send={(body, outcome) => save.mutate(questionToSend(body), outcome)}
      submitLabel="Save question"
      busyLabel="Saving"
      busy={save.isPending}
      size="lg"
    >
      <Controller
        control={form.control}
        name="type"
        render={({ field }) => (
          <Select
            label="Question type"
            name={field.name}
            data={typeOptions}
            allowDeselect={false}
            value={field.value}
            onChange={(v) => v && changeType(v as QuestionType)}
            error={errors.type?.message}
          />
        )}
      />
      <TextInput
        label="Question"
        aria-required
        maxLength={questionTitleMax}
        data-autofocus
        error={errors.title?.message}
        {...form.register('title')}
      />
      <Textarea
        label="Description"
        description="Help text under the question; optional."
        autosize
        minRows={2}
        maxLength={questionDescriptionMax}
        error={errors.description?.message}
        {...form.register('description')}
      />
      {isChoiceType(type) ? (
        <Controller
          control={form.control}
          name="options"
          render={({ field, fieldState }) => (
            <OptionsEditor
              value={field.value ?? []}
              onChange={field.onChange}
              error={fieldState.error?.message}
              errorAt={(index) => errors.options?.[index]?.message}
              max={maxOptions}
              maxLength={optionMax}
            />
          )}
        />
      ) : null}
      {type === 'rating' ? (
        <Controller
          control={form.control}
          name="max"
          render={({ field, fieldState }) => (
            <NumberInput
              label="Highest rating"
              description={`Visitors rate from 1 to this, at most ${ratingMaxMax}.`}
              name={field.name}
              min={ratingMaxMin}
              max={ratingMaxMax}
              allowDecimal={false}
              allowNegative={false}
              value={field.value ?? ''}
              onChange={(value) => field.onChange(typeof value === 'number' ? value : undefined)}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
            />
          )}
        />
      ) : null}
      <ToggleField control={form.control} name="is_required" kind="switch" label="Required" />
    </FormModal>
  );
}
