import type { FormSettings } from '@coachline/contract/forms';
import type { TextStyle } from '@coachline/contract/styles';
import { Box, Image, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { textStyleCss } from '../../styles/textStyleCss';

// A form's public face (001 §3 Form): the cover image darkened by the overlay, the logo, the
// title in the headline style and the subheadline in its own. The public fill page and the
// response pages show it the same way.

type HeaderSettings = Pick<
  FormSettings,
  'cover_image' | 'logo_image' | 'overlay_opacity' | 'subheadline'
> & { headline_style: TextStyle; subheadline_style: TextStyle };

export function FormHeader(props: { title: string; settings: HeaderSettings }) {
  const s = props.settings;
  const words = (
    <Stack gap={6} align="center" ta="center">
      {s.logo_image ? (
        <Image src={s.logo_image} alt="" h={60} w="auto" maw={180} fit="contain" />
      ) : null}
      <Title order={1} style={textStyleCss(s.headline_style)}>
        {props.title}
      </Title>
      {s.subheadline ? (
        <Text style={textStyleCss(s.subheadline_style)}>{s.subheadline}</Text>
      ) : null}
    </Stack>
  );
  if (!s.cover_image)
    return (
      <Box component="header" px={{ base: 'md', sm: 'xl' }} pt="xl" pb="md">
        {words}
      </Box>
    );
  return (
    <Box
      component="header"
      pos="relative"
      mih={{ base: 180, sm: 260 }}
      px={{ base: 'md', sm: 'xl' }}
      py="xl"
      style={{
        // A quote in the address would end the url() early.
        backgroundImage: `url("${s.cover_image.replaceAll('"', '%22')}")`,
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
        style={{ inset: 0, background: 'black', opacity: s.overlay_opacity / 100 }}
      />
      <Box pos="relative">{words}</Box>
    </Box>
  );
}

/** The page around a public form: a centred card on a grey background, the card edge to edge on a phone. */
export function FormFrame(props: { children: ReactNode; label?: string }) {
  return (
    <Box
      component="main"
      mih="100vh"
      bg="gray.0"
      py={{ base: 0, sm: 'xl' }}
      aria-label={props.label}
    >
      <Box
        maw={720}
        mx="auto"
        bg="white"
        style={{
          borderRadius: 'var(--mantine-radius-md)',
          overflow: 'hidden',
          boxShadow: 'var(--mantine-shadow-sm)',
        }}
      >
        {props.children}
      </Box>
    </Box>
  );
}
