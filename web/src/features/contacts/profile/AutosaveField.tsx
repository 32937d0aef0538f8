import { Box, type ComboboxData, Loader, Select, Text, TextInput } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';
import { isApiError } from '../../../api/client';

// The profile saves one way: each field on its own, as soon as it is left (text) or changed
// (choices), with "Saved" beside it. A refusal shows once, under the field; the catalogue adds
// its one toast for a 422 (000 §8), never the field's words again.

type SaveState = { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved' } | { kind: 'error' };

/** Sends a value and says how it went, beside the field and under it. */
function useFieldSave(name: string, save: (value: string | null) => Promise<unknown>) {
  const [state, setState] = useState<SaveState>({ kind: 'idle' });
  const [error, setError] = useState<string | undefined>();
  const send = (value: string | null) => {
    setState({ kind: 'saving' });
    setError(undefined);
    save(value).then(
      () => setState({ kind: 'saved' }),
      (e: unknown) => {
        setState({ kind: 'error' });
        if (isApiError(e)) setError(e.fieldErrors[name]);
      },
    );
  };
  return { state, error, setError, send };
}

function SaveMark(props: { state: SaveState }) {
  if (props.state.kind === 'saving') return <Loader size={14} aria-label="Saving" />;
  if (props.state.kind !== 'saved') return null;
  return (
    <Text size="xs" c="teal.9" fw={500} role="status" style={{ whiteSpace: 'nowrap' }}>
      <IconCheck size={12} aria-hidden style={{ verticalAlign: 'middle' }} /> Saved
    </Text>
  );
}

/** A value as text, for those who may not change it: no disabled input to puzzle over. */
export function ReadOnlyValue(props: { label: string; value: ReactNode }) {
  const empty = props.value === null || props.value === undefined || props.value === '';
  return (
    <Box>
      <Text size="sm" fw={500} component="div">
        {props.label}
      </Text>
      <Text size="sm" c={empty ? 'dimmed' : undefined} style={{ wordBreak: 'break-word' }}>
        {empty ? '—' : props.value}
      </Text>
    </Box>
  );
}

/**
 * A text field that saves when left or on Enter, if its value changed. `check` refuses a value
 * before it is sent (the same rule the server applies), shown the same way as the server's.
 */
export function AutosaveText(props: {
  label: string;
  name: string;
  value: string;
  save: (value: string) => Promise<unknown>;
  check?: (value: string) => string | undefined;
  type?: 'text' | 'email' | 'tel';
  maxLength?: number;
  below?: ReactNode;
}) {
  const [draft, setDraft] = useState(props.value);
  const { state, error, setError, send } = useFieldSave(props.name, (v) => props.save(v ?? ''));
  useEffect(() => setDraft(props.value), [props.value]);
  const commit = () => {
    const value = draft.trim();
    if (value === props.value.trim()) return;
    const refusal = props.check?.(value);
    if (refusal) {
      setError(refusal);
      return;
    }
    send(value);
  };
  return (
    <Box>
      <TextInput
        label={props.label}
        name={props.name}
        type={props.type ?? 'text'}
        value={draft}
        maxLength={props.maxLength}
        onChange={(e) => setDraft(e.currentTarget.value)}
        onBlur={commit}
        onKeyDown={(e) => {
          if (e.key === 'Enter') commit();
          if (e.key === 'Escape') setDraft(props.value);
        }}
        error={error}
        rightSection={<SaveMark state={state} />}
        rightSectionWidth={state.kind === 'saved' ? 64 : 32}
      />
      {props.below}
    </Box>
  );
}

/** A choice that saves as soon as it is made. */
export function AutosaveSelect(props: {
  label: string;
  name: string;
  value: string | null;
  data: ComboboxData;
  save: (value: string | null) => Promise<unknown>;
  clearable?: boolean;
  searchable?: boolean;
  w?: number;
}) {
  const { state, error, send } = useFieldSave(props.name, props.save);
  return (
    <Select
      label={props.label}
      name={props.name}
      w={props.w}
      data={props.data}
      value={props.value}
      onChange={(v) => {
        if (v !== props.value) send(v);
      }}
      clearable={props.clearable}
      searchable={props.searchable}
      allowDeselect={props.clearable ?? false}
      error={error}
      rightSection={
        state.kind === 'idle' || state.kind === 'error' ? undefined : <SaveMark state={state} />
      }
      rightSectionWidth={state.kind === 'saved' ? 64 : undefined}
    />
  );
}
