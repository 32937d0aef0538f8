import type { TextStyle } from '@coachline/contract/styles';
import { Alert, Box, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { isApiError } from '../../api/client';
import { textStyleCss } from '../styles/textStyleCss';
import { failureOf } from './queries';

// A check-in page's face: the headline and sub-headline in their saved styles, over the cover
// image darkened by the overlay's colour where the check-in has one (habits).

export function CheckInHeader(props: {
  headline: string;
  subHeadline: string;
  headlineStyle: TextStyle;
  subHeadlineStyle: TextStyle;
  cover?: { image: string | null; color: string; opacity: number };
  children?: ReactNode;
}) {
  const words = (
    <Stack gap={6} align="center" ta="center">
      {props.headline ? (
        <Title order={1} style={textStyleCss(props.headlineStyle)}>
          {props.headline}
        </Title>
      ) : null}
      {props.subHeadline ? (
        <Text style={textStyleCss(props.subHeadlineStyle)}>{props.subHeadline}</Text>
      ) : null}
      {props.children}
    </Stack>
  );
  const image = props.cover?.image;
  if (!image || !props.cover)
    return (
      <Box component="header" px="md" pt="xl" pb="md">
        {words}
      </Box>
    );
  return (
    <Box
      component="header"
      pos="relative"
      mih={{ base: 180, sm: 240 }}
      px="md"
      py="xl"
      style={{
        // A quote in the address would end the url() early.
        backgroundImage: `url("${image.replaceAll('"', '%22')}")`,
        backgroundSize: 'cover',
        backgroundPosition: 'center',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
      }}
    >
      <Box
        aria-hidden
        pos="absolute"
        style={{
          inset: 0,
          background: props.cover.color,
          opacity: props.cover.opacity / 100,
        }}
      />
      <Box pos="relative">{words}</Box>
    </Box>
  );
}

/** The page around a check-in: its background colour, the content a phone's width at most. */
export function CheckInFrame(props: { background: string; children: ReactNode }) {
  return (
    <Box component="main" mih="100vh" style={{ background: props.background }}>
      <Box maw={560} mx="auto" pb="xl">
        {props.children}
      </Box>
    </Box>
  );
}

/** What a personal link that no longer names an active contact shows. */
export function LinkInvalid() {
  return (
    <Box component="main" mih="100vh" bg="gray.0" px="md" py="xl">
      <Stack gap="xs" maw={480} mx="auto" ta="center" role="alert">
        <Title order={1} size="h2">
          This link is no longer valid
        </Title>
        <Text c="dimmed">
          Your coach may have taken you off this check-in, or sent a newer link. Ask them for the
          current one.
        </Text>
      </Stack>
    </Box>
  );
}

/** A check-in page before its read answers: loading, the invalid link (404), or the failure. */
export function CheckInLoad(props: { error: unknown; what: string }) {
  if (!props.error)
    return (
      <Stack
        gap="md"
        p="xl"
        role="status"
        aria-busy="true"
        aria-label={`Loading your ${props.what}`}
      >
        <Skeleton h={40} w="70%" mx="auto" />
        <Skeleton h={56} mt="lg" />
        <Skeleton h={56} />
      </Stack>
    );
  if (isApiError(props.error) && props.error.status === 404) return <LinkInvalid />;
  return (
    <Stack p="xl">
      <Alert color="red" role="alert" title={`Could not load your ${props.what}`}>
        {failureOf(props.error).message}
      </Alert>
    </Stack>
  );
}
