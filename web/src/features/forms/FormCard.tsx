import type { Form } from '@coachline/contract/forms';
import { Anchor, Group } from '@mantine/core';
import { CopyValue } from '../../ui/CopyValue';
import { AssetCard, type AssetDialog, plural } from '../assets/AssetCard';
import { formAsset } from './formAsset';
import { useSetFormDisable } from './queries';

// One form of the list: its counts, whether it takes responses, its public link to copy, and
// its actions.

export function FormCard(props: { form: Form; onDialog: (dialog: AssetDialog<Form>) => void }) {
  const { form } = props;
  const disable = useSetFormDisable();
  return (
    <AssetCard
      kind={formAsset}
      asset={form}
      badge={
        form.is_disabled
          ? { label: 'Disabled', color: 'gray' }
          : { label: 'Enabled', color: 'teal' }
      }
      stats={`${plural(form.questions_count, 'question')} · ${plural(form.responses_count, 'response')}`}
      updateItems={[
        form.is_disabled
          ? {
              label: 'Enable',
              onClick: () => disable.mutate({ form_id: form.id, is_disabled: false }),
            }
          : { label: 'Disable', onClick: () => props.onDialog({ kind: 'disable', asset: form }) },
      ]}
      onDialog={props.onDialog}
    >
      <Group gap={4} wrap="nowrap">
        <Anchor href={form.public_url} target="_blank" rel="noreferrer" size="xs" truncate>
          {form.public_url}
        </Anchor>
        <CopyValue value={form.public_url} label={`public link of ${form.title}`} />
      </Group>
    </AssetCard>
  );
}
