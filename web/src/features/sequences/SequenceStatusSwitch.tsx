import type { Sequence } from '@coachline/contract/sequences';
import { Switch } from '@mantine/core';
import { useChangeSequenceStatus } from './queries';

/** Active or paused: a paused sequence holds its contacts where they are until it is active. */
export function SequenceStatusSwitch(props: {
  sequence: Sequence;
  label: string;
  /** The switch's name where the label alone does not say which sequence. */
  ariaLabel?: string;
}) {
  const { sequence } = props;
  const change = useChangeSequenceStatus();
  return (
    <Switch
      label={props.label}
      aria-label={props.ariaLabel}
      description={
        sequence.status === 'paused' ? 'Paused: its contacts wait where they are.' : undefined
      }
      checked={sequence.status === 'active'}
      disabled={change.isPending}
      onChange={(e) =>
        change.mutate({
          id: sequence.id,
          status: e.currentTarget.checked ? 'active' : 'paused',
        })
      }
    />
  );
}
