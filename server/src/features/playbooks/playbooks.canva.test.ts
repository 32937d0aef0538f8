import { realtimeEvents } from '@coachline/contract/api';
import {
  type CanvaImport,
  canvaMaxEntries,
  canvaMaxPages,
  canvaMessages,
  canvaPageWidth,
  canvaThumbnailWidth,
  type PlaybookStep,
} from '@coachline/contract/playbooks';
import { and, eq } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { storedFiles } from '../../platform/files.tables';
import { maxJobRuns } from '../../platform/jobs';
import { bearer, buildSignedIn, buildStaff, tokenFor } from '../../test/factories';
import { formData } from '../../test/multipart';
import { caller, createTestApp, recordRealtime } from '../../test/server';
import { deflatedRepeat, type ZipPart, zipOf } from '../contact-import/contact-import.testing';
import { runCanvaBuild } from './playbooks.canva.worker';
import { playbookCanvaImports } from './playbooks.tables';

const { app, deps } = await createTestApp();
const call = caller(app);

const png = (color: string, width = 800, height = 450) =>
  sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();

/** A PDF of one page per colour, each filled with it. */
function pdfOf(colors: string[]): Promise<Buffer> {
  const doc = new PDFDocument({ autoFirstPage: false });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<Buffer>((resolve) =>
    doc.on('end', () => resolve(Buffer.concat(chunks))),
  );
  for (const color of colors) {
    doc.addPage({ size: [400, 300] });
    doc.rect(0, 0, 400, 300).fill(color);
  }
  doc.end();
  return ended;
}

