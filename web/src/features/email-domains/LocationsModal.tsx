import { Button, Group, Modal, MultiSelect, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useLocations } from '../session/queries';

/** What the modal activates for locations: a domain or a sender, with its current locations. */
export type LocationsTarget = {
  title: string;
  text: string;
  locationIds: number[];
  /** Settles when the server has answered; the catalogue has shown any failure. */
  save: (locationIds: number[]) => Promise<unknown>;
};

/** The organization's locations the user may act in, to pick those a domain or sender serves. */
export function LocationsModal(props: { target: LocationsTarget | null; onClose: () => void }) {
  const { target, onClose } = props;
  const [busy, setBusy] = useState(false);
  const locations = useLocations(target !== null);
  const [picked, setPicked] = useState<string[]>([]);
  useEffect(() => {
    if (target) setPicked(target.locationIds.map(String));
  }, [target]);
  const data = locations.data;
  const options = data
    ? [data.company, ...data.company_user_locations]
        .filter((location, i, all) => all.findIndex((l) => l.id === location.id) === i)
        .map((location) => ({ value: String(location.id), label: location.businessname }))
    : [];

  return (
    <Modal opened={target !== null} onClose={onClose} title={target?.title} centered>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {target?.text}
        </Text>
        <MultiSelect
          label="Locations"
          placeholder={locations.isLoading ? 'Loading locations…' : 'Pick locations'}
          data={options}
          value={picked}
          onChange={setPicked}
          searchable
          clearable
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button
            loading={busy}
            onClick={() => {
              if (!target) return;
              setBusy(true);
              target
                .save(picked.map(Number))
                .then(onClose, () => undefined)
                .finally(() => setBusy(false));
            }}
          >
            Save locations
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
