import type { Contact } from '@coachline/contract/contacts';
import type { ContactPage } from '@coachline/contract/pages';
import { Badge } from '@mantine/core';
import { DateTime } from '../../ui/DateTime';
import { assetWrite } from '../assets/assetKind';
import {
  ContactAssetItem,
  ContactAssetSwitches,
  ContactAssetsSection,
  type ContactAssetToggle,
} from '../assets/ContactAssetsSection';
import { pageAsset } from './pageAsset';
import { useContactEnableDisablePage, useContactPages } from './queries';

// The contact profile's Pages section (001 §4, §7 Contact): the pages sent to the contact
// (contact/{id}/pages), each enabled or disabled for them and shown in their client portal or
// not (contact/enable-disable-page); pages are sent (page/send-to-contact) and taken back
// (restrict-from-contact).

function ContactPageItem(props: { contactId: number; page: ContactPage; canEdit: boolean }) {
  const { page, contactId, canEdit } = props;
  const toggle = useContactEnableDisablePage();
  return (
    <ContactAssetItem
      kind={pageAsset}
      contactId={contactId}
      asset={page}
      canEdit={canEdit}
      linked
      badge={
        page.is_disabled ? (
          <Badge variant="light" color="gray" size="sm">
            Hidden from all
          </Badge>
        ) : null
      }
      meta={
        <>
          Sent <DateTime value={page.sent_at} size="xs" />
        </>
      }
    >
      <ContactAssetSwitches
        kind={pageAsset}
        asset={page}
        canEdit={canEdit}
        toggle={assetWrite(toggle, (change: ContactAssetToggle) => ({
          contact_id: contactId,
          page_id: page.id,
          ...change,
        }))}
      />
    </ContactAssetItem>
  );
}

/** The pages sent to the contact, with their switches. */
export function ContactPagesSection(props: { contact: Contact }) {
  return (
    <ContactAssetsSection
      kind={pageAsset}
      contactId={props.contact.id}
      useRows={useContactPages}
      emptyText="Pages sent to this contact show here, each switched on or off for them."
      itemHeight={72}
      renderItem={(item, canEdit) => (
        <ContactPageItem key={item.id} contactId={props.contact.id} page={item} canEdit={canEdit} />
      )}
    />
  );
}
