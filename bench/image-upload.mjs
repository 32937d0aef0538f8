// Images uploaded and resized per second through the image library's own calls, in process
// (app.inject) on the embedded database and local disk: a camera-sized JPEG (BENCH_WIDTH ×
// BENCH_HEIGHT, default 4032 × 3024, with noise so it compresses like a photo) cropped and
// resized to 1200x630 by `image-library/upload`, BENCH_IMAGES (default 40) times with
// BENCH_CONCURRENCY (default 2, the machine's cores) at once; then the same images whole, 10 to
// a `image-library/bulk-upload`. Beside each: the server's CPU time an image and its peak RSS.
//
//   node --import tsx bench/image-upload.mjs

import { randomBytes } from 'node:crypto';

const { default: sharp } = await import('sharp');
const { startScratchApp } = await import('../server/src/test/server.ts');
const { buildSignedIn, bearer } = await import('../server/src/test/factories.ts');

const width = Number(process.env.BENCH_WIDTH ?? 4032);
const height = Number(process.env.BENCH_HEIGHT ?? 3024);
const count = Number(process.env.BENCH_IMAGES ?? 40);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 2);
const mb = 1024 * 1024;

/** A photo-like JPEG: a gradient under noise. */
async function photo() {
  const noise = await sharp(randomBytes(width * height * 3), {
    raw: { width, height, channels: 3 },
  })
    .blur(1.2)
    .raw()
    .toBuffer();
  return sharp(noise, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 88 })
    .toBuffer();
}

/** A multipart body: the fields first, then the files under `field`. */
function multipart(fields, field, files) {
  const boundary = `bench${Date.now()}${Math.random()}`;
  const parts = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  files.forEach((bytes, i) => {
    parts.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="${field}"; filename="photo-${i}.jpg"\r\ncontent-type: image/jpeg\r\n\r\n`,
      ),
      bytes,
      Buffer.from('\r\n'),
    );
  });
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), type: `multipart/form-data; boundary=${boundary}` };
}

const { app, deps, close } = await startScratchApp();
try {
  const { token } = await buildSignedIn(deps);
  const image = await photo();
  const post = async (url, body) => {
    const answer = await app.inject({
      method: 'POST',
      url,
      headers: { ...bearer(token), 'content-type': body.type },
      payload: body.payload,
    });
    if (answer.statusCode !== 200)
      throw new Error(`${url} answered ${answer.statusCode}: ${answer.body}`);
    return answer.json();
  };

  let peak = 0;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 20);

  /** Runs `jobs` calls, `concurrency` at once; images a second, CPU a call, peak RSS. */
  async function measure(label, jobs, imagesPerJob, call) {
    global.gc?.();
    const idle = process.memoryUsage.rss();
    peak = idle;
    const cpu = process.cpuUsage();
    const started = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < jobs) {
          next += 1;
          await call();
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const used = process.cpuUsage(cpu);
    const images = jobs * imagesPerJob;
    console.log(
      `${label.padEnd(34)} ${(images / seconds).toFixed(1)} images/s (${images} in ${seconds.toFixed(1)} s); CPU ${((used.user + used.system) / 1000 / images).toFixed(0)} ms an image; peak RSS +${((peak - idle) / mb).toFixed(0)} MB`,
    );
  }

  console.log(
    `${width} × ${height} JPEG (${(image.length / mb).toFixed(1)} MB), ${concurrency} at once, Node ${process.version}`,
  );
  const crop = {
    size: '1200x630',
    type: '1200x630',
    crop_x: 200,
    crop_y: 300,
    crop_width: 2400,
    crop_height: 1260,
  };
  const cropped = await post('/api/v3/image-library/upload', multipart(crop, 'image', [image]));
  if (cropped.response.width !== 1200 || cropped.response.height !== 630)
    throw new Error(`cropped to ${cropped.response.width} × ${cropped.response.height}`);
  await measure('upload, cropped to 1200x630', count, 1, () =>
    post('/api/v3/image-library/upload', multipart(crop, 'image', [image])),
  );
  const bulk = multipart({ size: 'all', type: 'all' }, 'images', Array(10).fill(image));
  await measure('bulk upload, 10 whole images a call', Math.max(1, count / 10), 10, () =>
    post('/api/v3/image-library/bulk-upload', bulk),
  );
  clearInterval(sampler);
} finally {
  await close();
}
