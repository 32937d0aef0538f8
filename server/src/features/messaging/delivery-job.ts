import { type SQL, sql } from 'drizzle-orm';
import { type JobOptions, jobRows } from '../../platform/jobs';

// The delivery job (delivery.ts) as a send's statement writes it beside the send record.

export const deliveryQueue = 'message-delivery';
export type DeliveryJob = { sendId: number };

// Retries 10 s, 20 s, 40 s … about 40 minutes in all before a message is given up.
export const deliveryJobOptions: JobOptions = {
  retryLimit: 8,
  retryDelay: 10,
  retryBackoff: true,
  expireInSeconds: 300,
};

/** The jobs of the sends `sends` (a CTE of the statement that writes them) names. */
export const deliveryJobsOf = (sends: SQL): SQL =>
  jobRows(deliveryQueue, sends, sql`jsonb_build_object('sendId', ${sends}.id)`, deliveryJobOptions);
