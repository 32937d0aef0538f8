// The client portal's first screen: `GET portal/home` for a contact with 50 items sent to them
// (20 playbooks of three steps, 15 pages, 15 forms) and five announcements, against the built
// app in its own process, as `npm start` runs it.
//
//   npm run build && node --import tsx bench/portal.mjs          # embedded PGlite
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres \
//     node --import tsx bench/portal.mjs                         # PostgreSQL (a scratch database)
//
// The items are made and sent through the coach's calls, the contact signs in through the
// portal's, and the home is then read BENCH_SAMPLES (500) times, one at a time, after 50 reads
// of warm-up. The time is each answer's as the client sees it on the loopback: an upper bound of the server's own. The portal's initial JavaScript is a figure
// of `node bench/run.mjs`.
//
// Target (issue 14 §5): p95 ≤ 30 ms on PostgreSQL.
import { loadAverage, startBuiltApp } from './built-app.mjs';

const { contactEndpoints } = await import('../contract/src/contacts.ts');
const { pageEndpoints } = await import('../contract/src/pages.ts');
const { playbookEndpoints } = await import('../contract/src/playbooks.ts');
const { formEndpoints } = await import('../contract/src/forms.ts');
const { clientPortalEndpoints } = await import('../contract/src/client-portal.ts');
const { portalEndpoints } = await import('../contract/src/portal.ts');
const { memberIdEndpoints } = await import('../contract/src/member-id.ts');
const { endpointUrl } = await import('../contract/src/endpoint.ts');

const samples = Number(process.env.BENCH_SAMPLES ?? 500);
const serverUrl = process.env.BENCH_DATABASE_URL;
const kind = serverUrl ? 'postgres' : 'pglite';

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

const app = await startBuiltApp(kind, { serverUrl: serverUrl ?? '', env: { LOG_LEVEL: 'warn' } });
try {
  /** A call as `token`'s holder (the demo owner unless said). */
  const send = async (endpoint, input = {}, token = app.token) => {
    const response = await fetch(`${app.baseUrl}${endpointUrl(endpoint, input.params)}`, {
      method: endpoint.method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      ...(input.body ? { body: JSON.stringify(input.body) } : {}),
    });
    if (response.status !== 200)
      throw new Error(
        `${endpoint.path}: ${response.status} ${(await response.text()).slice(0, 300)}`,
      );
    return response.json();
  };

  const email = 'portal-bench@example.test';
  const { contact } = await send(contactEndpoints.save, {
    body: { first_name: 'Bea', last_name: 'Bench', email, status: 'client' },
  });
  const password = 'portal-bench-1';
  await send(contactEndpoints.updatePortalPassword, {
    params: { contact: contact.id },
    body: { password, password_confirmation: password },
  });
  const to = { contact_ids: [contact.id] };
  for (let i = 1; i <= 20; i++) {
    const { playbook } = await send(playbookEndpoints.create, { body: { title: `Program ${i}` } });
    for (let step = 1; step <= 3; step++)
      await send(playbookEndpoints.blankStep, {
        body: { playbook_id: playbook.id, title: `Week ${step}` },
      });
    await send(playbookEndpoints.sendToContact, { body: { playbook_ids: [playbook.id], ...to } });
  }
  for (let i = 1; i <= 15; i++) {
    const { page } = await send(pageEndpoints.create, { body: { title: `Lesson ${i}` } });
    await send(pageEndpoints.sendToContact, { body: { page_ids: [page.id], ...to } });
    const { form } = await send(formEndpoints.create, { body: { title: `Check-in ${i}` } });
    await send(formEndpoints.sendToContact, { body: { form_ids: [form.id], ...to } });
  }
  const { setting } = await send(memberIdEndpoints.getSetting);
  const account = setting.account_id;
  for (let i = 1; i <= 5; i++)
    await send(clientPortalEndpoints.addAnnouncement, {
      params: { account },
      body: { title: `News ${i}`, body: 'The studio is open on the holiday, 8 am to noon.' },
    });
  const signedIn = await fetch(
    `${app.baseUrl}${endpointUrl(portalEndpoints.signIn, { account })}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    },
  );
  if (!signedIn.ok) throw new Error(`portal sign-in: ${signedIn.status}`);
  const { token } = await signedIn.json();

  const home = await send(portalEndpoints.home, {}, token);
  const items = home.playbooks.length + home.pages.length + home.forms.length;
  if (items !== 50) throw new Error(`the home shows ${items} items, not 50`);
  for (let i = 0; i < 50; i++) await send(portalEndpoints.home, {}, token);
  const loadBefore = loadAverage();
  const timings = [];
  for (let i = 0; i < samples; i++) {
    const started = performance.now();
    await send(portalEndpoints.home, {}, token);
    timings.push(performance.now() - started);
  }
  timings.sort((a, b) => a - b);
  console.log(
    `Coachline client portal bench: ${kind}, 50 items and 5 announcements, ${samples} reads`,
  );
  console.log(
    `GET portal/home  p50 ${percentile(timings, 50).toFixed(2)} ms, p95 ${percentile(timings, 95).toFixed(2)} ms (target p95 ≤ 30 ms on PostgreSQL; load average ${loadBefore} before, ${loadAverage()} after)`,
  );
} finally {
  await app.stop();
}
