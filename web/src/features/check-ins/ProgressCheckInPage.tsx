import '../../portal/progress/checkInStyles';
import { Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { ProgressForm } from '../../portal/progress/ProgressForm';
import { CheckInFrame, CheckInHeader, CheckInLoad } from './CheckInHeader';
import { publicProgressCalls, usePublicProgress } from './queries';

// ProgressCheckIn (/progress/{token}, public): the contact's personal submission link, the one
// reminders carry. No sign-in: the signed token names the check-in and the contact. The page
// is its own small chunk, made for a phone: the check-in's look, the form, then thanks.

export function ProgressCheckInPage() {
  const { token = '' } = useParams();
  const page = usePublicProgress(token);
  const calls = useMemo(() => publicProgressCalls(token), [token]);
  const [thanks, setThanks] = useState<string | null>(null);
  const thanksRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (thanks) thanksRef.current?.focus();
  }, [thanks]);

  if (!page.data) return <CheckInLoad error={page.error} what="check-in" />;

  const form = page.data;
  const s = form.settings;
  return (
    <CheckInFrame background={s.background_color}>
      <CheckInHeader
        headline={s.headline}
        subHeadline={s.sub_headline}
        headlineStyle={s.headline_style}
        subHeadlineStyle={s.sub_headline_style}
      >
        <Text fw={600}>
          {form.contact_name ? `${form.contact_name} · ` : ''}
          {form.name}
        </Text>
      </CheckInHeader>
      <Stack px="md">
        {thanks ? (
          <Stack
            ref={thanksRef}
            tabIndex={-1}
            gap="sm"
            align="center"
            ta="center"
            py="xl"
            role="status"
          >
            <IconCircleCheck size={56} color={s.button_color} aria-hidden />
            <Text size="lg" fw={600}>
              {thanks}
            </Text>
          </Stack>
        ) : (
          <ProgressForm form={form} calls={calls} onSubmitted={setThanks} />
        )}
      </Stack>
    </CheckInFrame>
  );
}
