import type { Contact, ContactTab } from '@coachline/contract/contacts';
import { ActionIcon, Avatar, Badge } from '@mantine/core';
import { IconStar, IconStarFilled } from '@tabler/icons-react';
import { contactName, tabGroupColors, temperatureColors, temperatureLabels } from '../labels';

// What a contact row shows in both the table and the phone's cards.

export function ContactAvatar(props: { contact: Contact; size?: number }) {
  return (
    <Avatar src={props.contact.photo} alt="" size={props.size} radius="xl" color="blue">
      {contactName(props.contact).slice(0, 1).toUpperCase()}
    </Avatar>
  );
}

/** The star toggle; the user needs update on the contact. */
export function StarButton(props: {
  contact: Contact;
  iconSize: number;
  tabIndex?: number;
  onToggle: () => void;
}) {
  const { contact } = props;
  return (
    <ActionIcon
      variant="subtle"
      color="yellow"
      aria-label={`Starred: ${contactName(contact)}`}
      aria-pressed={contact.starred}
      disabled={!contact.can.update}
      tabIndex={props.tabIndex}
      onClick={props.onToggle}
    >
      {contact.starred ? (
        <IconStarFilled size={props.iconSize} aria-hidden />
      ) : (
        <IconStar size={props.iconSize} aria-hidden />
      )}
    </ActionIcon>
  );
}

export function TemperatureBadge(props: {
  temperature: NonNullable<Contact['temperature']>;
  size: 'xs' | 'sm';
}) {
  return (
    <Badge size={props.size} variant="light" color={temperatureColors[props.temperature]}>
      {temperatureLabels[props.temperature]}
    </Badge>
  );
}

/** The contact's status by its tab's title, coloured by the tab's group (leads, trials, …). */
export function StatusBadge(props: {
  status: string;
  tabs: readonly ContactTab[];
  size: 'xs' | 'sm';
}) {
  const tab = props.tabs.find((t) => t.value === props.status);
  const color = tab ? tabGroupColors[tab.group] : 'gray';
  return (
    <Badge
      size={props.size}
      variant="light"
      color={color}
      // The theme's light variant of each colour is readable (WCAG AA) on its tint.
      style={{ textTransform: 'none' }}
    >
      {tab?.title ?? props.status}
    </Badge>
  );
}
