import { convert } from 'html-to-text';
import { describe, expect, it } from 'vitest';
import { safeEmailHtml, textOfHtml } from './email-content';

// HTML that parsers write back differently if any would: implied and stray tags, entities,
// quotes, raw-text elements, comments, tokens left in, what sanitizing removes.
const awkwardHtml = [
  '<h1>Hi Ann</h1><p>Your plan: <a href="https://example.test/plan">open it</a>.</p>',
  '<b>bold <i>both',
  '<p>a<p>b<div>c</p>',
  '<ul><li>one<li>two</ul><ol><li>x</ol>',
  '<td>stray cell</td><p>x</b></i></p><<p>>',
  '<table border=1 cellpadding=2><tr><td width=100 rowspan=2 bgcolor="#fff" style="color:red">d</td></tr></table>',
  'a < b && c > d &amp; &nbsp; &copy; &#x27; &bogus;',
  "<p>quote &quot;x&quot; and 'y'</p><a title='x\"y' href=\"https://a.test/?a=1&b=2\">l</a>",
  '<img src=x onerror=alert(1)><img src="https://a.test/i.png" alt="A &amp; B"><img src="cid:logo">',
  '<img src="data:image/png;base64,AAAA"><a href="javascript:alert(1)">x</a><a href="mailto:a@b.test">m</a>',
  '<script>alert(1)</script><iframe src="https://x.test"></iframe><object></object><embed>ok',
  '<!-- note --><![CDATA[ x ]]>text',
  '{{first_name}} <a href="{{link}}">{{ <b>x</b> }}</a> <%= y %>',
  '<P ALIGN=center>Up</P><BR/><br/><p/>',
  '<span style="color: red; font-weight: bold !important">s</span><font color=red face=Arial>f</font>',
  '<textarea><b>t</b></textarea><title>T</title><svg><circle/></svg>',
  '<html><head><meta charset="utf-8"></head><body><p>doc</p></body></html>',
  '<p>emoji 😀 and ünïcödé</p><p>\n  spaced\n\n  text </p>',
  '',
];

describe('safeEmailHtml', () => {
  it('inlines a <style> element and removes it', () => {
    const html = safeEmailHtml('<style>p { color: red }</style><p>Hi</p>');
    expect(html).toBe('<p style="color:red">Hi</p>');
  });

  it('without a stylesheet skips juice and answers exactly what juice would have made', () => {
    // An empty <style> sends the same HTML through juice, which drops it and inlines nothing.
    for (const html of awkwardHtml)
      expect(safeEmailHtml(html), html).toBe(safeEmailHtml(`<style></style>${html}`));
  });
});

describe('textOfHtml', () => {
  it('is what a conversion with the same options gives each time', () => {
    const html =
      '<title>Subject</title><h1>Hi</h1><p><a href="https://a.test">https://a.test</a> and <a href="https://b.test/x">a link</a><img src="https://a.test/i.png" alt="i"></p>';
    const once = convert(html, {
      wordwrap: 78,
      selectors: [
        { selector: 'img', format: 'skip' },
        { selector: 'a', options: { hideLinkHrefIfSameAsText: true } },
        { selector: 'title', format: 'skip' },
      ],
    }).trim();
    expect(textOfHtml(html)).toBe(once);
    expect(textOfHtml(html)).toBe('HI\n\nhttps://a.test and a link [https://b.test/x]');
  });
});
