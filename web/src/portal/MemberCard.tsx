import type { PortalBrand, PortalContact } from '@coachline/contract/portal';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { QRCodeSVG } from 'qrcode.react';

/** The contact's member card: their ID as text and as a code the front desk can scan. */
export default function MemberCard(props: { contact: PortalContact; brand: PortalBrand }) {
  const { contact, brand } = props;
  if (!contact.member_id) return null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-label="Member card">
      <Group justify="space-between" wrap="nowrap" align="center">
        <Stack gap={2}>
          <Text size="sm" c="dimmed">
            {brand.name}
          </Text>
          <Text fw={700}>
            {contact.first_name} {contact.last_name}
          </Text>
          <Text size="sm">Member ID</Text>
          <Text fw={800} size="xl" ff="monospace">
            {contact.member_id}
          </Text>
        </Stack>
        <QRCodeSVG
          value={contact.member_id}
          size={112}
          role="img"
          aria-label={`Scannable code of member ID ${contact.member_id}`}
        />
      </Group>
    </Paper>
  );
}
