import { applyUnopenedTagBody } from '@coachline/contract/broadcasts';
import { Select, Text } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { FormModal } from '../../ui/FormModal';
import { useContractForm } from '../../ui/useContractForm';
import { useTagOptions } from '../tags/queries';
import { useApplyUnopenedTag } from './queries';

/** Tags every contact the broadcast reached who has not opened it. */
export function TagUnopenedModal(props: {
  broadcastId: number;
  opened: boolean;
  onClose: () => void;
}) {
  const apply = useApplyUnopenedTag();
  const tags = useTagOptions();
  const form = useContractForm(applyUnopenedTagBody, { broadcast_id: props.broadcastId });
  return (
    <FormModal
      opened={props.opened}
      onClose={props.onClose}
      title="Tag those who did not open"
      form={form}
      send={(body, outcome) => apply.mutate(body, outcome)}
      submitLabel="Apply tag"
      busy={apply.isPending}
      busyLabel="Tagging"
    >
      <Text size="sm" c="dimmed">
        Everyone it reached who has not opened it gets the tag, so you can follow up.
      </Text>
      <Controller
        control={form.control}
        name="tag_id"
        render={({ field }) => (
          <Select
            label="Tag"
            name="tag_id"
            placeholder="Choose a tag"
            data={tags}
            searchable
            value={field.value === undefined ? null : String(field.value)}
            onChange={(v) => field.onChange(v ? Number(v) : undefined)}
            error={form.formState.errors.tag_id?.message}
            data-autofocus
          />
        )}
      />
    </FormModal>
  );
}
