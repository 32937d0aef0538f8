import { Box } from '@mantine/core';

/**
 * Email HTML as the recipient's mail client shows it: the very markup the send uses
 * (signature-html.ts, email-buttons.ts), whose renderers escape every value, so it is safe to
 * place in the page as it is.
 */
export function EmailPreview(props: { html: string; label: string }) {
  return (
    <Box
      component="section"
      aria-label={props.label}
      bg="white"
      p="sm"
      style={{ overflowX: 'auto' }}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the email renderers escape every value.
      dangerouslySetInnerHTML={{ __html: props.html }}
    />
  );
}
