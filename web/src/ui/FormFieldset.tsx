import type { ReactNode } from 'react';

const unstyled = { border: 0, padding: 0, margin: 0, minWidth: 0 } as const;

/**
 * A form's fields as one group, with no frame of its own: `disabled` switches every field off
 * at once (settings the user may only read, a preview of a form).
 */
export function FormFieldset(props: { disabled: boolean; children: ReactNode }) {
  return (
    <fieldset disabled={props.disabled} style={unstyled}>
      {props.children}
    </fieldset>
  );
}
