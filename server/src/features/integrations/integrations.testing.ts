import { stringify } from 'node:querystring';
import { expect } from 'vitest';
import { buildSignedIn } from '../../test/factories';
import { signTwilio, type startFakeTwilio } from '../../test/fake-twilio';
import { caller, type TestApp } from '../../test/server';

// Twilio as the route tests meet it: a location connected to the fake Twilio's account, and
// the webhooks Twilio posts, form-encoded and signed with the account's auth token.

type FakeTwilio = Awaited<ReturnType<typeof startFakeTwilio>>;

export function twilioTesting(
  test: TestApp,
  twilio: FakeTwilio,
  appUrl: string,
  firstNumber = 1000,
) {
  const call = caller(test.app);
  let numbers = firstNumber;
  /** A fresh number in E.164 for each location, so no two connect the same one by chance. */
  const freshNumber = () => `+1617555${String(++numbers).slice(-4)}`;

  /** A webhook posted to the app, with the signature given (none when undefined). */
  const postForm = (path: string, params: Record<string, string>, signature?: string) =>
    test.app.inject({
      method: 'POST',
      url: `/api/v3/webhooks/twilio/${path}`,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        ...(signature === undefined ? {} : { 'x-twilio-signature': signature }),
      },
      payload: stringify(params),
    });

  /** A webhook as Twilio posts it: form-encoded, signed with the account's auth token. */
  const postSigned = (path: string, token: string, params: Record<string, string>) =>
    postForm(path, params, signTwilio(token, `${appUrl}/api/v3/webhooks/twilio/${path}`, params));

  /** An organization signed in, its location connected to a fake Twilio account of its own. */
  async function connectedLocation() {
    const org = await buildSignedIn(test.deps);
    const number = freshNumber();
    const account = twilio.addAccount([number]);
    const body = { account_sid: account.sid, auth_token: account.token, phone_number: number };
    expect(
      (await call('POST', '/integration/save-twilio-credentials', org.token, body)).json(),
    ).toMatchObject({ status: 1 });
    expect(
      (await call('POST', '/integration/update-twilio-connection', org.token)).json(),
    ).toMatchObject({ status: 1 });
    return { ...org, number, twilioAccount: account };
  }

  return { freshNumber, postForm, postSigned, connectedLocation };
}
