import {
  type ShareableType,
  shareableKinds,
  shareLocationsBody,
} from '@coachline/contract/sharing';
import { Button, Checkbox, Group, ScrollArea, Stack } from '@mantine/core';
import { Controller } from 'react-hook-form';
import { onInvalidSubmit, serverErrorsTo } from '../../ui/forms';
import { useContractForm } from '../../ui/useContractForm';
import { useRefreshedSession } from '../session/sessionQuery';
import { useShareToLocations } from './queries';

// From the primary account, an asset copied into chosen locations of the organization at once
// (002 §7 organization/share-to-location): each location gets its own copy, logged as an import.

export function CopyToLocations(props: { asset: { type: ShareableType; id: number } }) {
  const session = useRefreshedSession();
  const copy = useShareToLocations();
  const form = useContractForm(shareLocationsBody, { location_ids: [] });
  const accessed = session?.accessed;
  const targets = session?.locations.filter((l) => l.id !== accessed?.id) ?? [];
  if (!accessed?.is_primary || targets.length === 0) return null;
  const submit = form.handleSubmit(
    ({ location_ids }) =>
      copy.mutate(
        { type: props.asset.type, asset_ids: [props.asset.id], location_ids },
        { onSuccess: () => form.reset({ location_ids: [] }), onError: serverErrorsTo(form) },
      ),
    onInvalidSubmit,
  );
  return (
    <Stack gap={4}>
      <Controller
        control={form.control}
        name="location_ids"
        render={({ field, fieldState }) => (
          <Checkbox.Group
            label="Copy to locations"
            description={`Each location ticked gets its own copy of the ${shareableKinds[props.asset.type].label} now.`}
            value={field.value.map(String)}
            onChange={(ids) => field.onChange(ids.map(Number))}
            error={fieldState.error?.message}
          >
            <ScrollArea.Autosize mah={160} mt={6}>
              <Stack gap={6}>
                {targets.map((l) => (
                  <Checkbox key={l.id} value={String(l.id)} label={l.businessname} />
                ))}
              </Stack>
            </ScrollArea.Autosize>
          </Checkbox.Group>
        )}
      />
      <Group justify="flex-end">
        <Button variant="light" loading={copy.isPending} onClick={() => void submit()}>
          Copy to locations
        </Button>
      </Group>
    </Stack>
  );
}
