import './fillStyles';
import { Alert, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { FillForm } from './FillForm';
import { FormFrame, FormHeader } from './FormHeader';
import { usePublicForm } from './queries';

// FormFill (/f/{key}, public): anyone with a form's link fills it in, no sign-in, most often on a
// phone. The page is its own small chunk: the form's look, a get-started step, the questions,
// then the thank-you message. A personal link (`?c=`) carries its token into the submission.

type Step = { kind: 'start' } | { kind: 'questions' } | { kind: 'done'; message: string };

function Body(props: { children: React.ReactNode }) {
  return (
    <Stack gap="lg" px={{ base: 'md', sm: 'xl' }} pb="xl" pt="md">
      {props.children}
    </Stack>
  );
}

export function FormFillPage() {
  const { key = '' } = useParams();
  const [search] = useSearchParams();
  const page = usePublicForm(key);
  const [step, setStep] = useState<Step>({ kind: 'start' });
  const stepRef = useRef<HTMLDivElement>(null);

  // Each step moves the keyboard and screen reader to what it shows.
  useEffect(() => {
    if (step.kind === 'start') return;
    const target = stepRef.current?.querySelector<HTMLElement>(
      step.kind === 'questions'
        ? 'input:not([tabindex="-1"]), textarea, select'
        : '[role="status"]',
    );
    target?.focus();
  }, [step.kind]);

  if (page.isPending)
    return (
      <FormFrame>
        <Stack gap="md" p="xl" role="status" aria-busy="true" aria-label="Loading the form">
          <Skeleton h={40} w="70%" mx="auto" />
          <Skeleton h={20} w="50%" mx="auto" />
          <Skeleton h={44} mt="lg" />
          <Skeleton h={44} />
        </Stack>
      </FormFrame>
    );

  if (!page.data)
    return (
      <FormFrame>
        <Stack gap="xs" p="xl" ta="center">
          <Title order={1} size="h2">
            This form is not available
          </Title>
          <Text c="dimmed">
            The link may be old or mistyped. Ask whoever sent it for the current one.
          </Text>
        </Stack>
      </FormFrame>
    );

  const form = page.data.form;
  const s = form.settings;
  return (
    <FormFrame>
      <FormHeader title={form.title} settings={s} />
      <Body>
        <div ref={stepRef}>
          {s.is_disabled ? (
            <Alert color="gray" title="Closed">
              {s.disable_message}
            </Alert>
          ) : step.kind === 'start' ? (
            <Group justify="center" py="md">
              <Button
                size="lg"
                color={s.accent_color}
                autoContrast
                onClick={() => setStep({ kind: 'questions' })}
              >
                {s.get_started_label}
              </Button>
            </Group>
          ) : step.kind === 'questions' ? (
            <FillForm
              form={form}
              formKey={key}
              personalToken={search.get('c')}
              onSubmitted={(message) => setStep({ kind: 'done', message })}
            />
          ) : (
            <Stack gap="sm" align="center" ta="center" py="xl" role="status" tabIndex={-1}>
              <IconCircleCheck size={48} color={s.accent_color} aria-hidden />
              <Text size="lg" fw={600} style={{ whiteSpace: 'pre-wrap' }}>
                {step.message}
              </Text>
            </Stack>
          )}
        </div>
      </Body>
    </FormFrame>
  );
}
