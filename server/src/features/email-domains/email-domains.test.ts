import { createPublicKey } from 'node:crypto';
import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { startDnsStub } from '../../test/dns-stub';
import { buildSignedIn, buildStaff, tokenFor } from '../../test/factories';
import { caller, createTestApp } from '../../test/server';
import { sendingIdentityFor } from './email-domains.service';
import { emailDomains } from './email-domains.tables';
import { verifyDkimSignature } from './email-domains.testing';

const dns = await startDnsStub();
afterAll(() => dns.close());
afterEach(() => {
  dns.clear();
  dns.failing = false;
});
const { app, deps } = await createTestApp({
  DNS_SERVER: dns.server,
  MAIL_SPF_INCLUDE: 'spf.mail.example.test',
  MAIL_RETURN_PATH_HOST: 'bounces.mail.example.test',
});
const call = caller(app);

type Record = { purpose: string; type: string; host: string; value: string };

/** Publishes the records a domain asks for in the stub, as its owner would at their DNS host. */
function publish(records: Record[]) {
  for (const record of records)
    dns.set(record.host, record.type as 'TXT' | 'CNAME', [record.value]);
}

async function addDomain(token: string, domain = 'mail.gym.example') {
  const res = await call('POST', '/email-domain/save', token, { domain });
  expect(res.statusCode).toBe(200);
  return res.json() as { domain: { id: number; domain: string }; dns_details: Record[] };
}

const dnsMissing = async (token: string) =>
  (await call('POST', '/auth/refresh', token)).json().user.email_dns_missing as boolean;

describe('adding a domain', () => {
  it('makes a 2048-bit DKIM key and answers the three records to publish', async () => {
    const { token, accountId } = await buildSignedIn(deps);
    const res = await call('POST', '/email-domain/save', token, { domain: ' Mail.Gym.Example. ' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe(
      'Email domain has been added successfully! Publish its DNS records, then verify it.',
    );
    expect(body.domain).toMatchObject({
      domain: 'mail.gym.example',
      is_verified: false,
      is_active: true,
      enabled: true,
      senders: [],
      location_ids: [],
    });
    const [spf, dkim, returnPath] = body.dns_details;
    expect(spf).toEqual({
      purpose: 'spf',
      type: 'TXT',
      host: 'mail.gym.example',
      value: 'v=spf1 include:spf.mail.example.test ~all',
      is_verified: null,
    });
    expect(dkim.type).toBe('TXT');
    expect(dkim.host).toMatch(/^coachline[0-9a-f]{8}\._domainkey\.mail\.gym\.example$/);
    expect(dkim.value).toMatch(/^v=DKIM1; k=rsa; p=[A-Za-z0-9+/]+=*$/);
    const key = createPublicKey({
      key: Buffer.from(dkim.value.split('p=')[1], 'base64'),
      format: 'der',
      type: 'spki',
    });
    expect(key.asymmetricKeyDetails?.modulusLength).toBe(2048);
    expect(returnPath).toEqual({
      purpose: 'return_path',
      type: 'CNAME',
      host: 'bounces.mail.gym.example',
      value: 'bounces.mail.example.test',
      is_verified: null,
    });

    // The private key is sealed at rest; the organization's first domain is its active one, not
    // verified yet, so the shell warns.
    const [row] = await deps.db
      .select()
      .from(emailDomains)
      .where(eq(emailDomains.accountId, accountId));
    expect(row!.dkimPrivateKey).toMatch(/^v1:/);
    expect(deps.secrets.open(row!.dkimPrivateKey)).toContain('BEGIN PRIVATE KEY');
    expect(await dnsMissing(token)).toBe(true);

    const details = await call(
      'GET',
      `/email-domain/dns-details?domain_id=${body.domain.id}`,
      token,
    );
    expect(details.json()).toEqual({
      status: 1,
      domain: 'mail.gym.example',
      dns_details: body.dns_details,
    });
    const listed = (await call('GET', '/email-domain/list', token)).json().domains;
    expect(listed).toEqual([body.domain]);
    expect((await call('GET', '/domain/list', token)).json().domains).toEqual(listed);
  });

  it('refuses a domain twice, a name that is no domain, and says why on the field', async () => {
    const { token } = await buildSignedIn(deps);
    await addDomain(token);
    const twice = await call('POST', '/domain/save', token, { domain: 'MAIL.gym.example' });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors.domain).toEqual(['This domain has already been added.']);
    for (const domain of ['localhost', 'not a domain', 'x'.repeat(300), '-bad.example', '']) {
      const res = await call('POST', '/email-domain/save', token, { domain });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.domain).toBeDefined();
    }
    // A second domain is added inactive: the first stays the one to send from.
    const second = await addDomain(token, 'news.gym.example');
    expect(second.domain).toMatchObject({ is_active: false });
  });
});

