import { importShareLinkBody } from '@coachline/contract/sharing';
import { Text, TextInput } from '@mantine/core';
import type { QueryKey } from '@tanstack/react-query';
import { useEffect } from 'react';
import { FormModal } from '../../ui/FormModal';
import { useContractForm } from '../../ui/useContractForm';
import { useImportShareLink } from './queries';

// Importing a share link into the location (001 §7 Asset sharing): a copy of the shared asset
// with its images and files lands in this location's list.

export function ImportShareDialog(props: {
  opened: boolean;
  /** A link to fill in, such as the one the page was opened with (`?import=`). */
  link?: string;
  /** The list the copy lands in, to refresh. */
  invalidates: QueryKey[];
  onClose: () => void;
}) {
  const { opened, link } = props;
  const importLink = useImportShareLink(props.invalidates);
  const form = useContractForm(importShareLinkBody, { link: '' });
  useEffect(() => {
    if (opened) form.reset({ link: link ?? '' });
  }, [opened, link, form]);
  return (
    <FormModal
      opened={opened}
      onClose={props.onClose}
      title="Import a share link"
      form={form}
      send={(body, outcome) => importLink.mutate(body, outcome)}
      submitLabel="Import"
      busyLabel="Importing"
      busy={importLink.isPending}
    >
      <Text size="sm">
        Paste the share link (or short link) another location gave you. A copy is added to this
        location.
      </Text>
      <TextInput
        label="Share link"
        aria-required
        data-autofocus
        error={form.formState.errors.link?.message}
        {...form.register('link')}
      />
    </FormModal>
  );
}
