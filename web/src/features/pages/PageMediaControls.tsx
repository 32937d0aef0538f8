import { videoEmbedUrl } from '@coachline/contract/pages';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { RichTextEditor } from '@mantine/tiptap';
import { IconBrandYoutube, IconPhoto, IconSquareRoundedPlus } from '@tabler/icons-react';
import type { Editor } from '@tiptap/react';
import { useState } from 'react';
import { ImageUploader } from '../image-library/ImageUploader';
import { insertBlock } from './richMedia';

// The page editor's toolbar controls for its blocks: an image through the image uploader, a
// YouTube or Vimeo video by its link, and a button (a link drawn as one).

type Dialog = 'image' | 'video' | 'button' | null;

function VideoModal(props: {
  opened: boolean;
  onClose: () => void;
  onInsert: (src: string) => void;
}) {
  const [link, setLink] = useState('');
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setLink('');
    setError(null);
    props.onClose();
  };
  const insert = () => {
    const src = videoEmbedUrl(link);
    if (!src) return setError('Please paste a YouTube or Vimeo link');
    props.onInsert(src);
    close();
  };
  return (
    <Modal opened={props.opened} onClose={close} title="Insert video" centered>
      <Stack>
        <TextInput
          label="Video link"
          description="A YouTube or Vimeo link, as you copy it from the video."
          value={link}
          onChange={(e) => setLink(e.currentTarget.value)}
          error={error}
          data-autofocus
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button onClick={insert}>Insert video</Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function ButtonModal(props: {
  opened: boolean;
  onClose: () => void;
  onInsert: (button: { label: string; href: string }) => void;
}) {
  const [label, setLabel] = useState('');
  const [href, setHref] = useState('https://');
  const [errors, setErrors] = useState<{ label?: string; href?: string }>({});
  const close = () => {
    setLabel('');
    setHref('https://');
    setErrors({});
    props.onClose();
  };
  const insert = () => {
    const found = {
      ...(label.trim() ? {} : { label: 'Please give the button a label' }),
      ...(/^(https?:\/\/[^\s]+|mailto:[^\s]+)$/.test(href.trim())
        ? {}
        : { href: 'Please enter a link, like https://…' }),
    };
    setErrors(found);
    if (found.label || found.href) return;
    props.onInsert({ label: label.trim(), href: href.trim() });
    close();
  };
  return (
    <Modal opened={props.opened} onClose={close} title="Insert button" centered>
      <Stack>
        <TextInput
          label="Button label"
          maxLength={60}
          value={label}
          onChange={(e) => setLabel(e.currentTarget.value)}
          error={errors.label}
          data-autofocus
        />
        <TextInput
          label="Button link"
          value={href}
          onChange={(e) => setHref(e.currentTarget.value)}
          error={errors.href}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Cancel
          </Button>
          <Button onClick={insert}>Insert button</Button>
        </Group>
      </Stack>
    </Modal>
  );
}

export function PageMediaControls(props: { editor: Editor }) {
  const { editor } = props;
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  return (
    <>
      <RichTextEditor.Control
        onClick={() => setDialog('image')}
        aria-label="Insert image"
        title="Insert image"
      >
        <IconPhoto size={16} stroke={1.5} aria-hidden />
      </RichTextEditor.Control>
      <RichTextEditor.Control
        onClick={() => setDialog('video')}
        aria-label="Insert video"
        title="Insert video"
      >
        <IconBrandYoutube size={16} stroke={1.5} aria-hidden />
      </RichTextEditor.Control>
      <RichTextEditor.Control
        onClick={() => setDialog('button')}
        aria-label="Insert button"
        title="Insert button"
      >
        <IconSquareRoundedPlus size={16} stroke={1.5} aria-hidden />
      </RichTextEditor.Control>
      <Modal opened={dialog === 'image'} onClose={close} title="Insert image" centered>
        <ImageUploader
          size="all"
          label="Image"
          onChange={(image) => {
            insertBlock(editor, { type: 'image', attrs: { src: image.img_src, alt: '' } });
            close();
          }}
        />
      </Modal>
      <VideoModal
        opened={dialog === 'video'}
        onClose={close}
        onInsert={(src) => insertBlock(editor, { type: 'video', attrs: { src } })}
      />
      <ButtonModal
        opened={dialog === 'button'}
        onClose={close}
        onInsert={(attrs) => insertBlock(editor, { type: 'button', attrs })}
      />
    </>
  );
}
