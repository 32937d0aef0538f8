import type { Contact } from '@coachline/contract/contacts';
import { DateTime } from '../../ui/DateTime';
import { ContactAssetItem, ContactAssetsSection } from '../assets/ContactAssetsSection';
import { playbookAsset } from './playbookAsset';
import { useContactPlaybooks } from './queries';

// The contact profile's Playbooks section (001 §7 Contact, issue 13 §6): the playbooks sent to
// the contact (contact/{id}/playbooks) with their progress, sent (playbook/send-to-contact) and
// taken back (restrict-from-contact).

/** The playbooks sent to the contact, with their progress. */
export function ContactPlaybooksSection(props: { contact: Contact }) {
  const contactId = props.contact.id;
  return (
    <ContactAssetsSection
      kind={playbookAsset}
      contactId={contactId}
      useRows={useContactPlaybooks}
      emptyText="Playbooks sent to this contact show here, with how far they got."
      itemHeight={60}
      renderItem={(playbook, canEdit) => (
        <ContactAssetItem
          key={playbook.id}
          kind={playbookAsset}
          contactId={contactId}
          asset={playbook}
          canEdit={canEdit}
          linked
          meta={
            <>
              {playbook.completed_steps} of {playbook.steps_count} steps completed · sent{' '}
              <DateTime value={playbook.sent_at} size="xs" />
              {playbook.last_viewed_at ? (
                <>
                  {' · '}last viewed <DateTime value={playbook.last_viewed_at} size="xs" />
                </>
              ) : null}
            </>
          }
        />
      )}
    />
  );
}