async function studio() {
  const signed = await buildSignedIn(deps);
  const ok = async (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: object) => {
    const res = await call(method, url, signed.token, body);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const playbook = (await ok('POST', '/playbook/create', { title: 'Onboarding' })).playbook as {
    id: number;
  };
  const upload = (zip: Buffer, playbookId = playbook.id, token = signed.token) => {
    const body = formData([
      { name: 'playbook_id', content: String(playbookId) },
      { name: 'file', filename: 'Design.zip', content: zip, type: 'application/zip' },
    ]);
    return app.inject({
      method: 'POST',
      url: '/api/v3/playbook/build',
      headers: { ...bearer(token), ...body.headers },
      payload: body.payload,
    });
  };
  const built = async (zip: Buffer) => {
    const res = await upload(zip);
    expect(res.statusCode, res.body).toBe(200);
    const started = res.json().canva_import as CanvaImport;
    await runCanvaBuild(deps, started.id, signed.account.id);
    return started;
  };
  const steps = async () =>
    (await ok('GET', `/playbook/steps?playbook_id=${playbook.id}`)) as {
      steps: PlaybookStep[];
      canva_import: CanvaImport | null;
    };
  return { ...signed, ok, playbook, upload, built, steps };
}

const widthOf = async (address: string) => {
  const res = await app.inject({ method: 'GET', url: address });
  expect(res.statusCode).toBe(200);
  const meta = await sharp(res.rawPayload).metadata();
  return { format: meta.format, width: meta.width };
};

const refusal = (res: { statusCode: number; json: () => unknown }) => {
  expect(res.statusCode).toBe(422);
  return (res.json() as { errors: Record<string, string[]> }).errors.file;
};

describe('the Canva import', () => {
  it('builds one step per image in natural file-name order, with images and thumbnails', async () => {
    const { built, steps, account } = await studio();
    const zip = zipOf([
      { name: 'Welcome deck/10.png', data: await png('#00ff00') },
      { name: 'Welcome deck/2.png', data: await png('#0000ff', 2400, 1350) },
      { name: 'Welcome deck/1.png', data: await png('#ff0000') },
      {
        name: 'Welcome deck/Meet_your coach.jpg',
        data: await sharp(await png('#777777'))
          .jpeg()
          .toBuffer(),
      },
      { name: '__MACOSX/Welcome deck/._1.png', data: 'metadata' },
      { name: 'Welcome deck/.DS_Store', data: 'finder' },
      { name: 'Welcome deck/notes.txt', data: 'not a page' },
    ]);
    const realtime = recordRealtime(deps);
    let started: CanvaImport;
    try {
      started = await built(zip);
    } finally {
      realtime.stop();
    }
    expect(started).toMatchObject({ status: 'queued', pages_total: 4, pages_done: 0 });
    const { steps: list, canva_import } = await steps();
    expect(list.map((s) => s.title)).toEqual(['Page 1', 'Page 2', 'Page 3', 'Meet your coach']);
    expect(canva_import).toMatchObject({ id: started.id, status: 'completed', pages_done: 4 });
    for (const step of list) {
      expect(step.canva_import_id).toBe(started.id);
      expect(step.image).toMatch(/^\/uploads\/playbooks\/\d+\/[0-9a-f-]+\.webp$/);
      expect(step.thumbnail).toMatch(/\.webp$/);
    }
    expect(await widthOf(list[1]!.image!)).toEqual({ format: 'webp', width: canvaPageWidth });
    expect(await widthOf(list[1]!.thumbnail!)).toEqual({
      format: 'webp',
      width: canvaThumbnailWidth,
    });
    // The page images are the location's files for good; the zip is gone once built.
    const files = await deps.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.accountId, account.id));
    expect(files.map((f) => [f.purpose, f.temporaryUntil])).toEqual(
      Array.from({ length: 8 }, () => ['playbook-page', null]),
    );
    const progress = realtime.events
      .filter((e) => e.event === realtimeEvents.canvaBuildProgress)
      .map((e) => e.payload as CanvaImport);
    expect(progress.map((p) => [p.pages_done, p.status])).toEqual([
      [1, 'running'],
      [2, 'running'],
      [3, 'running'],
      [4, 'running'],
      [4, 'completed'],
    ]);
  });

  it('builds a PDF page by page', async () => {
    const { built, steps } = await studio();
    const zip = zipOf([
      { name: 'Design.pdf', data: await pdfOf(['#ff0000', '#0000ff']) },
      { name: 'Extra.png', data: await png('#00ff00') },
    ]);
    await built(zip);
    const { steps: list } = await steps();
    expect(list.map((s) => s.title)).toEqual(['Page 1', 'Page 2', 'Extra']);
    const res = await app.inject({ method: 'GET', url: list[1]!.image! });
    const { dominant } = await sharp(res.rawPayload).stats();
    expect(dominant.b).toBeGreaterThan(200);
    expect(dominant.r).toBeLessThan(50);
  });

  it('refuses a non-zip, an empty zip, a zip bomb and too many pages with a clear message', async () => {
    const { upload, account } = await studio();
    // A PNG named .zip is no zip: the bytes decide.
    expect(refusal(await upload(await png('#ff0000')))).toEqual([canvaMessages.notZip]);
    expect(refusal(await upload(Buffer.from('PK\x03\x04 broken')))).toEqual([canvaMessages.notZip]);
    expect(refusal(await upload(zipOf([])))).toEqual([canvaMessages.empty]);
    const noPages = zipOf([
      { name: '__MACOSX/._1.png', data: 'x' },
      { name: 'folder/', data: '' },
      { name: 'readme.txt', data: 'hello' },
    ]);
    expect(refusal(await upload(noPages))).toEqual([canvaMessages.empty]);
    // Declared small, unpacks to 64 MB: stopped while inflating.
    const bomb = deflatedRepeat('', '\u0000', 64, '');
    const bombZip = zipOf([{ name: '1.png', deflated: bomb, declaredSize: 1000 }]);
    expect(refusal(await upload(bombZip))).toEqual([canvaMessages.bomb]);
    const crowded: ZipPart[] = Array.from({ length: canvaMaxEntries + 1 }, (_, i) => ({
      name: `${i}.txt`,
      data: '',
    }));
    expect(refusal(await upload(zipOf(crowded)))).toEqual([canvaMessages.bomb]);
    const page = await png('#ff0000', 20, 20);
    const many = Array.from({ length: canvaMaxPages + 1 }, (_, i) => ({
      name: `${i + 1}.png`,
      data: page,
    }));
    expect(refusal(await upload(zipOf(many)))).toEqual([
      canvaMessages.tooManyPages(canvaMaxPages + 1, canvaMaxPages),
    ]);
    const fake = zipOf([{ name: '1.png', data: 'not a picture' }]);
    expect(refusal(await upload(fake))).toEqual([canvaMessages.unreadablePage('1.png')]);
    // Nothing refused stays: no import, no file.
    expect(
      await deps.db
        .select()
        .from(playbookCanvaImports)
        .where(eq(playbookCanvaImports.accountId, account.id)),
    ).toEqual([]);
    expect(
      await deps.db.select().from(storedFiles).where(eq(storedFiles.accountId, account.id)),
    ).toEqual([]);
  });

  it('answers 404 to outsiders and 403 to staff without the permission', async () => {
    const { upload, playbook, built, ok } = await studio();
    const started = await built(zipOf([{ name: '1.png', data: await png('#ff0000') }]));
    const { steps: list } = await ok('GET', `/playbook/steps?playbook_id=${playbook.id}`);
    const outsider = await buildSignedIn(deps);
    expect((await upload(zipOf([]), playbook.id, outsider.token)).statusCode).toBe(404);
    const get = await call('GET', `/playbook/steps?playbook_id=${playbook.id}`, outsider.token);
    expect(get.statusCode).toBe(404);
    const own = (await call('POST', '/playbook/create', outsider.token, { title: 'Mine' })).json()
      .playbook.id as number;
    const stepIds = [(list as PlaybookStep[])[0]!.id];
    for (const path of ['/playbook/archive', '/playbook/restore']) {
      const res = await call('PATCH', path, outsider.token, {
        playbook_id: own,
        step_ids: stepIds,
      });
      expect(res.statusCode).toBe(404);
    }
    const degroup = await call('PATCH', '/playbook/degroup', outsider.token, {
      playbook_id: own,
      canva_import_id: started.id,
    });
    expect(degroup.statusCode).toBe(404);
    const staff = await buildStaff(deps, outsider.account.id, { permissions: {} });
    const staffToken = await tokenFor(deps, staff.id);
    expect((await upload(zipOf([]), own, staffToken)).statusCode).toBe(403);
  });

  it('archives, restores, renames, sorts and degroups built steps', async () => {
    const { built, ok, playbook, steps, token } = await studio();
    const written = (await ok('POST', '/playbook/blank-step', { playbook_id: playbook.id }))
      .step as PlaybookStep;
    const started = await built(
      zipOf([
        { name: '1.png', data: await png('#ff0000') },
        { name: '2.png', data: await png('#00ff00') },
      ]),
    );
    const [, first, second] = (await steps()).steps;
    const archived = await ok('PATCH', '/playbook/archive', {
      playbook_id: playbook.id,
      step_ids: [first!.id, written.id],
    });
    expect(archived.message).toBe(canvaMessages.archived);
    expect(archived.steps.map((s: PlaybookStep) => s.is_archived)).toEqual([true, true, false]);
    const restored = await ok('PATCH', '/playbook/restore', {
      playbook_id: playbook.id,
      step_ids: [first!.id],
    });
    expect(restored.steps.map((s: PlaybookStep) => s.is_archived)).toEqual([true, false, false]);
    const empty = await call('PATCH', '/playbook/archive', token, {
      playbook_id: playbook.id,
      step_ids: [],
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.step_ids).toEqual([canvaMessages.chooseStep]);

    await ok('PATCH', `/playbook/step/${second!.id}/update`, { title: 'Your first week' });
    await ok('PATCH', `/playbook/${playbook.id}/sort-steps`, {
      step_ids: [second!.id, written.id, first!.id],
    });
    const sorted = (await steps()).steps;
    expect(sorted.map((s) => [s.title, s.canva_import_id])).toEqual([
      ['Your first week', started.id],
      ['Step 1', null],
      ['Page 1', started.id],
    ]);
    const degrouped = await ok('PATCH', '/playbook/degroup', {
      playbook_id: playbook.id,
      canva_import_id: started.id,
    });
    expect(degrouped.message).toBe(canvaMessages.degrouped);
    expect(degrouped.steps.map((s: PlaybookStep) => s.canva_import_id)).toEqual([null, null, null]);
    expect(degrouped.steps[0].image).toBe(second!.image);
  });

  it('refuses to degroup while the import is still building', async () => {
    const { upload, ok, playbook, token } = await studio();
    const res = await upload(zipOf([{ name: '1.png', data: await png('#ff0000') }]));
    const started = res.json().canva_import as CanvaImport;
    const early = await call('PATCH', '/playbook/degroup', token, {
      playbook_id: playbook.id,
      canva_import_id: started.id,
    });
    expect(early.statusCode).toBe(422);
    expect(early.json().errors.canva_import_id).toEqual([canvaMessages.stillBuilding]);
    expect((await ok('GET', `/playbook/steps?playbook_id=${playbook.id}`)).steps).toEqual([]);
  });

  it('resumes a build that died part-way without building a page twice', async () => {
    const { upload, steps, account } = await studio();
    const zip = zipOf(
      await Promise.all(
        ['#ff0000', '#00ff00', '#0000ff'].map(async (color, i) => ({
          name: `${i + 1}.png`,
          data: await png(color),
        })),
      ),
    );
    const started = (await upload(zip)).json().canva_import as CanvaImport;
    const crash = new Error('the process died');
    await expect(
      runCanvaBuild(deps, started.id, account.id, {
        afterPage: (done) => {
          if (done === 2) throw crash;
        },
      }),
    ).rejects.toBe(crash);
    const halfway = await steps();
    expect(halfway.canva_import).toMatchObject({ status: 'running', pages_done: 2 });
    expect(halfway.steps).toHaveLength(2);
    // The job names the account: another account's id runs nothing.
    await runCanvaBuild(deps, started.id, account.id + 1);
    expect((await steps()).steps).toHaveLength(2);
    // The next run read a resume point one page behind (a run of another process that lost
    // its lock): the page built already is not built again, and its new copies are not kept.
    await deps.db
      .update(playbookCanvaImports)
      .set({ pagesDone: 1 })
      .where(eq(playbookCanvaImports.id, started.id));
    await runCanvaBuild(deps, started.id, account.id);
    await runCanvaBuild(deps, started.id, account.id);
    const done = await steps();
    expect(done.steps.map((s) => s.title)).toEqual(['Page 1', 'Page 2', 'Page 3']);
    expect(done.canva_import).toMatchObject({ status: 'completed', pages_done: 3 });
    const filesOf = (purpose: 'import' | 'playbook-page') =>
      deps.db
        .select()
        .from(storedFiles)
        .where(and(eq(storedFiles.accountId, account.id), eq(storedFiles.purpose, purpose)));
    expect(await filesOf('import')).toEqual([]);
    expect(await filesOf('playbook-page')).toHaveLength(6);
  });

  it('fails a build that keeps failing once it has had its runs, and says so', async () => {
    const { upload, steps, account } = await studio();
    const zip = zipOf([{ name: '1.png', data: await png('#ff0000') }]);
    const started = (await upload(zip)).json().canva_import as CanvaImport;
    // Every run so far died (the job's retries and the orphan checks' restarts).
    await deps.db
      .update(playbookCanvaImports)
      .set({ status: 'running', runs: maxJobRuns })
      .where(eq(playbookCanvaImports.id, started.id));
    await runCanvaBuild(deps, started.id, account.id);
    const ended = await steps();
    expect(ended.canva_import).toMatchObject({ status: 'failed', error: canvaMessages.gaveUp });
    expect(ended.steps).toEqual([]);
  });

  it('stops quietly when the playbook is deleted during its build', async () => {
    const { upload, ok, playbook, account, token } = await studio();
    const pages = await Promise.all(
      ['1.png', '2.png', '3.png'].map(async (name) => ({ name, data: await png('#ff0000') })),
    );
    const started = (await upload(zipOf(pages))).json().canva_import as CanvaImport;
    const built: number[] = [];
    await runCanvaBuild(deps, started.id, account.id, {
      afterPage: async (done) => {
        built.push(done);
        if (done === 1) await ok('DELETE', '/playbook/delete', { playbook_id: playbook.id });
      },
    });
    expect(built).toEqual([1]);
    const res = await call('GET', `/playbook/steps?playbook_id=${playbook.id}`, token);
    expect(res.statusCode).toBe(404);
  });
});
