import { Textarea, TextInput } from '@mantine/core';
import type { UseMutationResult } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import type { DefaultValues, FieldValues, UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { FormModal, type SendOutcome } from '../../ui/FormModal';
import { useContractForm } from '../../ui/useContractForm';
import { MoveToFolderModal } from '../folders/FolderBrowser';
import { AssetContactsModal } from '../groups/AssetContactsModal';
import { ShareDialog } from '../sharing/ShareDialog';
import type { AssetDialog, AssetDialogKind } from './AssetCard';
import {
  type AssetKind,
  type AssetRow,
  type AssetWrite,
  assetWords,
  assetWrite,
} from './assetKind';

// The short dialogs of an asset list, the same for every kind but for its words and writes:
// create (then the editor opens), rename, send to or restrict from contacts, share, move to a
// folder, and disabling one with the message shown instead.

function TitleField<Values extends { title: string }>(props: {
  kind: AssetKind;
  form: UseFormReturn<Values, unknown, unknown>;
}) {
  const form = props.form as unknown as UseFormReturn<{ title: string }, unknown, unknown>;
  return (
    <TextInput
      label={`${assetWords(props.kind).One} title`}
      aria-required
      maxLength={props.kind.titleMax}
      data-autofocus
      error={form.formState.errors.title?.message}
      {...form.register('title')}
    />
  );
}

/** What a list's create dialog sends, and the kind's fields beyond the title. */
export type AssetCreation<Values extends FieldValues & { title: string }, Body> = {
  body: z.ZodType<Body, Values>;
  write: AssetWrite<Body, { id: number }>;
  /** The new one's other values; the same object between renders. */
  values?: Partial<Values>;
  fields?: (form: UseFormReturn<Values, unknown, Body>) => ReactNode;
};

/** A list's creation from the kind's contract body, its create mutation and the id it made. */
export function assetCreation<Values extends FieldValues & { title: string }, Body, Data>(
  body: z.ZodType<Body, Values>,
  mutation: UseMutationResult<Data, Error, Body, unknown>,
  created: (data: Data) => { id: number },
  extra: Pick<AssetCreation<Values, Body>, 'values' | 'fields'> = {},
): AssetCreation<Values, Body> {
  return { body, write: assetWrite(mutation, (sent: Body) => sent, created), ...extra };
}

/** Creates one in the folder the list shows, then its editor opens. */
export function CreateAssetModal<Values extends FieldValues & { title: string }, Body>(props: {
  kind: AssetKind;
  creation: AssetCreation<Values, Body>;
  folderId: number | null;
  opened: boolean;
  onClose: () => void;
}) {
  const { kind, opened, folderId } = props;
  const { body, write, values, fields } = props.creation;
  const navigate = useNavigate();
  const form = useContractForm(body, { title: '' } as DefaultValues<Values>);
  useEffect(() => {
    if (opened) form.reset({ title: '', folder_id: folderId ?? 0, ...values } as unknown as Values);
  }, [opened, folderId, values, form]);
  const title = `Create ${kind.one}`;
  return (
    <FormModal
      opened={opened}
      onClose={props.onClose}
      title={title}
      form={form}
      send={(sent, outcome) =>
        write.mutate(sent, {
          onError: outcome.onError,
          onSuccess: (created) => {
            outcome.onSuccess();
            void navigate(kind.editPath(created.id));
          },
        })
      }
      submitLabel={title}
      busyLabel="Creating"
      busy={write.isPending}
    >
      <TitleField kind={kind} form={form} />
      {fields?.(form)}
    </FormModal>
  );
}

function RenameAssetModal(props: { kind: AssetKind; asset: AssetRow | null; onClose: () => void }) {
  const { kind, asset, onClose } = props;
  const rename = kind.useRename();
  const form = useContractForm(z.object({ title: kind.title }), { title: '' });
  useEffect(() => {
    if (asset) form.reset({ title: asset.title });
  }, [asset, form]);
  return (
    <FormModal
      opened={asset !== null}
      onClose={onClose}
      title={`Rename ${kind.one}`}
      form={form}
      send={(body, outcome) => rename.mutate({ id: asset?.id ?? 0, title: body.title }, outcome)}
      submitLabel="Rename"
      busyLabel="Renaming"
      busy={rename.isPending}
    >
      <TitleField kind={kind} form={form} />
    </FormModal>
  );
}

/** Sends the asset to the contacts picked, or takes it back from them. */
function SendAssetModal(props: {
  kind: AssetKind;
  asset: AssetRow | null;
  action: 'send' | 'restrict';
  onClose: () => void;
}) {
  const { kind, asset, action } = props;
  const send = kind.useSend();
  const restrict = kind.useRestrict();
  const mutation = action === 'send' ? send : restrict;
  return (
    <AssetContactsModal
      title={asset?.title ?? null}
      action={action}
      text={action === 'send' ? kind.sendText : kind.restrictText}
      busy={mutation.isPending}
      onClose={props.onClose}
      send={(contactIds, outcome) =>
        mutation.mutate({ ids: [asset?.id ?? 0], contact_ids: contactIds }, outcome)
      }
    />
  );
}

/** The shared dialogs a card opens, the one of `dialog` open. */
export function AssetListDialogs<Row extends AssetRow>(props: {
  kind: AssetKind;
  dialog: AssetDialog<Row> | null;
  onClose: () => void;
}) {
  const { kind, dialog, onClose } = props;
  const of = (which: AssetDialogKind) => (dialog?.kind === which ? dialog.asset : null);
  const moved = of('folder');
  const shared = of('share');
  return (
    <>
      <RenameAssetModal kind={kind} asset={of('rename')} onClose={onClose} />
      <SendAssetModal kind={kind} asset={of('send')} action="send" onClose={onClose} />
      <SendAssetModal kind={kind} asset={of('restrict')} action="restrict" onClose={onClose} />
      <ShareDialog asset={shared ? { type: kind.type, ...shared } : null} onClose={onClose} />
      <MoveToFolderModal
        assetType={kind.type}
        assetKeys={kind.keys}
        assetIds={moved ? [moved.id] : []}
        onClose={onClose}
      />
    </>
  );
}

/** Disables one for everyone: the message they see instead, on the kind's own form. */
export function DisableAssetModal<Values extends { disable_message?: string }, Body>(props: {
  kind: AssetKind;
  asset: AssetRow | null;
  form: UseFormReturn<Values, unknown, Body>;
  send: (body: Body, outcome: SendOutcome) => void;
  busy: boolean;
  /** Who reads the message, and where. */
  label: string;
  description: string;
  onClose: () => void;
}) {
  const { asset } = props;
  const form = props.form as unknown as UseFormReturn<{ disable_message: string }>;
  return (
    <FormModal
      opened={asset !== null}
      onClose={props.onClose}
      title={asset ? `Disable ${asset.title}` : `Disable ${props.kind.one}`}
      form={props.form}
      send={props.send}
      submitLabel="Disable"
      busyLabel="Disabling"
      busy={props.busy}
    >
      <Textarea
        label={props.label}
        description={props.description}
        aria-required
        autosize
        minRows={2}
        maxLength={2000}
        data-autofocus
        error={form.formState.errors.disable_message?.message}
        {...form.register('disable_message')}
      />
    </FormModal>
  );
}
