import { createHmac } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/client';
import type { Deps } from '../../platform/deps';
import { type JobOptions, jobRows } from '../../platform/jobs';
import {
  AddressRefused,
  offlineResolve,
  requestVetted,
  systemResolve,
  vetAddress,
} from '../../platform/outbound';

// A journey's webhook card (issue 15 §2, "call an outgoing webhook"): the step writes the call
// as a pg-boss job in its own transaction (so a step that is undone calls nobody, and one that
// commits calls once, retried until the receiver takes it), and the job POSTs the body, signed
// with the journey's webhook secret. X-Coachline-Delivery names the walk and the step: a
// receiver that sees it twice (a retry after its answer was lost) knows it is the same call.

export const webhookQueue = 'journey-webhook';
const webhookJobOptions: JobOptions = {
  retryLimit: 6,
  retryDelay: 30,
  retryBackoff: true,
  expireInSeconds: 60,
};
const timeoutMs = 10_000;

export type WebhookJob = { url: string; body: string; signature: string; delivery: string };

/** The journey's key for its webhooks' signatures: derived from the app key, never stored. */
export const webhookSecretOf = (deps: Deps, accountId: number, journeyId: number) =>
  deps.secrets.signerFor('journey-webhook')(`${accountId}:${journeyId}`).toString('base64url');

const signatureOf = (secret: string, body: string) =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

/** Queues the call in the caller's transaction. */
export async function queueWebhook(
  deps: Deps,
  db: Executor,
  call: { accountId: number; journeyId: number; url: string; body: object; delivery: string },
) {
  if (!deps.jobs) throw new Error('Webhooks are called by the job workers, which are off');
  await deps.jobs.declare(webhookQueue);
  const body = JSON.stringify(call.body);
  const job: WebhookJob = {
    url: call.url,
    body,
    signature: signatureOf(webhookSecretOf(deps, call.accountId, call.journeyId), body),
    delivery: call.delivery,
  };
  const one: SQL = sql`(select 1) as one`;
  await db.execute(
    jobRows(webhookQueue, one, sql`${JSON.stringify(job)}::jsonb`, webhookJobOptions),
  );
}

/** One call: a 2xx is done; anything else throws, and pg-boss tries again later. */
export async function callWebhook(deps: Deps, job: WebhookJob, log: FastifyBaseLogger) {
  const url = new URL(job.url);
  const limits = {
    resolve: deps.config.dnsOffline ? offlineResolve : systemResolve,
    allowPrivate: deps.config.fetchAllowPrivateHosts,
  };
  let target: Awaited<ReturnType<typeof vetAddress>>;
  try {
    target = await vetAddress(url, limits);
  } catch (error) {
    // An address that may never be reached is not tried again.
    if (error instanceof AddressRefused) {
      log.warn({ url: url.origin }, 'a journey webhook to a refused address was dropped');
      return;
    }
    throw error;
  }
  const response = await requestVetted(url, target, AbortSignal.timeout(timeoutMs), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'user-agent': 'Coachline webhooks',
      'x-coachline-signature': job.signature,
      'x-coachline-delivery': job.delivery,
    },
    body: job.body,
  });
  response.resume();
  const status = response.statusCode ?? 0;
  if (status < 200 || status >= 300) throw new Error(`The webhook answered ${status}`);
}

export async function startWebhookWorker(deps: Deps, log: FastifyBaseLogger) {
  await deps.jobs?.work<WebhookJob>(webhookQueue, (job) => callWebhook(deps, job, log), {
    batchSize: 10,
    parallel: true,
  });
}
