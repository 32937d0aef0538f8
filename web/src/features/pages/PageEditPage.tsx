import { dbIdText } from '@coachline/contract/ids';
import {
  type PageDetails,
  pageHeadlineMax,
  pageSubheadlineMax,
  pageTitleMax,
  type UpdatePageBody,
  updatePageBody,
} from '@coachline/contract/pages';
import { buildPath } from '@coachline/contract/routes';
import { styledContent } from '@coachline/contract/styles';
import { Alert, Button, Paper, Skeleton, Stack, Tabs, TextInput, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useEffect, useState } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { Link, Navigate, useParams } from 'react-router';
import { useAbilities } from '../../app/abilities';
import { BusyButton } from '../../ui/BusyButton';
import { FormServerError } from '../../ui/FormFields';
import { FormFieldset } from '../../ui/FormFieldset';
import { onInvalidSubmit, serverErrorsTo } from '../../ui/forms';
import { PageHeader } from '../../ui/PageHeader';
import { SaveBar } from '../../ui/SaveBar';
import { useContractForm } from '../../ui/useContractForm';
import { useLeavePrompt } from '../../ui/useLeavePrompt';
import { ImageField } from '../image-library/ImageField';
import { HeadlineStyleFields } from '../styles/HeadlineStyleFields';
import { RichBodyEditor } from '../templates/RichBodyEditor';
import { PageMediaControls } from './PageMediaControls';
import { PageDownloadsPanel, PageMembersPanel } from './PagePanels';
import { usePageDetails, useUpdatePage } from './queries';
import { richMedia } from './richMedia';

// The page editor (001 §2 PageEdit; UX.md: a long editor is a page with a sticky save bar):
// the title, headline and subheadline in their styles (a new page starts in the saved style of
// pages), the cover through the image uploader and the rich content with its images, videos
// and buttons, saved together from the bar; the downloads and the members on their own tabs,
// saved as they change.

const coverSize = '2560x600';

/** The editor's fields as the update call takes them. */
const editableOf = (page: PageDetails): UpdatePageBody => ({ ...page.settings, title: page.title });

function Section(props: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label={props.title}>
      <Title order={2} size="h4" mb="sm">
        {props.title}
      </Title>
      <Stack gap="sm">{props.children}</Stack>
    </Paper>
  );
}

function Editor(props: { page: PageDetails }) {
  const { page } = props;
  const abilities = useAbilities('pages');
  const update = useUpdatePage(page.id);
  const form = useContractForm(updatePageBody, editableOf(page));
  const [tab, setTab] = useState<string | null>('content');
  const dirty = form.formState.isDirty;
  useLeavePrompt(abilities.update && dirty);
  // A download's change reloads the page (its counts): the fields being typed stay.
  useEffect(() => {
    if (!form.formState.isDirty) form.reset(editableOf(page));
  }, [page, form]);
  const _cover = useWatch({ control: form.control, name: 'cover_image' });
  const { errors } = form.formState;

  const submit = form.handleSubmit(
    (body) =>
      update.mutate(body, {
        onSuccess: (res) => {
          if (res) form.reset(editableOf(res.page));
        },
        onError: serverErrorsTo(form),
      }),
    onInvalidSubmit,
  );

  return (
    <>
      <Stack gap="md" pb="md">
        <PageHeader
          title={page.title}
          description="What contacts read: the headline, the cover, the content and the downloads."
        />
        <Tabs value={tab} onChange={setTab} keepMounted={false}>
          <Tabs.List mb="md">
            <Tabs.Tab value="content">Content</Tabs.Tab>
            <Tabs.Tab value="downloads">Downloads ({page.downloads_count})</Tabs.Tab>
            <Tabs.Tab value="members">Assigned members ({page.members_count})</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="content">
            <form onSubmit={submit} noValidate aria-label="Page content">
              <FormFieldset disabled={!abilities.update}>
                <Stack gap="md">
                  <Section title="Headline">
                    <TextInput
                      label="Page title"
                      aria-required
                      maxLength={pageTitleMax}
                      error={errors.title?.message}
                      {...form.register('title')}
                    />
                    <TextInput
                      label="Headline"
                      maxLength={pageHeadlineMax}
                      error={errors.headline?.message}
                      {...form.register('headline')}
                    />
                    <TextInput
                      label="Subheadline"
                      maxLength={pageSubheadlineMax}
                      error={errors.subheadline?.message}
                      {...form.register('subheadline')}
                    />
                    <HeadlineStyleFields form={form} contentType={styledContent.pages} />
                  </Section>
                  <Section title="Cover">
                    <ImageField
                      control={form.control}
                      name="cover_image"
                      size={coverSize}
                      label="Cover image"
                    />
                  </Section>
                  <Section title="Content">
                    <Controller
                      control={form.control}
                      name="content"
                      render={({ field }) => (
                        <RichBodyEditor
                          label="Page content"
                          value={field.value ?? ''}
                          onChange={field.onChange}
                          error={errors.content?.message}
                          personalize={false}
                          extensions={richMedia}
                          controls={(editor) => <PageMediaControls editor={editor} />}
                          minHeight={320}
                        />
                      )}
                    />
                  </Section>
                </Stack>
              </FormFieldset>
              <FormServerError error={errors.root?.server} />
            </form>
          </Tabs.Panel>
          <Tabs.Panel value="downloads">
            <PageDownloadsPanel pageId={page.id} canUpdate={abilities.update} />
          </Tabs.Panel>
          <Tabs.Panel value="members">
            <PageMembersPanel pageId={page.id} canUpdate={abilities.update} />
          </Tabs.Panel>
        </Tabs>
      </Stack>
      <SaveBar dirty={dirty}>
        <Button variant="default" component={Link} to={buildPath('PageIndex')}>
          Back to pages
        </Button>
        {abilities.update ? (
          <BusyButton busy={update.isPending} busyLabel="Saving" onClick={() => void submit()}>
            Save page
          </BusyButton>
        ) : null}
      </SaveBar>
    </>
  );
}

export function PageEditPage() {
  const parsed = dbIdText.safeParse(useParams().page);
  const id = parsed.success ? parsed.data : null;
  const details = usePageDetails(id);
  if (id === null || details.data === null) return <Navigate to={buildPath('Error-404')} replace />;
  if (details.isError) return <Alert color="red">The page could not be loaded.</Alert>;
  if (!details.data)
    return (
      <Stack gap="md" role="status" aria-busy="true" aria-label="Loading the page">
        <Skeleton h={48} w="40%" />
        <Skeleton h={480} radius="md" />
      </Stack>
    );
  return <Editor key={details.data.id} page={details.data} />;
}
