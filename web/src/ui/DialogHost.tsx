import '../app/fullStyles';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { closeDialog, useDialogs } from './dialogStore';

/** Draws the open catalogue dialogs; confirm buttons are blue (000 §8). */
export function DialogHost() {
  const open = useDialogs((s) => s.open);
  return (
    <>
      {open.map((d) => (
        <Modal
          key={d.id}
          opened
          onClose={() => closeDialog(d.id)}
          title={d.title}
          centered
          closeOnClickOutside={d.closeOnClickOutside ?? true}
        >
          <Stack gap="md">
            <Text size="sm">{d.text}</Text>
            <Group justify="flex-end">
              {d.cancelLabel ? (
                <Button variant="default" onClick={() => closeDialog(d.id)}>
                  {d.cancelLabel}
                </Button>
              ) : null}
              <Button
                color="blue"
                data-autofocus
                onClick={() => {
                  closeDialog(d.id);
                  d.onConfirm();
                }}
              >
                {d.confirmLabel}
              </Button>
            </Group>
          </Stack>
        </Modal>
      ))}
    </>
  );
}
