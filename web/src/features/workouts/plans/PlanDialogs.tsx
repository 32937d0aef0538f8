import { buildPath } from '@coachline/contract/routes';
import {
  createPlanBody,
  maxPlanWeeks,
  renamePlanBody,
  type WorkoutPlan,
} from '@coachline/contract/workout-plans';
import { NumberInput, Textarea, TextInput } from '@mantine/core';
import { useEffect } from 'react';
import { Controller } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { FormModal } from '../../../ui/FormModal';
import { useContractForm } from '../../../ui/useContractForm';
import { useCreatePlan, useRenamePlan } from './queries';

// A plan's short dialogs: a new one (its builder opens) and a new name and description.

export function CreatePlanModal(props: { opened: boolean; onClose: () => void }) {
  const { opened } = props;
  const navigate = useNavigate();
  const create = useCreatePlan();
  const form = useContractForm(createPlanBody, { name: '', description: '', weeks: 4 });
  useEffect(() => {
    if (opened) form.reset({ name: '', description: '', weeks: 4 });
  }, [opened, form]);
  return (
    <FormModal
      opened={opened}
      onClose={props.onClose}
      title="Create plan"
      form={form}
      send={(body, outcome) =>
        create.mutate(body, {
          onError: outcome.onError,
          onSuccess: (res) => {
            outcome.onSuccess();
            void navigate(buildPath('WorkoutPlanEdit', { workout_plan: res.workout_plan.id }));
          },
        })
      }
      submitLabel="Create plan"
      busyLabel="Creating"
      busy={create.isPending}
    >
      <TextInput
        label="Plan name"
        aria-required
        maxLength={150}
        data-autofocus
        error={form.formState.errors.name?.message}
        {...form.register('name')}
      />
      <Textarea
        label="Description"
        autosize
        minRows={2}
        maxLength={2000}
        error={form.formState.errors.description?.message}
        {...form.register('description')}
      />
      <Controller
        control={form.control}
        name="weeks"
        render={({ field, fieldState }) => (
          <NumberInput
            label="Weeks"
            description="Empty weeks it starts with; add or remove weeks later."
            min={0}
            max={maxPlanWeeks}
            allowDecimal={false}
            name={field.name}
            value={field.value ?? ''}
            onChange={(v) => field.onChange(v === '' ? undefined : Number(v))}
            error={fieldState.error?.message}
          />
        )}
      />
    </FormModal>
  );
}

export function RenamePlanModal(props: { plan: WorkoutPlan | null; onClose: () => void }) {
  const { plan } = props;
  const rename = useRenamePlan();
  const form = useContractForm(renamePlanBody, { name: '', description: '' });
  useEffect(() => {
    if (plan) form.reset({ name: plan.name, description: plan.description });
  }, [plan, form]);
  return (
    <FormModal
      opened={plan !== null}
      onClose={props.onClose}
      title="Rename plan"
      form={form}
      send={(body, outcome) => rename.mutate({ id: plan?.id ?? 0, ...body }, outcome)}
      submitLabel="Save"
      busyLabel="Saving"
      busy={rename.isPending}
    >
      <TextInput
        label="Plan name"
        aria-required
        maxLength={150}
        data-autofocus
        error={form.formState.errors.name?.message}
        {...form.register('name')}
      />
      <Textarea
        label="Description"
        autosize
        minRows={2}
        maxLength={2000}
        error={form.formState.errors.description?.message}
        {...form.register('description')}
      />
    </FormModal>
  );
}
