import { videoEmbedHosts } from '@coachline/contract/pages';
import sanitizeHtml from 'sanitize-html';

// A page's content as stored: only what the editor makes (headings, paragraphs, marks, lists,
// quotes, rules, links, buttons, images and YouTube or Vimeo embeds), whatever was sent.

const options: sanitizeHtml.IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'p',
    'br',
    'strong',
    'em',
    'u',
    's',
    'a',
    'ul',
    'ol',
    'li',
    'blockquote',
    'hr',
    'img',
    'div',
    'iframe',
  ],
  allowedAttributes: {
    a: ['href', 'target', 'rel', 'data-type'],
    img: ['src', 'alt', 'title'],
    div: ['data-type'],
    iframe: ['src', 'title', 'allowfullscreen'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'], iframe: ['https'] },
  allowProtocolRelative: false,
  allowedIframeHostnames: videoEmbedHosts,
  transformTags: {
    // A link leaves the page in a new tab, without handing it the page.
    a: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, target: '_blank', rel: 'noopener noreferrer nofollow' },
    }),
  },
};

export const sanitizePageContent = (html: string) => sanitizeHtml(html, options);

/**
 * The content with every image address of the location's own uploads replaced by `map`'s
 * answer (a copy into another account); other addresses stay.
 */
export async function mapOwnImages(
  html: string,
  isOwn: (url: string) => boolean,
  map: (url: string) => Promise<string>,
): Promise<string> {
  const sources = [...html.matchAll(/<img\b[^>]*?\bsrc="([^"]+)"/g)].map((m) => m[1]!);
  let mapped = html;
  for (const url of new Set(sources.filter(isOwn))) {
    const copy = await map(url.replaceAll('&amp;', '&'));
    mapped = mapped.replaceAll(`src="${url}"`, `src="${copy.replaceAll('&', '&amp;')}"`);
  }
  return mapped;
}
