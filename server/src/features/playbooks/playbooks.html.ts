import sanitizeHtml from 'sanitize-html';

// A step's and a tab's content comes from the rich editor and is shown to contacts as HTML:
// it is kept only after sanitizing (no script, no event handler, no javascript: link), with the
// editor's formatting, images and video embeds from the known video hosts.

const videoHosts = [
  'www.youtube.com',
  'www.youtube-nocookie.com',
  'player.vimeo.com',
  'www.loom.com',
];

const options: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'span', 's', 'u', 'mark', 'iframe'],
  allowedAttributes: {
    '*': ['style', 'class'],
    a: ['href', 'title', 'target', 'rel', 'style', 'class'],
    img: ['src', 'alt', 'title', 'width', 'height', 'style', 'class'],
    iframe: ['src', 'width', 'height', 'allow', 'allowfullscreen', 'frameborder'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'], iframe: ['https'] },
  allowedIframeHostnames: videoHosts,
  allowProtocolRelative: false,
};

/** The content as it may be kept and shown. */
export const safeContent = (html: string): string => sanitizeHtml(html, options);
