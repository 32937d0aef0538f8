import type { Contact } from '@coachline/contract/contacts';
import type { ContactForm } from '@coachline/contract/forms';
import { Anchor, Button, Stack, Text } from '@mantine/core';
import { IconListDetails } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { CopyValue } from '../../../ui/CopyValue';
import { DateTime } from '../../../ui/DateTime';
import { ListFooter } from '../../../ui/ListFooter';
import { LoadingRows } from '../../../ui/LoadingRows';
import { assetWrite } from '../../assets/assetKind';
import {
  ContactAssetItem,
  ContactAssetSwitches,
  ContactAssetsSection,
  type ContactAssetToggle,
  contactAssetTitleId,
} from '../../assets/ContactAssetsSection';
import { formAsset } from '../formAsset';
import { responsePath } from './FormRespondentsPanel';
import { useContactEnableDisable, useContactForms, useRespondents } from './queries';

// The contact profile's Forms section (001 §4, §7 Contact): the forms sent to the contact
// (contact/{contact_id}/forms), each enabled or disabled for them and shown in their client
// portal or not (contact/enable-disable-form), with the contact's personal link and their
// responses; forms are sent (form/send-to-contact) and taken back (restrict-from-contact).

/** The contact's submissions of one form, each opening its response. */
function ContactResponses(props: { contactId: number; form: ContactForm }) {
  const [page, setPage] = useState(1);
  const list = useRespondents(props.form.id, page, '', props.contactId);
  if (list.isPending) return <LoadingRows rows={2} h={24} label="Loading the responses" />;
  const rows = list.data?.data ?? [];
  if (!list.data || rows.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No responses yet.
      </Text>
    );
  return (
    <Stack gap={6}>
      <Stack component="ul" gap={4} m={0} pl="md" aria-label={`Responses to ${props.form.title}`}>
        {rows.map((r) => (
          <Text component="li" size="sm" key={r.id}>
            <Anchor component={Link} to={responsePath(r)} size="sm">
              Submitted <DateTime value={r.created_at} size="sm" />
            </Anchor>
          </Text>
        ))}
      </Stack>
      {list.data.last_page > 1 ? (
        <ListFooter list={list.data} onPage={setPage} label="Response pages" />
      ) : null}
    </Stack>
  );
}

function ContactFormItem(props: { contactId: number; form: ContactForm; canEdit: boolean }) {
  const { form, contactId, canEdit } = props;
  const toggle = useContactEnableDisable();
  const [showResponses, setShowResponses] = useState(false);
  return (
    <ContactAssetItem
      kind={formAsset}
      contactId={contactId}
      asset={form}
      canEdit={canEdit}
      linked={false}
      meta={
        <>
          Sent <DateTime value={form.sent_at} size="xs" />
          {form.last_submitted_at ? (
            <>
              {' · '}last answered <DateTime value={form.last_submitted_at} size="xs" />
            </>
          ) : null}
        </>
      }
      actions={<CopyValue value={form.personal_url} label={`the personal link of ${form.title}`} />}
    >
      <ContactAssetSwitches
        kind={formAsset}
        asset={form}
        canEdit={canEdit}
        toggle={assetWrite(toggle, (change: ContactAssetToggle) => ({
          contact_id: contactId,
          form_id: form.id,
          ...change,
        }))}
      >
        <Button
          size="compact-sm"
          variant="subtle"
          leftSection={<IconListDetails size={14} aria-hidden />}
          aria-expanded={showResponses}
          aria-describedby={contactAssetTitleId(formAsset, form.id)}
          onClick={() => setShowResponses((v) => !v)}
        >
          Responses ({form.submissions_count})
        </Button>
      </ContactAssetSwitches>
      {showResponses ? <ContactResponses contactId={contactId} form={form} /> : null}
    </ContactAssetItem>
  );
}

/** The forms sent to the contact, with their switches, links and responses. */
export function ContactFormsSection(props: { contact: Contact }) {
  const contactId = props.contact.id;
  return (
    <ContactAssetsSection
      kind={formAsset}
      contactId={contactId}
      useRows={useContactForms}
      emptyText="Forms sent to this contact show here, with their personal link and their answers."
      itemHeight={72}
      renderItem={(form, canEdit) => (
        <ContactFormItem key={form.id} contactId={contactId} form={form} canEdit={canEdit} />
      )}
    />
  );
}
