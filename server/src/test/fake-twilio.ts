import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parse } from 'node:querystring';
import twilio from 'twilio';

// A local stand-in for Twilio's REST API, as the official SDK calls it (TWILIO_API_URL points
// the SDK here): Basic auth with the account SID and auth token, the account, its incoming
// numbers and message creation. It keeps the messages it was given. No test reaches Twilio.

export type FakeTwilioMessage = {
  sid: string;
  accountSid: string;
  to: string;
  from: string;
  body: string;
  statusCallback: string | undefined;
};

type FakeAccount = { token: string; numbers: string[]; status: 'active' | 'suspended' };

const apiVersion = '/2010-04-01';
const hex = (bytes: number) => randomBytes(bytes).toString('hex');

/** A Twilio-shaped account SID and auth token. */
export const twilioCredentials = () => ({ sid: `AC${hex(16)}`, token: hex(16) });

/** Twilio's X-Twilio-Signature of a webhook posted to `url` with these form fields. */
export const signTwilio = (token: string, url: string, params: Record<string, string>) =>
  twilio.getExpectedTwilioSignature(token, url, params);

function answer(res: ServerResponse, status: number, body: object) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

/** Twilio's error JSON, as its API answers a refusal. */
function refuse(res: ServerResponse, status: number, code: number, message: string) {
  answer(res, status, {
    code,
    message,
    more_info: `https://www.twilio.com/docs/errors/${code}`,
    status,
  });
}

async function formOf(req: IncomingMessage): Promise<Record<string, string>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return parse(Buffer.concat(chunks).toString('utf8')) as Record<string, string>;
}

export async function startFakeTwilio() {
  const accounts = new Map<string, FakeAccount>();
  const messages: FakeTwilioMessage[] = [];

  const authorized = (req: IncomingMessage, sid: string) => {
    const [scheme, encoded] = (req.headers.authorization ?? '').split(' ');
    if (scheme !== 'Basic' || !encoded) return false;
    const [user, token] = Buffer.from(encoded, 'base64').toString('utf8').split(':');
    return user === sid && accounts.get(sid)?.token === token;
  };

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake-twilio');
    const match = new RegExp(`^${apiVersion}/Accounts/(AC[0-9a-f]{32})(/[A-Za-z]+)?\\.json$`).exec(
      url.pathname,
    );
    if (!match) return refuse(res, 404, 20404, 'The requested resource was not found');
    const [, sid, resource] = match as unknown as [string, string, string | undefined];
    if (!authorized(req, sid)) return refuse(res, 401, 20003, 'Authenticate');
    const account = accounts.get(sid)!;
    const base = `${apiVersion}/Accounts/${sid}`;

    if (req.method === 'GET' && resource === undefined)
      return answer(res, 200, {
        sid,
        friendly_name: 'Fake Twilio account',
        status: account.status,
        type: 'Full',
        uri: `${base}.json`,
      });

    if (req.method === 'GET' && resource === '/IncomingPhoneNumbers') {
      const wanted = url.searchParams.get('PhoneNumber');
      const numbers = account.numbers.filter((number) => !wanted || number === wanted);
      return answer(res, 200, {
        incoming_phone_numbers: numbers.map((number) => ({
          sid: `PN${hex(16)}`,
          account_sid: sid,
          phone_number: number,
          friendly_name: number,
        })),
        page: 0,
        page_size: Number(url.searchParams.get('PageSize') ?? 50),
        start: 0,
        end: Math.max(0, numbers.length - 1),
        first_page_uri: `${base}/IncomingPhoneNumbers.json?Page=0`,
        next_page_uri: null,
        previous_page_uri: null,
        uri: `${base}/IncomingPhoneNumbers.json`,
      });
    }

    if (req.method === 'POST' && resource === '/Messages') {
      const form = await formOf(req);
      if (!/^\+[1-9]\d{6,14}$/.test(form.To ?? ''))
        return refuse(res, 400, 21211, `The 'To' number ${form.To} is not a valid phone number.`);
      if (!account.numbers.includes(form.From ?? ''))
        return refuse(
          res,
          400,
          21606,
          `The From phone number ${form.From} is not a valid, SMS-capable inbound phone number or short code for your account.`,
        );
      const message: FakeTwilioMessage = {
        sid: `SM${hex(16)}`,
        accountSid: sid,
        to: form.To!,
        from: form.From!,
        body: form.Body ?? '',
        statusCallback: form.StatusCallback,
      };
      messages.push(message);
      return answer(res, 201, {
        sid: message.sid,
        account_sid: sid,
        to: message.to,
        from: message.from,
        body: message.body,
        status: 'queued',
        num_segments: '1',
        direction: 'outbound-api',
        api_version: '2010-04-01',
        uri: `${base}/Messages/${message.sid}.json`,
      });
    }
    return refuse(res, 405, 20004, 'Method not allowed');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    messages,
    /** An account Twilio would know, with the numbers it holds. */
    addAccount(numbers: string[], status: FakeAccount['status'] = 'active') {
      const { sid, token } = twilioCredentials();
      accounts.set(sid, { token, numbers, status });
      return { sid, token };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
