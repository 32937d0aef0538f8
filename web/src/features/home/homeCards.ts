import type { PermissionArea } from '@coachline/contract/permissions';
import type { ComponentType } from 'react';
import { birthdayHomeCards } from '../birthdays/BirthdayHomeCards';
import { contactHomeCards } from '../contacts/home/ContactHomeCards';
import { messageHomeCards } from '../message-center/MessageHomeCards';

// Today's numbers on Home. Each feature registers its own cards here, with the area whose view
// permission they need; Home shows those the user may see, in this order.

export type HomeCard = {
  key: string;
  /** The area the card's numbers come from; the card shows only to who may view it. */
  area?: PermissionArea;
  Card: ComponentType;
};

export const homeCards: readonly HomeCard[] = [
  ...contactHomeCards,
  ...messageHomeCards,
  ...birthdayHomeCards,
];
