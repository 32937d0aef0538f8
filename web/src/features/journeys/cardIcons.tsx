import type { JourneyActionType, JourneyTriggerType } from '@coachline/contract/journeys';
import {
  type Icon,
  IconArrowsRightLeft,
  IconCake,
  IconChecklist,
  IconClick,
  IconClock,
  IconDeviceMobile,
  IconFlag,
  IconForms,
  IconGift,
  IconGitBranch,
  IconLayoutColumns,
  IconMail,
  IconMailOpened,
  IconMessage,
  IconMessageCode,
  IconTag,
  IconTagOff,
  IconUserPlus,
  IconWebhook,
} from '@tabler/icons-react';

// The picture of each kind of card, on the card and in the menus that add one.

export const triggerIcons: Record<JourneyTriggerType, Icon> = {
  contact_created: IconUserPlus,
  tag_added: IconTag,
  tag_removed: IconTagOff,
  moved_to_tab: IconArrowsRightLeft,
  form_submitted: IconForms,
  email_opened: IconMailOpened,
  link_clicked: IconClick,
  sms_keyword: IconMessageCode,
  webhook_received: IconWebhook,
  birthday: IconCake,
};

export const actionIcons: Record<JourneyActionType, Icon> = {
  send_email: IconMail,
  send_sms: IconMessage,
  wait: IconClock,
  condition: IconGitBranch,
  add_tag: IconTag,
  remove_tag: IconTagOff,
  move_to_tab: IconLayoutColumns,
  set_last_action: IconFlag,
  create_task: IconChecklist,
  send_portal_message: IconDeviceMobile,
  give_reward: IconGift,
  webhook: IconWebhook,
};
