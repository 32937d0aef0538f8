import { formatPhone } from '@coachline/contract/phones';
import type { RequestContext } from '../../platform/context';
import type { Deps } from '../../platform/deps';
import { type ContactRow, tabTitleOf } from '../contacts/contacts.service';
import type { TokenValues } from './personalize';
import { accountsOf } from './send-context';

// The values the renderer puts in for the general-contact and company token groups. The other
// groups (form, page, playbook, pipeline, task…) come from the send that knows them.

/** The location's and the sending user's own values: the company group. */
export async function companyValues(deps: Deps, ctx: RequestContext): Promise<TokenValues> {
  const { location, organization } = await accountsOf(deps, ctx);
  return {
    company_name: organization?.businessname ?? '',
    company_email: ctx.user.email,
    company_phone: formatPhone(location?.phone ?? organization?.phone),
    location_name: location?.businessname ?? '',
    sender_name: `${ctx.user.fname} ${ctx.user.lname}`.trim(),
  };
}

const birthdayFormat = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});

/** A contact's own values, with the title of its status tab. */
export async function contactValues(
  deps: Deps,
  ctx: RequestContext,
  contact: ContactRow,
): Promise<TokenValues> {
  return valuesOfContact(contact, await tabTitleOf(deps.db, ctx.accountId, contact.status));
}

/** The contact group's values of a contact's fields, given its tab's title. */
export function valuesOfContact(
  contact: Pick<
    ContactRow,
    'firstName' | 'lastName' | 'email' | 'number' | 'memberId' | 'birthday' | 'gender' | 'status'
  >,
  tabTitle: string | undefined,
): TokenValues {
  return {
    first_name: contact.firstName,
    last_name: contact.lastName,
    full_name: `${contact.firstName} ${contact.lastName}`.trim(),
    email: contact.email,
    phone: formatPhone(contact.number),
    member_id: contact.memberId,
    birthday: contact.birthday ? birthdayFormat.format(new Date(contact.birthday)) : '',
    gender: contact.gender === 'Unassigned' ? '' : contact.gender,
    status: tabTitle ?? contact.status,
  };
}

/** A made-up contact, for previews and test messages. */
export const sampleContactValues: TokenValues = {
  first_name: 'Alex',
  last_name: 'Morgan',
  full_name: 'Alex Morgan',
  email: 'alex.morgan@example.com',
  phone: '+1 617 555 0176',
  member_id: 'M-1001',
  birthday: 'May 23',
  gender: 'Female',
  status: 'Client',
};
