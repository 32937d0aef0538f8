import { simpleParser } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { composeMail } from './mime';

const parsed = async (raw: Buffer) => simpleParser(raw);

describe('composeMail', () => {
  it('makes a message any reader parses back to what was given, accents and quotes included', async () => {
    const html = `<p>Olá {{x}} — ${'long words '.repeat(40)}</p>\n<a href="https://example.test/a?b=1&c=2">go</a>`;
    const text = `Olá — line one\nline two\r\n${'x'.repeat(200)}`;
    const mail = composeMail(
      {
        from: { name: 'Zoë "Coach" Díaz', address: 'zoe@gym.test' },
        to: 'Ann Lee <ann@example.test>',
        replyTo: 'coach@gym.test',
        subject: `Ünïcode subject ${'that goes on '.repeat(10)}`,
        html,
        text,
        messageId: '<b1.x@gym.test>',
        headers: { 'List-Unsubscribe': '<https://gym.test/u/1>' },
      },
      new Date('2026-11-25T08:00:00Z'),
    );
    const mailParsed = await parsed(mail.raw);
    expect(mail.envelope).toEqual({ from: 'zoe@gym.test', to: ['ann@example.test'] });
    expect(mailParsed.from?.value).toEqual([{ name: 'Zoë "Coach" Díaz', address: 'zoe@gym.test' }]);
    expect(mailParsed.to).toMatchObject({
      value: [{ name: 'Ann Lee', address: 'ann@example.test' }],
    });
    expect(mailParsed.replyTo?.value).toEqual([{ name: '', address: 'coach@gym.test' }]);
    expect(mailParsed.subject).toBe(`Ünïcode subject ${'that goes on '.repeat(10)}`.trim());
    expect(mailParsed.messageId).toBe('<b1.x@gym.test>');
    expect(mailParsed.date?.toISOString()).toBe('2026-11-25T08:00:00.000Z');
    expect(mailParsed.headerLines).toContainEqual({
      key: 'list-unsubscribe',
      line: 'List-Unsubscribe: <https://gym.test/u/1>',
    });
    expect(mailParsed.html).toBe(html);
    expect(mailParsed.text).toBe(text.replace(/\r?\n/g, '\n'));
    // SMTP's limits: CRLF line ends only, and lines of at most 78 characters.
    const source = mail.raw.toString('utf8');
    expect(source.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(Math.max(...source.split('\r\n').map((line) => line.length))).toBeLessThanOrEqual(78);
  });

  it('sends text alone as one part and makes a Message-ID on the sender’s domain', async () => {
    const mail = composeMail({
      from: { address: 'no-reply@coachline.test' },
      to: 'ann@example.test',
      subject: 'Your code',
      text: 'Code: 123456',
    });
    const mailParsed = await parsed(mail.raw);
    expect(mail.messageId).toMatch(/^<[0-9a-f]{32}@coachline\.test>$/);
    expect(mailParsed.messageId).toBe(mail.messageId);
    expect(mailParsed.html).toBe(false);
    expect(mailParsed.text?.trim()).toBe('Code: 123456');
    expect(mail.raw.toString()).toMatch(/^Content-Type: text\/plain; charset=utf-8$/m);
  });

  it('keeps header injection out: a line break in a subject or address is not a new header', async () => {
    const mail = composeMail({
      from: { name: 'Gym\r\nBcc: x@evil.test', address: 'gym@gym.test' },
      to: 'ann@example.test',
      subject: 'Hi\r\nBcc: y@evil.test',
      text: 'x',
    });
    const source = mail.raw.toString();
    expect(source).not.toMatch(/^Bcc:/m);
    expect((await parsed(mail.raw)).bcc).toBeUndefined();
  });
});
