import type { DefaultValues, FieldValues, Path } from 'react-hook-form';
import type { z } from 'zod';
import { SelectField } from './FormFields';
import { FormModal, type SendOutcome } from './FormModal';
import { useContractForm } from './useContractForm';

/**
 * One of a list picked for a call (a journey to start the contact on, a sequence to add them
 * to): a form of the call's contract body whose field `name` is the id picked. Rendered while
 * open, so each opening starts from `defaults`.
 */
export function PickOneModal<Input extends FieldValues, Output>(props: {
  title: string;
  body: z.ZodType<Output, Input>;
  defaults: DefaultValues<Input>;
  name: Path<Input>;
  label: string;
  description: string;
  placeholder: string;
  nothingFound: string;
  options: { value: string; label: string }[];
  submitLabel: string;
  busyLabel: string;
  busy: boolean;
  send: (values: Output, outcome: SendOutcome) => void;
  onClose: () => void;
}) {
  const form = useContractForm(props.body, props.defaults);
  return (
    <FormModal
      opened
      onClose={props.onClose}
      title={props.title}
      form={form}
      send={props.send}
      submitLabel={props.submitLabel}
      busyLabel={props.busyLabel}
      busy={props.busy}
    >
      <SelectField
        data-autofocus
        control={form.control}
        name={props.name}
        label={props.label}
        placeholder={props.placeholder}
        description={props.description}
        data={props.options}
        parse={(v) => (v ? Number(v) : undefined)}
        searchable
        nothingFoundMessage={props.nothingFound}
      />
    </FormModal>
  );
}
