import { buildPath } from '@coachline/contract/routes';
import { signatureHtml } from '@coachline/contract/signature-html';
import {
  type Signature,
  type SignatureBodyInput,
  signatureBody,
  signatureDefaults,
} from '@coachline/contract/signatures';
import { Button, Grid, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useEffect, useMemo } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { useAbilities } from '../../app/abilities';
import { BusyButton } from '../../ui/BusyButton';
import { FormServerError } from '../../ui/FormFields';
import { onInvalidSubmit, serverErrorsTo } from '../../ui/forms';
import { PageHeader } from '../../ui/PageHeader';
import { SaveBar } from '../../ui/SaveBar';
import { useContractForm } from '../../ui/useContractForm';
import { useLeavePrompt } from '../../ui/useLeavePrompt';
import { EmailPreview } from './EmailPreview';
import { useSignatures, useStoreSignature } from './queries';
import { SignatureFields } from './SignatureFields';

// The signature designer (001 §2 "full signature designer"; UX.md: a long editor is a page with
// a sticky save bar, and leaving it with unsaved changes asks first). The same page creates
// (/signature/new) and edits (/signature/:signature/edit); the preview is the email's HTML.

const blank: SignatureBodyInput = { ...signatureDefaults, is_default: false, apply_to_all: false };

const valuesOf = (signature: Signature, applyToAll: boolean): SignatureBodyInput => {
  const { updated_at: _updated, ...design } = signature;
  return { ...design, apply_to_all: signature.is_default && applyToAll };
};

/** The signature the path names, once the list is in; null for a new one. */
function useEditedSignature() {
  const { signature: param } = useParams();
  const list = useSignatures();
  const id = param === undefined ? null : Number(param);
  const found = id === null ? undefined : list.data?.signatures.find((s) => s.id === id);
  const applyToAll = list.data?.apply_to_all ?? false;
  // One object per answer of the list, so the form is reset only when the signature changed.
  const values = useMemo(() => (found ? valuesOf(found, applyToAll) : null), [found, applyToAll]);
  return {
    id,
    loading: id !== null && list.isLoading,
    missing: id !== null && list.isSuccess && !list.isFetching && !found,
    values,
  };
}

export function SignatureEditPage() {
  const edited = useEditedSignature();
  const abilities = useAbilities('templates');
  const store = useStoreSignature();
  const navigate = useNavigate();
  const form = useContractForm(signatureBody, blank);
  const leave = useLeavePrompt(form.formState.isDirty);
  const design = form.watch();

  useEffect(() => {
    if (edited.values) form.reset(edited.values);
  }, [edited.values, form]);

  if (edited.missing) return <Navigate to={buildPath('Error-404')} replace />;
  const canSave = edited.id === null ? abilities.create : abilities.update;
  const title = edited.id === null ? 'New signature' : 'Edit signature';

  const submit = form.handleSubmit(
    (body) =>
      store.mutate(body, {
        onSuccess: (res) => {
          form.reset(valuesOf(res.signature, res.apply_to_all));
          if (edited.id === null)
            leave(() =>
              navigate(buildPath('SignatureEdit', { signature: res.signature.id }), {
                replace: true,
              }),
            );
        },
        onError: serverErrorsTo(form),
      }),
    onInvalidSubmit,
  );

  return (
    <form onSubmit={submit} noValidate aria-label={title}>
      <Stack gap="md" pb="md">
        <PageHeader
          title={title}
          description="Design how your emails end: your details, links and colours, as recipients will see them."
        />
        {edited.loading ? (
          <Skeleton h={480} radius="md" />
        ) : (
          <Grid gutter="md">
            <Grid.Col span={{ base: 12, lg: 7 }}>
              <SignatureFields form={form} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, lg: 5 }}>
              <Paper withBorder radius="md" p="md" pos="sticky" top={72}>
                <Title order={2} size="h4" mb="xs">
                  Preview
                </Title>
                <Text size="sm" c="dimmed" mb="sm">
                  As it ends an email.
                </Text>
                <EmailPreview html={signatureHtml(design)} label="Signature preview" />
              </Paper>
            </Grid.Col>
          </Grid>
        )}
        <FormServerError error={form.formState.errors.root?.server} />
      </Stack>
      <SaveBar dirty={form.formState.isDirty}>
        <Button variant="default" component={Link} to={buildPath('SignatureIndex')}>
          Back to signatures
        </Button>
        {canSave ? (
          <BusyButton type="submit" busy={store.isPending} busyLabel="Saving">
            Save signature
          </BusyButton>
        ) : null}
      </SaveBar>
    </form>
  );
}
