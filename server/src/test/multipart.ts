import { randomBytes } from 'node:crypto';

/** One part of a multipart body: a field, or a file when it has a `filename`. */
export type FormPart = {
  name: string;
  content: Buffer | string;
  filename?: string | undefined;
  /** A file's type; application/octet-stream when absent. */
  type?: string;
};

/** A multipart/form-data body of the parts, in their order, with its header for app.inject. */
export function formData(parts: FormPart[]) {
  const boundary = `----coachline${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    ...parts.flatMap((part) => [
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${
          part.filename === undefined
            ? ''
            : `; filename="${part.filename}"\r\nContent-Type: ${part.type ?? 'application/octet-stream'}`
        }\r\n\r\n`,
      ),
      Buffer.from(part.content),
      Buffer.from('\r\n'),
    ]),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