describe('verifying a domain', () => {
  it('lists every record not found, then verifies once all three are published', async () => {
    const { token } = await buildSignedIn(deps);
    const { domain, dns_details } = await addDomain(token);
    const [spf, dkim, returnPath] = dns_details as [Record, Record, Record];

    const missing = await call('PATCH', `/email-domain/${domain.id}/verify`, token);
    expect(missing.statusCode).toBe(200);
    expect(missing.json()).toEqual({
      status: 1,
      message: 'Email domain has not been verified yet!',
      errors: [
        'No SPF record found at mail.gym.example',
        `No DKIM record found at ${dkim.host}`,
        'No return-path CNAME record found at bounces.mail.gym.example',
      ],
      is_verified: false,
    });

    // Published wrong: another provider's SPF, an old key, a CNAME elsewhere.
    dns.set(spf.host, 'TXT', [
      'v=spf1 include:_spf.other.example ~all',
      'google-site-verification=x',
    ]);
    dns.set(dkim.host, 'TXT', ['v=DKIM1; k=rsa; p=MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA']);
    dns.set(returnPath.host, 'CNAME', ['bounces.other.example']);
    const wrong = (await call('PATCH', `/email-domain/${domain.id}/verify`, token)).json();
    expect(wrong.errors).toEqual([
      'The SPF record at mail.gym.example does not include spf.mail.example.test',
      `The DKIM record at ${dkim.host} does not hold this domain's key`,
      'The CNAME record at bounces.mail.gym.example does not point to bounces.mail.example.test',
    ]);

    // Two of three right: the screen shows which.
    dns.set(spf.host, 'TXT', [
      'v=spf1 include:_spf.other.example include:spf.mail.example.test -all',
    ]);
    dns.set(dkim.host, 'TXT', [dkim.value.replace('; p=', '; t=s; p=')]);
    const partly = (await call('PATCH', `/email-domain/${domain.id}/verify`, token)).json();
    expect(partly.errors).toHaveLength(1);
    const records = (await call('GET', '/email-domain/list', token)).json().domains[0].dns_details;
    expect(records.map((r: { is_verified: boolean }) => r.is_verified)).toEqual([
      true,
      true,
      false,
    ]);
    expect(await dnsMissing(token)).toBe(true);

    publish(dns_details);
    const verified = await call('PATCH', `/email-domain/${domain.id}/verify`, token);
    expect(verified.json()).toEqual({
      status: 1,
      message: 'Email domain has been verified successfully!',
      errors: [],
      is_verified: true,
    });
    const listed = (await call('GET', '/email-domain/list', token)).json().domains[0];
    expect(listed.is_verified).toBe(true);
    expect(listed.verified_at).not.toBeNull();
    expect(await dnsMissing(token)).toBe(false);
  });

  it('says status 0 and changes nothing when DNS cannot be asked', async () => {
    const { token } = await buildSignedIn(deps);
    const { domain, dns_details } = await addDomain(token);
    publish(dns_details);
    expect(
      (await call('PATCH', `/email-domain/${domain.id}/verify`, token)).json().is_verified,
    ).toBe(true);
    dns.failing = true;
    const res = await call('PATCH', `/email-domain/${domain.id}/verify`, token);
    expect(res.json()).toEqual({
      status: 0,
      message:
        'The DNS records could not be looked up right now. Please try again in a few minutes.',
      errors: [],
      is_verified: true,
    });
    expect((await call('GET', '/email-domain/list', token)).json().domains[0].is_verified).toBe(
      true,
    );
  });

  it('verifies several domains of the domain area at once, verified only if all are', async () => {
    const { token } = await buildSignedIn(deps);
    const first = await addDomain(token, 'one.gym.example');
    const second = await addDomain(token, 'two.gym.example');
    publish(first.dns_details);
    const res = await call('PATCH', '/domain/verify', token, {
      ids: [first.domain.id, second.domain.id],
    });
    expect(res.json()).toMatchObject({ status: 1, is_verified: false });
    expect(res.json().errors).toHaveLength(3);
    expect(res.json().errors.every((e: string) => e.includes('two.gym.example'))).toBe(true);
    const listed = (await call('GET', '/domain/list', token)).json().domains;
    expect(listed.map((d: { is_verified: boolean }) => d.is_verified)).toEqual([true, false]);
  });
});

