import { integrationMessages } from '@coachline/contract/integrations';
import type { Config } from '../../config';
import { SmsRefused, type SmsSender } from '../../platform/sms';

// The official Twilio SDK, loaded on first use (it is large and most processes never need it).
// With TWILIO_API_URL its requests go there instead of Twilio, which is how tests reach a local
// fake: nothing in a test may reach the internet.

type TwilioSdk = typeof import('twilio');
let loaded: Promise<TwilioSdk> | undefined;
const sdk = () => {
  loaded ??= import('twilio').then((module) => module.default);
  return loaded;
};

/**
 * How long one request to Twilio may take. Verifying asks twice inside an API request, which
 * must answer before its deadline (REQUEST_DEADLINE_MS, 6 s); a send runs in the delivery job,
 * where giving up on a message Twilio may still have taken would send it twice on the retry.
 */
const timeoutMs = { verify: 2_500, send: 20_000 };
const twilioHosts = /^https:\/\/[a-z0-9.-]*\.twilio\.com/;

export type TwilioCredentials = { accountSid: string; authToken: string };

async function clientFor(config: Config, credentials: TwilioCredentials, timeout: number) {
  const twilio = await sdk();
  const apiUrl = config.twilioApiUrl;
  class RedirectedRequestClient extends twilio.RequestClient {
    override request<TData>(
      opts: Parameters<typeof twilio.RequestClient.prototype.request<TData>>[0],
    ) {
      return super.request<TData>(
        apiUrl ? { ...opts, uri: opts.uri.replace(twilioHosts, apiUrl) } : opts,
      );
    }
  }
  return twilio(credentials.accountSid, credentials.authToken, {
    httpClient: new RedirectedRequestClient({ timeout }),
  });
}

/** Twilio's own words for a refusal (its error JSON's message), or why it could not be asked. */
function twilioMessage(error: unknown): { message: string; status: number | undefined } {
  const status = (error as { status?: unknown }).status;
  if (typeof status === 'number') return { message: (error as Error).message, status };
  return {
    message: integrationMessages.twilioUnreachable((error as Error).message),
    status: undefined,
  };
}

/**
 * Asks Twilio whether the credentials open an active account holding the number. Answers
 * Twilio's refusal in its own words, or null when all is well.
 */
export async function verifyTwilio(
  config: Config,
  credentials: TwilioCredentials,
  number: string,
): Promise<string | null> {
  try {
    const client = await clientFor(config, credentials, timeoutMs.verify);
    const account = await client.api.v2010.accounts(credentials.accountSid).fetch();
    if (account.status !== 'active') return integrationMessages.accountInactive(account.status);
    const numbers = await client.incomingPhoneNumbers.list({ phoneNumber: number, limit: 1 });
    return numbers.length > 0 ? null : integrationMessages.numberNotInAccount(number);
  } catch (error) {
    return twilioMessage(error).message;
  }
}

/**
 * Sends through the location's Twilio account, asking Twilio to report the message's delivery
 * to the status webhook. A refusal Twilio would repeat (a 4xx other than 429: a number that
 * cannot get SMS, credentials revoked) fails the send at once; anything else is retried.
 */
export function twilioSender(
  config: Config,
  credentials: TwilioCredentials,
  from: string,
  statusCallback: string,
): SmsSender {
  return {
    send: async ({ to, body }) => {
      try {
        const client = await clientFor(config, credentials, timeoutMs.send);
        const message = await client.messages.create({ to, from, body, statusCallback });
        return { provider: 'twilio', providerId: message.sid };
      } catch (error) {
        const { message, status } = twilioMessage(error);
        if (status !== undefined && status >= 400 && status < 500 && status !== 429)
          throw new SmsRefused(message);
        throw new Error(message, { cause: error });
      }
    },
  };
}

/** Whether a webhook request carries Twilio's signature, made with the location's auth token. */
export async function signedByTwilio(
  authToken: string,
  signature: string | undefined,
  url: string,
  params: Record<string, string>,
): Promise<boolean> {
  if (!signature) return false;
  return (await sdk()).validateRequest(authToken, signature, url, params);
}
