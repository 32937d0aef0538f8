// Tracked email: what a broadcast pays per recipient for its links (compileTrackedEmail of
// server/src/features/messaging/tracking.ts). One email of about 7 KB with 12 links is compiled
// once, then made for BENCH_RECIPIENTS recipients (100,000); beside it, the email compiled anew
// for every recipient, which the split into static parts avoids.
//
//   node --import tsx bench/tracked-email.mjs

const { compileTrackedEmail } = await import('../server/src/features/messaging/tracking.ts');
const { createSecretBox } = await import('../server/src/platform/secrets.ts');

const recipients = Number(process.env.BENCH_RECIPIENTS ?? 100_000);
const deps = {
  config: { appUrl: 'https://app.coachline.example' },
  secrets: createSecretBox(Buffer.alloc(32, 1)),
};
const paragraph = (i) =>
  `<p style="margin:0 0 12px">Paragraph ${i} of this week's news, with a <a href="https://example.com/article/${i}?utm_source=coachline&amp;utm_medium=email">link to read more</a> and some text to make the email the size a newsletter is. ${'Lorem ipsum dolor sit amet. '.repeat(12)}</p>`;
const html = `<!doctype html><html><body>${Array.from({ length: 12 }, (_, i) => paragraph(i)).join('')}</body></html>`;
const text = html.replace(/<[^>]+>/g, ' ');

const time = (label, run) => {
  const start = process.hrtime.bigint();
  let bytes = 0;
  for (let id = 1; id <= recipients; id++) bytes += run(id).html.length;
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  console.log(
    `${label}: ${Math.round(recipients / seconds).toLocaleString('en')} emails/s, ${((seconds / recipients) * 1e6).toFixed(1)} µs each (${Math.round(bytes / recipients)} bytes)`,
  );
};

console.log(`${recipients} recipients, HTML of ${html.length} bytes with 12 links`);
const compiled = compileTrackedEmail(deps, { html, text });
time('compiled once, joined per recipient', compiled);
const slowCount = Math.min(recipients, 10_000);
const start = process.hrtime.bigint();
for (let id = 1; id <= slowCount; id++) compileTrackedEmail(deps, { html, text })(id);
const seconds = Number(process.hrtime.bigint() - start) / 1e9;
console.log(
  `compiled anew per recipient: ${Math.round(slowCount / seconds).toLocaleString('en')} emails/s`,
);