describe('activating, enabling and deleting', () => {
  it('keeps one active domain, switches one off and on, and deletes by ids', async () => {
    const { token } = await buildSignedIn(deps);
    const first = await addDomain(token, 'one.gym.example');
    const second = await addDomain(token, 'two.gym.example');
    publish(first.dns_details);
    await call('PATCH', `/email-domain/${first.domain.id}/verify`, token);
    expect(await dnsMissing(token)).toBe(false);

    // The unverified domain becomes the one in use: the shell warns again.
    const activated = await call('PATCH', `/email-domain/${second.domain.id}/activate`, token);
    expect(activated.json()).toEqual({
      status: 1,
      message: 'Email domain has been activated successfully!',
    });
    const actives = async () =>
      (await call('GET', '/email-domain/list', token))
        .json()
        .domains.map((d: { is_active: boolean; enabled: boolean }) => [d.is_active, d.enabled]);
    expect(await actives()).toEqual([
      [false, true],
      [true, true],
    ]);
    expect(await dnsMissing(token)).toBe(true);

    const disabled = await call('PATCH', '/email-domain/enable-disable', token, {
      id: second.domain.id,
      status: 0,
    });
    expect(disabled.json().message).toBe('Email domain has been disabled successfully!');
    expect(await dnsMissing(token)).toBe(false);
    const enabled = await call('POST', '/domain/enable-disable', token, {
      id: second.domain.id,
      status: 1,
    });
    expect(enabled.json().message).toBe('Email domain has been enabled successfully!');
    expect(await actives()).toEqual([
      [false, true],
      [true, true],
    ]);

    await call('PATCH', '/domain/activate', token, { id: first.domain.id });
    expect(await actives()).toEqual([
      [true, true],
      [false, true],
    ]);
    expect(await dnsMissing(token)).toBe(false);

    const removed = await call('DELETE', '/email-domain/delete', token, {
      ids: [second.domain.id],
    });
    expect(removed.json()).toEqual({
      status: 1,
      message: 'Email domain has been deleted successfully!',
    });
    expect(
      (await call('DELETE', '/domain/delete', token, { ids: [second.domain.id] })).statusCode,
    ).toBe(404);
    const both = await call('DELETE', '/domain/delete', token, { ids: [first.domain.id] });
    expect(both.statusCode).toBe(200);
    expect((await call('GET', '/email-domain/list', token)).json().domains).toEqual([]);
    expect(await dnsMissing(token)).toBe(false);
  });
});

