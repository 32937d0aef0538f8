import { can } from '@coachline/contract/permissions';
import { Select } from '@mantine/core';
import { permissionSubjectOf } from '../../app/abilities';
import { useRefreshedSession } from '../session/sessionQuery';
import { useSignatures } from '../signatures/queries';

/** What a send says of the signature: the default (undefined), none (null), or one by id. */
export type SignatureChoice = number | null | undefined;

const byDefault = 'default';
const none = 'none';

/**
 * The signature an email ends with (001 §2, §3): the location's default unless another or none
 * is picked. Shown to users who may see the signatures (the templates area).
 */
export function SignaturePicker(props: {
  value: SignatureChoice;
  onChange: (choice: SignatureChoice) => void;
}) {
  const session = useRefreshedSession();
  const allowed = session ? can(permissionSubjectOf(session), 'view', 'templates') : false;
  if (!allowed) return null;
  return <SignatureSelect {...props} />;
}

function SignatureSelect(props: {
  value: SignatureChoice;
  onChange: (choice: SignatureChoice) => void;
}) {
  const signatures = useSignatures();
  const list = signatures.data;
  if (!list || list.signatures.length === 0) return null;
  const standard = list.signatures.find((s) => s.id === list.default);
  const data = [
    ...(standard ? [{ value: byDefault, label: `Default: ${standard.full_name}` }] : []),
    ...list.signatures
      .filter((s) => s.id !== list.default)
      .map((s) => ({ value: String(s.id), label: s.full_name })),
    { value: none, label: 'No signature' },
  ];
  const selected =
    props.value === null
      ? none
      : props.value === undefined
        ? standard
          ? byDefault
          : none
        : String(props.value);
  return (
    <Select
      label="Signature"
      data={data}
      value={selected}
      allowDeselect={false}
      onChange={(value) =>
        props.onChange(
          value === byDefault ? undefined : value === none || !value ? null : Number(value),
        )
      }
    />
  );
}
