import type { Playbook } from '@coachline/contract/playbooks';
import { IconPinFilled } from '@tabler/icons-react';
import { AssetCard, type AssetDialog, plural } from '../assets/AssetCard';
import { playbookAsset } from './playbookAsset';
import { useAllClients, usePinPlaybook } from './queries';

// One playbook of the list: pinned or not, its steps and users, whether all clients see it, and
// its actions.

export function PlaybookCard(props: {
  playbook: Playbook;
  category: string | null;
  onDialog: (dialog: AssetDialog<Playbook>) => void;
}) {
  const { playbook } = props;
  const pin = usePinPlaybook();
  const allClients = useAllClients();
  return (
    <AssetCard
      kind={playbookAsset}
      asset={playbook}
      mark={
        playbook.is_pinned ? (
          <IconPinFilled size={14} aria-label="Pinned" style={{ flexShrink: 0 }} />
        ) : null
      }
      badge={playbook.all_clients ? { label: 'All clients', color: 'teal' } : null}
      stats={`${plural(playbook.steps_count, 'step')} · ${plural(playbook.users_count, 'user')}${props.category ? ` · ${props.category}` : ''}`}
      updateItems={[
        {
          label: playbook.is_pinned ? 'Unpin' : 'Pin',
          onClick: () => pin.mutate({ id: playbook.id, is_pinned: !playbook.is_pinned }),
        },
        {
          label: playbook.all_clients ? 'Disable for all clients' : 'Enable for all clients',
          onClick: () => allClients.mutate({ id: playbook.id, all_clients: !playbook.all_clients }),
        },
      ]}
      onDialog={props.onDialog}
    />
  );
}
