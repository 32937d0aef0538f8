import type { Contact } from '@coachline/contract/contacts';
import { TaskList } from './TaskList';

/** The contact profile's Tasks section: the tasks about the contact. */
export function ContactTasksSection(props: { contact: Contact }) {
  return (
    <TaskList
      contactId={props.contact.id}
      emptyText="Tasks about this contact show here: a call to make, a check-in to do."
    />
  );
}
