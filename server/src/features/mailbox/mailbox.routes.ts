import { desc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Deps } from '../../platform/deps';
import { mailOutbox, smsOutbox } from '../../platform/outbox.tables';

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

const linkify = (text: string) =>
  escapeHtml(text).replace(/https?:\/\/[^\s&<>"']+/g, (url) => `<a href="${url}">${url}</a>`);

const mailboxQuery = z.object({
  to: z.string().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

/**
 * The development mailbox: the outbox's mail and SMS, only when DEV_MAILBOX=true, because it
 * reveals reset links and verification codes. Not part of the API.
 */
export const mailboxRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    const recent = async (limit: number, to?: string) => {
      const mail = await deps.db
        .select()
        .from(mailOutbox)
        .orderBy(desc(mailOutbox.id))
        .limit(limit);
      const sms = await deps.db.select().from(smsOutbox).orderBy(desc(smsOutbox.id)).limit(limit);
      const wanted = to?.toLowerCase();
      return {
        mail: wanted ? mail.filter((m) => m.to.toLowerCase() === wanted) : mail,
        sms: wanted ? sms.filter((m) => m.to === to) : sms,
      };
    };
    app.get(
      '/dev/mailbox/messages',
      { schema: { hide: true, querystring: mailboxQuery } },
      async (request) => {
        const { mail, sms } = await recent(request.query.limit, request.query.to);
        return {
          mail: mail.map((m) => ({
            id: m.id,
            to: m.to,
            subject: m.subject,
            text: m.text,
            links: m.links,
            created_at: m.createdAt,
          })),
          sms: sms.map((m) => ({ id: m.id, to: m.to, body: m.body, created_at: m.createdAt })),
        };
      },
    );
    app.get(
      '/dev/mailbox',
      { schema: { hide: true, querystring: mailboxQuery } },
      async (request, reply) => {
        const { mail, sms } = await recent(request.query.limit, request.query.to);
        const mailHtml = mail
          .map(
            (m) =>
              `<article><h2>${escapeHtml(m.subject)}</h2><p class="meta">To ${escapeHtml(m.to)} · ${m.createdAt.toISOString()}</p><pre>${linkify(m.text)}</pre></article>`,
          )
          .join('');
        const smsHtml = sms
          .map(
            (m) =>
              `<article><p class="meta">To ${escapeHtml(m.to)} · ${m.createdAt.toISOString()}</p><pre>${escapeHtml(m.body)}</pre></article>`,
          )
          .join('');
        reply.type('text/html; charset=utf-8');
        return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Dev mailbox · Coachline</title>
<style>body{font-family:system-ui,sans-serif;max-width:860px;margin:2rem auto;padding:0 1rem;color:#1a1b1e}article{border:1px solid #dee2e6;border-radius:8px;padding:1rem;margin:1rem 0}pre{white-space:pre-wrap;font-family:inherit}.meta{color:#495057;font-size:.9rem}</style></head>
<body><h1>Dev mailbox</h1><p>Messages the offline outbox kept instead of sending. Shown because DEV_MAILBOX=true.</p>
<h2>Email (${mail.length})</h2>${mailHtml || '<p>No email yet.</p>'}<h2>SMS (${sms.length})</h2>${smsHtml || '<p>No SMS yet.</p>'}</body></html>`;
      },
    );
  };
