import { buildPath } from '@coachline/contract/routes';
import { signatureHtml } from '@coachline/contract/signature-html';
import {
  maxSignatures,
  type Signature,
  type SignatureListResponse,
} from '@coachline/contract/signatures';
import {
  Button,
  Group,
  Paper,
  Radio,
  SimpleGrid,
  Skeleton,
  Stack,
  Switch,
  Text,
} from '@mantine/core';
import { IconPencil, IconSignature, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useAbilities } from '../../app/abilities';
import { confirmDelete } from '../../ui/dialogs';
import { EmptyState } from '../../ui/EmptyState';
import { EmailPreview } from './EmailPreview';
import { useDeleteSignature, useSignatures, useStoreSignature } from './queries';

// The signature manager (001 §2): every signature of the location as it ends an email, which
// one is the default, whether the default also goes on automated emails, edit and delete.

const noDefault = 'none';

/** Stores a signature as it is, with the default and apply-to-all changed. */
function useChoose(list: SignatureListResponse | undefined) {
  const store = useStoreSignature();
  // The choice being saved, shown at once: the controls follow the click, not the answer.
  const [saving, setSaving] = useState<{ default: number | null; applyToAll: boolean } | null>(
    null,
  );
  const save = (signature: Signature, isDefault: boolean, applyToAll: boolean) => {
    const { id, updated_at: _updated, is_default: _default, ...design } = signature;
    setSaving({ default: isDefault ? id : null, applyToAll: isDefault && applyToAll });
    store.mutate(
      { ...design, id, is_default: isDefault, apply_to_all: applyToAll },
      { onSettled: () => setSaving(null) },
    );
  };
  const current = list?.signatures.find((s) => s.id === list.default);
  return {
    busy: store.isPending,
    shownDefault: saving ? saving.default : (list?.default ?? null),
    shownApplyToAll: saving ? saving.applyToAll : (list?.apply_to_all ?? false),
    setDefault: (value: string) => {
      if (value === noDefault) {
        if (current) save(current, false, false);
        return;
      }
      const chosen = list?.signatures.find((s) => String(s.id) === value);
      if (chosen) save(chosen, true, list?.apply_to_all ?? false);
    },
    setApplyToAll: (on: boolean) => {
      if (current) save(current, true, on);
    },
  };
}

function SignatureCard(props: {
  signature: Signature;
  canEdit: boolean;
  canDelete: boolean;
  onDelete: () => void;
}) {
  const { signature } = props;
  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={signature.full_name}>
      <Stack gap="sm" h="100%" justify="space-between">
        <EmailPreview
          html={signatureHtml(signature)}
          label={`Signature of ${signature.full_name}`}
        />
        <Group justify="space-between" gap="xs">
          <Radio
            value={String(signature.id)}
            label="Default"
            aria-label={`Make ${signature.full_name} the default signature`}
            disabled={!props.canEdit}
          />
          <Group gap={4}>
            {props.canEdit ? (
              <Button
                size="xs"
                variant="subtle"
                component={Link}
                to={buildPath('SignatureEdit', { signature: signature.id })}
                leftSection={<IconPencil size={14} aria-hidden />}
                aria-label={`Edit ${signature.full_name}`}
              >
                Edit
              </Button>
            ) : null}
            {props.canDelete ? (
              <Button
                size="xs"
                variant="subtle"
                color="red"
                onClick={props.onDelete}
                leftSection={<IconTrash size={14} aria-hidden />}
                aria-label={`Delete ${signature.full_name}`}
              >
                Delete
              </Button>
            ) : null}
          </Group>
        </Group>
      </Stack>
    </Paper>
  );
}

export function SignatureList() {
  const query = useSignatures();
  const abilities = useAbilities('templates');
  const remove = useDeleteSignature();
  const choose = useChoose(query.data);
  const list = query.data;
  const create = abilities.create ? (
    <Button component={Link} to={buildPath('SignatureNew')}>
      Create signature
    </Button>
  ) : null;

  if (query.isLoading)
    return (
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        {[1, 2].map((n) => (
          <Skeleton key={n} h={180} radius="md" />
        ))}
      </SimpleGrid>
    );
  if (!list?.signatures.length)
    return (
      <Paper withBorder radius="md">
        <EmptyState
          icon={<IconSignature size={24} />}
          title="No signatures yet"
          text="A signature ends your emails with your name, contact details and links. Make one and set it as the default."
          action={
            abilities.create ? (
              <Button component={Link} to={buildPath('SignatureNew')}>
                Create your first signature
              </Button>
            ) : undefined
          }
        />
      </Paper>
    );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <Switch
          label="Also put the default on automated emails"
          aria-label="Also put the default on automated emails"
          description="Templates sent, broadcasts and journeys end with the default signature too."
          checked={choose.shownApplyToAll}
          disabled={list.default === null || !abilities.update || choose.busy}
          onChange={(event) => choose.setApplyToAll(event.currentTarget.checked)}
        />
        {create}
      </Group>
      <Radio.Group
        label="Default signature"
        description="Added to one-to-one emails when the sender picks no other."
        value={choose.shownDefault === null ? noDefault : String(choose.shownDefault)}
        onChange={choose.setDefault}
        name="default-signature"
      >
        <Stack gap="sm" mt="sm">
          <Radio
            value={noDefault}
            label="No default signature"
            disabled={!abilities.update || choose.busy}
          />
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            {list.signatures.map((signature) => (
              <SignatureCard
                key={signature.id}
                signature={signature}
                canEdit={abilities.update}
                canDelete={abilities.delete}
                onDelete={() =>
                  confirmDelete(
                    `The signature of ${signature.full_name} will be deleted.${signature.is_default ? ' Your emails will have no default signature.' : ''}`,
                    () => remove.mutate(signature.id),
                  )
                }
              />
            ))}
          </SimpleGrid>
        </Stack>
      </Radio.Group>
      <Text size="xs" c="dimmed">
        {list.signatures.length} of up to {maxSignatures} signatures.
      </Text>
    </Stack>
  );
}