describe('senders', () => {
  it('adds senders at the domain only, keeps one active, edits and deletes them', async () => {
    const { token } = await buildSignedIn(deps);
    const { domain } = await addDomain(token);
    const outside = await call('POST', '/email-domain/save-sender', token, {
      email_domain_id: domain.id,
      name: 'Coach',
      email: 'coach@elsewhere.example',
    });
    expect(outside.statusCode).toBe(422);
    expect(outside.json().errors.email).toEqual([
      'The email must be an address at mail.gym.example.',
    ]);

    const save = (body: object) => call('POST', '/email-domain/save-sender', token, body);
    const first = await save({
      email_domain_id: domain.id,
      name: 'Coach',
      email: 'Coach@mail.gym.example',
    });
    expect(first.json()).toMatchObject({
      status: 1,
      message: 'Sender has been saved successfully!',
      sender: { email: 'coach@mail.gym.example', name: 'Coach', is_active: true },
    });
    const second = await save({
      email_domain_id: domain.id,
      name: 'Desk',
      email: 'desk@mail.gym.example',
    });
    expect(second.json().sender.is_active).toBe(false);
    const twice = await save({
      email_domain_id: domain.id,
      name: 'Again',
      email: 'desk@mail.gym.example',
    });
    expect(twice.json().errors.email).toEqual(['This sender has already been added.']);
    const renamed = await save({
      id: second.json().sender.id,
      email_domain_id: domain.id,
      name: 'Front desk',
      email: 'desk@mail.gym.example',
    });
    expect(renamed.json().sender.name).toBe('Front desk');

    const activated = await call(
      'PATCH',
      `/email-domain/${second.json().sender.id}/activate-sender`,
      token,
    );
    expect(activated.json().message).toBe('Sender has been activated successfully!');
    const listed = (await call('GET', `/email-domain/${domain.id}/sender-list`, token)).json()
      .senders;
    expect(listed.map((s: { name: string; is_active: boolean }) => [s.name, s.is_active])).toEqual([
      ['Coach', false],
      ['Front desk', true],
    ]);

    const removed = await call('DELETE', '/email-domain/delete-sender', token, {
      ids: [first.json().sender.id],
    });
    expect(removed.json().message).toBe('Sender has been deleted successfully!');
    expect((await call('GET', '/email-domain/list', token)).json().domains[0].senders).toHaveLength(
      1,
    );
  });
});

