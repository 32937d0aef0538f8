import {
  type ShareableType,
  type SharePermission,
  shareableKinds,
} from '@coachline/contract/sharing';
import {
  Alert,
  Group,
  Loader,
  Modal,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useAbilities } from '../../app/abilities';
import { CopyValue } from '../../ui/CopyValue';
import { CopyToLocations } from './CopyToLocations';
import { useShare, useShortUrl, useUpdatePermission } from './queries';

// Sharing one asset (001 §7 Asset sharing): its share link and short address to copy, and who
// may import it. A share is made, limited, the first time the dialog opens for the asset.

const permissionHelp: Record<SharePermission, string> = {
  limited: 'Only the locations of your organization can import it.',
  unlimited: 'Anyone with the link can import a copy into their account.',
};

function LinkField(props: { label: string; value: string }) {
  return (
    <Group gap={4} wrap="nowrap" align="flex-end">
      <TextInput label={props.label} value={props.value} readOnly style={{ flex: 1 }} />
      <CopyValue value={props.value} label={props.label.toLowerCase()} />
    </Group>
  );
}

export function ShareDialog(props: {
  asset: { type: ShareableType; id: number; title: string } | null;
  onClose: () => void;
}) {
  const { asset } = props;
  const share = useShare(asset);
  const shortUrl = useShortUrl(share.data?.id ?? null);
  const update = useUpdatePermission();
  const kind = shareableKinds[asset?.type ?? 'forms'];
  // Who may change the permission: users who may update the asset's area (the server's rule).
  const canUpdate = useAbilities(kind.area).update;
  const label = asset ? kind.label : '';
  return (
    <Modal
      opened={asset !== null}
      onClose={props.onClose}
      title={asset ? `Share ${asset.title}` : ''}
      centered
    >
      {share.isLoading ? (
        <Group justify="center" p="md">
          <Loader size="sm" aria-label="Loading the share link" />
        </Group>
      ) : share.isError || !share.data ? (
        <Alert color="red">The share link could not be made.</Alert>
      ) : (
        <Stack gap="md">
          <Text size="sm">
            Another location opens this link to import a copy of the {label}, with its images and
            files.
          </Text>
          <LinkField label="Share link" value={share.data.share_link} />
          {shortUrl.data ? <LinkField label="Short link" value={shortUrl.data} /> : null}
          <Stack gap={4}>
            <Text size="sm" fw={500} id="share-permission-label">
              Who can import it
            </Text>
            {canUpdate ? (
              <SegmentedControl
                aria-labelledby="share-permission-label"
                value={share.data.permission}
                disabled={update.isPending}
                onChange={(value) =>
                  update.mutate({ id: share.data.id, permission: value as SharePermission })
                }
                data={[
                  { value: 'limited', label: 'Limited' },
                  { value: 'unlimited', label: 'Unlimited' },
                ]}
              />
            ) : (
              <Text size="sm">{share.data.permission === 'limited' ? 'Limited' : 'Unlimited'}</Text>
            )}
            <Text size="xs" c="dimmed">
              {permissionHelp[share.data.permission]}
            </Text>
          </Stack>
          {asset ? <CopyToLocations asset={asset} /> : null}
        </Stack>
      )}
    </Modal>
  );
}
