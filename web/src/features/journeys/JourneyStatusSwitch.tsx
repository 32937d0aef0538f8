import type { Journey } from '@coachline/contract/journeys';
import { Stack, Switch, Text } from '@mantine/core';
import { isApiError } from '../../api/client';
import { useAbilities } from '../../app/abilities';
import { useChangeJourneyStatus } from './queries';

// Enabling a journey or disabling it. The server refuses to enable one whose cards are not
// complete, naming the first that is not ("… : Send email: The subject field is required"):
// the refusal is said under the switch (an alert, read out), not in a toast, until the next try.

/** Why the server refused, in its words. */
export function refusalOf(error: unknown): string | null {
  if (!isApiError(error)) return null;
  if (error.failure.kind === 'message') return error.failure.message;
  return Object.values(error.fieldErrors)[0] ?? null;
}

export function JourneyStatusSwitch(props: {
  journey: Journey;
  label: string;
  /** The switch's name where the label alone does not say which journey. */
  ariaLabel?: string;
}) {
  const { journey } = props;
  const canUpdate = useAbilities('journeys').update;
  const change = useChangeJourneyStatus();
  const refusal = change.isError ? refusalOf(change.error) : null;
  const enabled = journey.status === 'enabled';
  return (
    <Stack gap={4}>
      <Switch
        label={props.label}
        aria-label={props.ariaLabel}
        checked={enabled}
        disabled={!canUpdate || change.isPending}
        onChange={(e) =>
          change.mutate({
            id: journey.id,
            status: e.currentTarget.checked ? 'enabled' : 'disabled',
          })
        }
      />
      {refusal ? (
        <Text size="sm" c="red.8" role="alert">
          {refusal}
        </Text>
      ) : null}
    </Stack>
  );
}