describe('locations and the identity mail is sent as', () => {
  it('sends from the location’s own domain and sender, else the organization’s, signed', async () => {
    const organization = await buildSignedIn(deps, { locations: ['North', 'South'] });
    const { token, accountId } = organization;
    const north = organization.locations[0]!;
    const south = organization.locations[1]!;
    const main = await addDomain(token, 'gym.example');
    const own = await addDomain(token, 'north.gym.example');
    const senderOf = async (domainId: number, name: string, email: string) =>
      (
        await call('POST', '/email-domain/save-sender', token, {
          email_domain_id: domainId,
          name,
          email,
        })
      ).json().sender.id as number;
    await senderOf(main.domain.id, 'Gym', 'hello@gym.example');
    const southDesk = await senderOf(main.domain.id, 'South desk', 'south@gym.example');
    await senderOf(own.domain.id, 'North', 'team@north.gym.example');

    // Nothing is sent from a domain before it is verified.
    expect(await sendingIdentityFor(deps, accountId)).toEqual({ from: null, dkim: null });

    const forLocations = await call(
      'PATCH',
      `/email-domain/${own.domain.id}/activate-domain-for-locations`,
      token,
      { location_ids: [north.id] },
    );
    expect(forLocations.json().message).toBe(
      'Email domain has been activated for the locations successfully!',
    );
    await call('PATCH', `/email-domain/${southDesk}/activate-sender-for-locations`, token, {
      location_ids: [south.id],
    });
    publish(main.dns_details);
    publish(own.dns_details);
    await call('PATCH', '/domain/verify', token, { ids: [main.domain.id, own.domain.id] });
    const listed = (await call('GET', '/email-domain/list', token)).json().domains;
    expect(listed[1].location_ids).toEqual([north.id]);
    expect(listed[0].senders[1].location_ids).toEqual([south.id]);

    const organizationWide = await sendingIdentityFor(deps, accountId);
    expect(organizationWide.from).toEqual({ name: 'Gym', address: 'hello@gym.example' });
    expect(organizationWide.dkim).toMatchObject({
      domainName: 'gym.example',
      keySelector: main.dns_details[1]!.host.split('.')[0],
    });
    expect((await sendingIdentityFor(deps, south.id)).from?.address).toBe('south@gym.example');
    const northIdentity = await sendingIdentityFor(deps, north.id);
    expect(northIdentity.from).toEqual({ name: 'North', address: 'team@north.gym.example' });
    expect(northIdentity.dkim?.domainName).toBe('north.gym.example');

    // A message signed with the location's key verifies against the published record.
    const transport = nodemailer.createTransport({
      streamTransport: true,
      buffer: true,
      dkim: northIdentity.dkim!,
    });
    const sent = await transport.sendMail({
      from: northIdentity.from!,
      to: 'client@example.test',
      subject: 'Your plan for this week',
      text: 'See you on Monday.',
    });
    const raw = sent.message as Buffer;
    expect(raw.toString()).toContain('DKIM-Signature:');
    const result = await verifyDkimSignature(raw, dns.resolve);
    expect(result).toMatchObject({ pass: true, signatures: [{ domain: 'north.gym.example' }] });
    // Tampered with, it does not.
    const tampered = Buffer.from(
      raw.toString().replace('See you on Monday.', 'See you on Friday.'),
    );
    expect((await verifyDkimSignature(tampered, dns.resolve)).pass).toBe(false);

    // Disabled, the location's domain gives way to the organization's.
    await call('PATCH', '/email-domain/enable-disable', token, { id: own.domain.id, status: 0 });
    expect((await sendingIdentityFor(deps, north.id)).dkim?.domainName).toBe('gym.example');
    // Letting the location go is an empty list.
    await call('PATCH', `/email-domain/${own.domain.id}/activate-domain-for-locations`, token, {
      location_ids: [],
    });
    expect((await call('GET', '/email-domain/list', token)).json().domains[1].location_ids).toEqual(
      [],
    );
  });

  it('activates only for the organization’s locations', async () => {
    const { token } = await buildSignedIn(deps);
    const other = await buildSignedIn(deps, { locations: ['Elsewhere'] });
    const { domain } = await addDomain(token);
    const res = await call(
      'PATCH',
      `/email-domain/${domain.id}/activate-domain-for-locations`,
      token,
      {
        location_ids: [other.locations[0]!.id],
      },
    );
    expect(res.statusCode).toBe(404);
  });
});

describe('who may', () => {
  it('needs admin-settings, and no company location user changes the organization’s domains', async () => {
    const organization = await buildSignedIn(deps, { locations: ['North'] });
    const { domain } = await addDomain(organization.token);
    const staff = await buildStaff(deps, organization.accountId);
    const staffToken = await tokenFor(deps, staff.id);
    expect((await call('GET', '/email-domain/list', staffToken)).statusCode).toBe(403);
    expect(
      (await call('POST', '/email-domain/save', staffToken, { domain: 'x.example' })).statusCode,
    ).toBe(403);

    const viewer = await buildStaff(deps, organization.accountId, {
      permissions: { 'admin-settings': { view: true } },
    });
    const viewerToken = await tokenFor(deps, viewer.id);
    expect((await call('GET', '/email-domain/list', viewerToken)).json().domains).toHaveLength(1);
    expect((await call('PATCH', `/email-domain/${domain.id}/verify`, viewerToken)).statusCode).toBe(
      403,
    );

    const locationUser = await buildStaff(deps, organization.accountId, {
      locationId: organization.locations[0]!.id,
    });
    const locationToken = await tokenFor(deps, locationUser.id, organization.locations[0]!.id);
    expect((await call('GET', '/email-domain/list', locationToken)).statusCode).toBe(200);
    expect(
      (await call('DELETE', '/email-domain/delete', locationToken, { ids: [domain.id] }))
        .statusCode,
    ).toBe(403);
  });
});
