import { type Editor, mergeAttributes, Node } from '@tiptap/react';

// The blocks a page's content holds besides text (001 §2 PageEdit): an image, a video embed
// (YouTube or Vimeo, as `div[data-type=video] > iframe`) and a button (a link drawn as one,
// `a[data-type=button]`). The server keeps exactly these (pages.content.ts).

const ImageBlock = Node.create({
  name: 'image',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes: () => ({ src: { default: null }, alt: { default: '' } }),
  parseHTML: () => [{ tag: 'img[src]' }],
  renderHTML: ({ HTMLAttributes }) => ['img', mergeAttributes(HTMLAttributes)],
});

const VideoBlock = Node.create({
  name: 'video',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes: () => ({ src: { default: null } }),
  parseHTML: () => [
    {
      tag: 'div[data-type="video"]',
      getAttrs: (element) => ({ src: element.querySelector('iframe')?.getAttribute('src') }),
    },
  ],
  renderHTML: ({ node }) => [
    'div',
    { 'data-type': 'video' },
    ['iframe', { src: node.attrs.src, title: 'Video', allowfullscreen: 'true' }],
  ],
});

const ButtonBlock = Node.create({
  name: 'button',
  group: 'block',
  atom: true,
  draggable: true,
  // Before the Link mark, which takes any a[href].
  priority: 1000,
  addAttributes: () => ({ href: { default: null }, label: { default: '' } }),
  parseHTML: () => [
    {
      tag: 'a[data-type="button"]',
      getAttrs: (element) => ({
        href: element.getAttribute('href'),
        label: element.textContent ?? '',
      }),
    },
  ],
  renderHTML: ({ node }) => [
    'a',
    { 'data-type': 'button', href: node.attrs.href },
    node.attrs.label as string,
  ],
});

export const richMedia = [ImageBlock, VideoBlock, ButtonBlock];

/** Inserts one of the blocks where the cursor is. */
export const insertBlock = (
  editor: Editor,
  block:
    | { type: 'image'; attrs: { src: string; alt: string } }
    | { type: 'video'; attrs: { src: string } }
    | { type: 'button'; attrs: { href: string; label: string } },
) => editor.chain().focus().insertContent(block).run();
