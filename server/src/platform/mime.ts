import { randomBytes } from 'node:crypto';
import addressparser from 'nodemailer/lib/addressparser/index.js';
import mimeFuncs from 'nodemailer/lib/mime-funcs/index.js';
import qp from 'nodemailer/lib/qp/index.js';
import type { MailAddress, MailMessage } from './mail';

// An email's RFC 5322 source, made in one pass of string work with nodemailer's own encoders
// (encoded words, folding, quoted-printable). nodemailer's composer builds the same through a
// tree of streams, which cost about twice the CPU of the whole send: a broadcast sends tens of
// thousands, so the transport is handed the finished message instead (docs/architecture.md §8).

export type ComposedMail = {
  envelope: { from: string; to: string[] };
  raw: Buffer;
  messageId: string;
};

const crlf = '\r\n';
const asciiPrintable = /^[\x20-\x7e]*$/;

/** A header's line, its value encoded where it is not plain ASCII and folded at 76. */
const header = (key: string, value: string) =>
  mimeFuncs.foldLines(
    `${key}: ${mimeFuncs.encodeWords(value.replace(/\r?\n|\r/g, ' '), 'Q', 52)}`,
    76,
  );

function displayName(name: string): string {
  if (/^[\w ]*$/.test(name)) return name;
  if (asciiPrintable.test(name)) return `"${name.replace(/([\\"])/g, '\\$1')}"`;
  return mimeFuncs.encodeWord(name, 'Q', 52);
}

const cleanAddress = (address: string) => address.replace(/[\p{Cc}<>]+/gu, '').trim();

const mailbox = ({ name, address }: MailAddress) =>
  name ? `${displayName(name)} <${cleanAddress(address)}>` : cleanAddress(address);

/** `Name <address>`, a bare address or a list of them, as given to `to` or `replyTo`. */
function addressesIn(text: string): MailAddress[] {
  return addressparser(text, { flatten: true }).flatMap((a) =>
    a.address ? [{ name: a.name, address: a.address }] : [],
  );
}

const addressHeader = (key: string, addresses: MailAddress[]) =>
  mimeFuncs.foldLines(`${key}: ${addresses.map(mailbox).join(', ')}`, 76);

const textPart = (type: 'plain' | 'html', content: string) =>
  `Content-Type: text/${type}; charset=utf-8${crlf}Content-Transfer-Encoding: quoted-printable${crlf}${crlf}${qp.wrap(qp.encode(content.replace(/\r?\n|\r/g, crlf)), 76)}`;

/** The message's source and envelope; a Message-ID is made on the From's domain when absent. */
export function composeMail(
  message: MailMessage & { from: MailAddress },
  date = new Date(),
): ComposedMail {
  const to = addressesIn(message.to);
  const from = message.from;
  const domain = from.address.slice(from.address.lastIndexOf('@') + 1) || 'localhost';
  const messageId = message.messageId ?? `<${randomBytes(16).toString('hex')}@${domain}>`;
  const lines = [
    addressHeader('From', [from]),
    ...(message.replyTo ? [addressHeader('Reply-To', addressesIn(message.replyTo))] : []),
    addressHeader('To', to),
    header('Subject', message.subject),
    `Message-ID: ${messageId}`,
    `Date: ${date.toUTCString().replace(/GMT/, '+0000')}`,
    'MIME-Version: 1.0',
    ...Object.entries(message.headers ?? {}).map(([key, value]) => header(key, value)),
  ];
  let body: string;
  if (message.html === undefined) {
    body = textPart('plain', message.text);
  } else {
    const boundary = `--_cl_${randomBytes(12).toString('hex')}`;
    lines.push(`Content-Type: multipart/alternative; boundary="${boundary}"`);
    body = [
      '',
      `--${boundary}`,
      textPart('plain', message.text),
      `--${boundary}`,
      textPart('html', message.html),
      `--${boundary}--`,
      '',
    ].join(crlf);
  }
  return {
    envelope: { from: cleanAddress(from.address), to: to.map((a) => cleanAddress(a.address)) },
    raw: Buffer.from(lines.join(crlf) + crlf + body, 'utf8'),
    messageId,
  };
}
