import pg from 'pg';
const seen: string[] = [];
const orig = pg.Client.prototype.query;
(pg.Client.prototype as any).query = function (q: any, ...rest: any[]) { seen.push(typeof q === 'string' ? q : (q.text ?? q.name)); return (orig as any).call(this, q, ...rest); };
const { startScratchApp } = await import('../server/src/test/server.ts');
const { buildOrganization, tokenFor, bearer } = await import('../server/src/test/factories.ts');
const { formEndpoints } = await import('../contract/src/forms.ts');
const { endpointUrl } = await import('../contract/src/endpoint.ts');
const { app, deps, close } = await startScratchApp({ serverUrl: 'postgres://postgres@127.0.0.1:5432/test' });
try {
  const { owner } = await buildOrganization(deps);
  const headers = bearer(await tokenFor(deps, owner.id));
  const c = await app.inject({ method: 'PATCH', url: endpointUrl(formEndpoints.create, {}), headers, payload: { title: 'x' } });
  const form = c.json().form;
  const qq = await app.inject({ method: 'POST', url: endpointUrl(formEndpoints.saveQuestion, { form: form.id }), headers, payload: { type: 'short_text', title: 'a' } });
  const qid = qq.json().question.id;
  await app.inject({ method: 'POST', url: endpointUrl(formEndpoints.update, { form: form.id }), headers, payload: { add_ons: ['fname','lname','email'] } });
  const key = form.public_url.split('/').at(-1);
  for (const n of [1, 2]) {
    seen.length = 0;
    const r = await app.inject({ method: 'POST', url: endpointUrl(formEndpoints.publicSubmit, { key }), remoteAddress: `10.0.0.${n}`, payload: { answers: { [qid]: 'x' }, fname: 'A', lname: 'B', email: `v${n}@example.test` } });
    console.log(r.statusCode, seen.length); for (const s of seen) console.log('  ', s.replace(/\s+/g, ' ').slice(0, 160));
  }
} finally { await close(); }
