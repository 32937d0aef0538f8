import { applyUnopenedTagBody } from '@coachline/contract/broadcasts';
import { Text } from '@mantine/core';
import { SelectField } from '../../ui/FormFields';
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
      <SelectField
        control={form.control}
        name="tag_id"
        label="Tag"
        placeholder="Choose a tag"
        data={tags}
        searchable
        parse={(v) => (v ? Number(v) : undefined)}
        data-autofocus
      />
    </FormModal>
  );
}
