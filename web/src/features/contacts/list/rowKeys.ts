import type { KeyboardEvent } from 'react';

// Keyboard use of the contact table (WAI-ARIA grid, row focus): each row is one tab stop;
// Up and Down move between rows, Left and Right between the controls of a row (which are out
// of the tab order), Home and End to the first and last; Enter opens the row's contact, Space
// selects it, Escape goes back from a control to its row. Text inputs keep their own keys.

const rowSelector = 'tr[data-row]';
const controlSelector =
  'a[href], button:not(:disabled), input[type="checkbox"]:not(:disabled), [data-row-control]';

function controlsOf(row: HTMLElement): HTMLElement[] {
  return Array.from(row.querySelectorAll<HTMLElement>(controlSelector));
}

function isTextEntry(el: HTMLElement): boolean {
  return (
    el.closest('[data-editing]') !== null ||
    (el instanceof HTMLInputElement && el.type !== 'checkbox') ||
    el instanceof HTMLTextAreaElement
  );
}

/** The keydown handler of the table body; answers nothing, moves focus or acts on the row. */
export function onRowKeyDown(event: KeyboardEvent<HTMLElement>) {
  const target = event.target as HTMLElement;
  if (isTextEntry(target) || event.altKey || event.metaKey) return;
  const row = target.closest<HTMLElement>(rowSelector);
  if (!row) return;
  const rows = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(rowSelector));
  const at = rows.indexOf(row);
  const onRow = target === row;
  const controls = controlsOf(row);
  const column = controls.indexOf(target);

  const focusRow = (index: number) => {
    const next = rows[Math.max(0, Math.min(rows.length - 1, index))];
    if (!next) return;
    // The same control in the next row, when focus was on a control and that row has it.
    const same = onRow ? undefined : controlsOf(next)[column];
    (same ?? next).focus();
  };

  let handled = true;
  switch (event.key) {
    case 'ArrowDown':
      focusRow(at + 1);
      break;
    case 'ArrowUp':
      focusRow(at - 1);
      break;
    case 'Home':
      if (onRow) focusRow(0);
      else controls[0]?.focus();
      break;
    case 'End':
      if (onRow) focusRow(rows.length - 1);
      else controls[controls.length - 1]?.focus();
      break;
    case 'ArrowRight':
      (onRow ? controls[0] : controls[column + 1])?.focus();
      break;
    case 'ArrowLeft':
      if (column <= 0) row.focus();
      else controls[column - 1]?.focus();
      break;
    case 'Escape':
      if (onRow) handled = false;
      else row.focus();
      break;
    case 'Enter':
      if (onRow) row.querySelector<HTMLElement>('[data-row-open]')?.click();
      else handled = false;
      break;
    case ' ':
      if (onRow) row.querySelector<HTMLElement>('input[type="checkbox"]')?.click();
      else handled = false;
      break;
    default:
      handled = false;
  }
  if (handled) event.preventDefault();
}
