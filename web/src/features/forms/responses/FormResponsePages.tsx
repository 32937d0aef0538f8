import '../public/fillStyles';
import type { FormResponseView } from '@coachline/contract/forms';
import { buildPath } from '@coachline/contract/routes';
import { Anchor, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconDownload } from '@tabler/icons-react';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { isApiError } from '../../../api/client';
import { useAbilities } from '../../../app/abilities';
import { BusyButton } from '../../../ui/BusyButton';
import { DateTime } from '../../../ui/DateTime';
import { formatDateTime, parseDate } from '../../../ui/dates';
import { PageHeader } from '../../../ui/PageHeader';
import { FormFrame, FormHeader } from '../public/FormHeader';
import { useDownloadResponse, useFormResponse, usePublicFormResponse } from './queries';
import { ResponseAnswers } from './ResponseAnswers';

// One submission of a form (001 §2): FormResponse signed in, by the numeric ids, and
// FormPublicResponse, anyone with the link, by the respondent's random public key (never a
// guessable id). Both offer the response as a PDF (download-form-response), which the server
// makes for a signed-in user who may view forms.

const idOf = (raw: string | undefined): number | null =>
  raw && /^\d{1,12}$/.test(raw) && Number(raw) > 0 ? Number(raw) : null;

function DownloadPdf(props: { view: FormResponseView }) {
  const download = useDownloadResponse();
  const r = props.view.respondent;
  return (
    <BusyButton
      variant="light"
      leftSection={<IconDownload size={16} aria-hidden />}
      busy={download.isPending}
      busyLabel="Downloading"
      onClick={() =>
        download.mutate({
          formId: r.form_id,
          contactId: r.contact_id,
          respondentId: r.id,
          fileName: r.file_name,
        })
      }
    >
      Download PDF
    </BusyButton>
  );
}

function LoadingAnswers() {
  return (
    <Stack gap="sm" role="status" aria-busy="true" aria-label="Loading the response">
      <Skeleton h={32} w="60%" />
      <Skeleton h={64} />
      <Skeleton h={64} />
      <Skeleton h={64} />
    </Stack>
  );
}

/** FormResponse (/form/{form}/response/{contact}/{respondent}), in the app. */
export function FormResponsePage() {
  const params = useParams();
  const navigate = useNavigate();
  const formId = idOf(params.form);
  const respondentId = idOf(params.respondent);
  const ref = {
    formId: formId ?? 0,
    contactId: idOf(params.contact),
    respondentId: respondentId ?? 0,
  };
  const view = useFormResponse(ref);

  useEffect(() => {
    const missing =
      formId === null ||
      respondentId === null ||
      (isApiError(view.error) && (view.error.status === 404 || view.error.status === 422));
    if (missing) void navigate(buildPath('Error-404'), { replace: true });
  }, [formId, respondentId, view.error, navigate]);

  const data = view.data;
  return (
    <Stack gap="md">
      <Anchor
        component={Link}
        to={buildPath('FormEdit', { form: params.form ?? '' })}
        size="sm"
        w="fit-content"
      >
        <IconArrowLeft size={14} aria-hidden style={{ verticalAlign: 'middle' }} /> Back to the form
      </Anchor>
      {!data ? (
        <LoadingAnswers />
      ) : (
        <>
          <PageHeader
            title={data.form.title}
            description="One response, in the form's question order."
            action={<DownloadPdf view={data} />}
          />
          <Paper withBorder radius="md" p="md">
            <Stack gap="md">
              <Group justify="space-between" gap="xs">
                <div>
                  <Text fw={600}>
                    {data.respondent.contact_id ? (
                      <Anchor
                        component={Link}
                        to={buildPath('ContactProfile', { id: data.respondent.contact_id })}
                      >
                        {data.respondent.name || 'Unnamed contact'}
                      </Anchor>
                    ) : (
                      data.respondent.name || 'Anonymous'
                    )}
                  </Text>
                  {data.respondent.email ? (
                    <Text size="sm" c="dimmed">
                      {data.respondent.email}
                    </Text>
                  ) : null}
                </div>
                <Text size="sm" c="dimmed" component="div">
                  Submitted <DateTime value={data.respondent.created_at} />
                </Text>
              </Group>
              <ResponseAnswers answers={data.answers} />
            </Stack>
          </Paper>
        </>
      )}
    </Stack>
  );
}

/** The visitor's own clock: they are not signed in, so there is no account time zone. */
const localTime = (value: string) => {
  const date = parseDate(value);
  return date ? formatDateTime(date, Intl.DateTimeFormat().resolvedOptions().timeZone) : '';
};

/** FormPublicResponse (/form/{form}/view-response/{contact}/{respondent}), public. */
export function FormPublicResponsePage() {
  const { form = '', contact = '', respondent = '' } = useParams();
  const view = usePublicFormResponse(form, contact, respondent);
  // The PDF is made for a signed-in user who may view forms: the coach opening the link.
  const canDownload = useAbilities('forms').view;

  if (view.isPending)
    return (
      <FormFrame>
        <Stack p="xl">
          <LoadingAnswers />
        </Stack>
      </FormFrame>
    );
  if (!view.data)
    return (
      <FormFrame>
        <Stack gap="xs" p="xl" ta="center">
          <Title order={1} size="h2">
            This response is not available
          </Title>
          <Text c="dimmed">The link may be old or mistyped, or the response was deleted.</Text>
        </Stack>
      </FormFrame>
    );

  const data = view.data;
  return (
    <FormFrame>
      <FormHeader title={data.form.title} settings={data.form.settings} />
      <Stack gap="md" px={{ base: 'md', sm: 'xl' }} pb="xl" pt="md">
        <Group justify="space-between" gap="xs">
          <div>
            <Text fw={600}>{data.respondent.name || 'Response'}</Text>
            <Text size="sm" c="dimmed">
              Submitted {localTime(data.respondent.created_at)}
            </Text>
          </div>
          {canDownload ? <DownloadPdf view={data} /> : null}
        </Group>
        <ResponseAnswers answers={data.answers} />
      </Stack>
    </FormFrame>
  );
}
