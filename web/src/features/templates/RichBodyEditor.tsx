import '@mantine/tiptap/styles.css';
import { Text } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useRef } from 'react';
import { TokenPicker } from '../messaging/TokenPicker';

/**
 * A rich-text body (HTML): an email or content template's, with a token picker that inserts
 * `{{token}}` where the cursor is, or content shown as is (a playbook step's, `tokens` false).
 * Loaded with the editor's chunk only.
 */
export function RichBodyEditor(props: {
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string | undefined;
  /** Offers the personalization tokens; true unless said otherwise. */
  tokens?: boolean;
}) {
  const { onChange } = props;
  // What the editor last reported: a value that differs came from outside (a reload).
  const emitted = useRef(props.value);
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: false }), Link],
    content: props.value,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': props.label,
        ...(props.error ? { 'aria-invalid': 'true' } : {}),
      },
    },
    // An empty editor holds "<p></p>": the body is empty then, as the server expects.
    onUpdate: ({ editor: e }) => {
      emitted.current = e.isEmpty ? '' : e.getHTML();
      onChange(emitted.current);
    },
  });

  useEffect(() => {
    if (!editor || props.value === emitted.current) return;
    emitted.current = props.value;
    editor.commands.setContent(props.value, { emitUpdate: false });
  }, [editor, props.value]);

  return (
    <div>
      <RichTextEditor editor={editor} variant="subtle">
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <RichTextEditor.Strikethrough />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
            <RichTextEditor.Blockquote />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Link />
            <RichTextEditor.Unlink />
          </RichTextEditor.ControlsGroup>
          {props.tokens === false ? null : (
            <RichTextEditor.ControlsGroup>
              <TokenPicker
                label={`Personalize ${props.label.toLowerCase()}`}
                onPick={(token) => editor?.chain().focus().insertContent(token).run()}
              />
            </RichTextEditor.ControlsGroup>
          )}
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={220} />
      </RichTextEditor>
      {props.error ? (
        <Text c="red.8" size="xs" mt={4} role="alert">
          {props.error}
        </Text>
      ) : null}
    </div>
  );
}
