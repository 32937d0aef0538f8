import type { Form } from '@coachline/contract/forms';
import { Anchor, Group } from '@mantine/core';
import { CopyValue } from '../../ui/CopyValue';
import { AssetCard, type AssetDialog, disabling, plural } from '../assets/AssetCard';
import { formAsset } from './formAsset';
import { useSetFormDisable } from './queries';

// One form of the list: its counts, whether it takes responses, its public link to copy, and
// its actions.

export function FormCard(props: { form: Form; onDialog: (dialog: AssetDialog<Form>) => void }) {
  const { form } = props;
  const disable = useSetFormDisable();
  const state = disabling(
    form,
    () => disable.mutate({ form_id: form.id, is_disabled: false }),
    () => props.onDialog({ kind: 'disable', asset: form }),
  );
  return (
    <AssetCard
      kind={formAsset}
      asset={form}
      badge={state.badge}
      stats={`${plural(form.questions_count, 'question')} · ${plural(form.responses_count, 'response')}`}
      updateItems={[state.item]}
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
