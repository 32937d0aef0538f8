import { maxImageBytes } from '@coachline/contract/constants';
import { emailContentEndpoints as api } from '@coachline/contract/email-buttons';
import { messages } from '@coachline/contract/messages';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { RequestContext } from '../../platform/context';
import type { Deps } from '../../platform/deps';
import { handle, routesPlugin } from '../../platform/endpoints';
import { fieldError } from '../../platform/errors';
import * as content from './email-content.service';

/** The image of an upload with the `size` sent before it, or nothing when there is none. */
async function uploadedImage(request: FastifyRequest): Promise<content.UploadedImage | undefined> {
  if (!request.isMultipart()) return undefined;
  const part = await request.file();
  if (!part) return undefined;
  const size = part.fields.size;
  try {
    return {
      buffer: await part.toBuffer(),
      size: size && !Array.isArray(size) && size.type === 'field' ? String(size.value) : undefined,
    };
  } catch (error) {
    if (error instanceof request.server.multipartErrors.RequestFileTooLargeError)
      throw fieldError('image', messages.imageTooLarge);
    throw error;
  }
}

export const emailContentRoutes = (deps: Deps) => {
  const upload = async ({ ctx, request }: { ctx: RequestContext; request: FastifyRequest }) =>
    content.uploadImage(deps, ctx, await uploadedImage(request));
  return routesPlugin(
    [
      handle(api.insertableButtons, ({ ctx }) => content.insertable(deps, ctx)),
      handle(api.buttonList, ({ ctx }) => content.list(deps, ctx)),
      handle(api.updateButton, ({ ctx, body }) => content.save(deps, ctx, body)),
      handle(api.deleteButton, ({ ctx, params }) => content.remove(deps, ctx, params.button)),
      handle(api.fileUpload, upload),
      handle(api.contentFileUpload, upload),
    ],
    // Image uploads only: the parser lives in this plugin's scope.
    async (app) => {
      await app.register(multipart, {
        limits: { fileSize: maxImageBytes, files: 1, fields: 2, parts: 3 },
      });
    },
  );
};
