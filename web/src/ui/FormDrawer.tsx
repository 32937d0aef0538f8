import { Drawer } from '@mantine/core';
import { type ReactNode, type RefObject, useEffect, useRef } from 'react';
import { confirmAction } from './dialogs';

// A form in a panel beside the page (a journey card's settings, a sequence's message): closing
// it with changes not saved asks first. The form tells the panel it holds changes with
// `useReportDirty`.

export function FormDrawer(props: {
  opened: boolean;
  title: string;
  /** What is lost, in the question asked before closing ("Your changes to this card"). */
  changes: string;
  onClose: () => void;
  size?: 'md' | 'lg' | 'xl';
  /** The form, given the flag it keeps current. */
  children: (dirty: RefObject<boolean>) => ReactNode;
}) {
  const { onClose } = props;
  const dirty = useRef(false);
  const close = () => {
    if (!dirty.current) return onClose();
    confirmAction({
      text: `${props.changes} are not saved yet. Close it anyway?`,
      confirmLabel: 'Close without saving',
      onConfirm: onClose,
    });
  };
  return (
    <Drawer
      opened={props.opened}
      onClose={close}
      position="right"
      size={props.size ?? 'md'}
      title={props.title}
    >
      {props.opened ? props.children(dirty) : null}
    </Drawer>
  );
}

/** Keeps a `FormDrawer`'s flag saying whether its form holds unsaved changes. */
export function useReportDirty(dirty: RefObject<boolean>, isDirty: boolean): void {
  useEffect(() => {
    dirty.current = isDirty;
  }, [dirty, isDirty]);
}
