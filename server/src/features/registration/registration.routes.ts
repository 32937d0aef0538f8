import {
  activateAccountResponse,
  changeEmailBody,
  changePhoneBody,
  createAccountBody,
  idParam,
  registrationDetailsResponse,
  registrationResponse,
  statusMessageResponse,
  subscriptionPlansResponse,
  tokenParam,
  verificationCodeBody,
  verifyBusinessBody,
} from '@coachline/contract/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { clientMeta } from '../../platform/auth';
import type { Deps } from '../../platform/deps';
import * as registration from './registration.service';

const tags = ['registration'];
// Every registration call is made before an account exists (000 §7.2).
const config = { public: true };

export const registrationRoutes =
  (deps: Deps): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/account/subscription-plans',
      { config, schema: { tags, response: { 200: subscriptionPlansResponse } } },
      () => registration.plans(),
    );
    app.post(
      '/account/create',
      {
        config,
        schema: { tags, body: createAccountBody, response: { 200: registrationResponse } },
      },
      (request) => registration.createAccount(deps, request.body, clientMeta(request)),
    );
    app.post(
      '/account/:token/verify-email',
      {
        config,
        schema: {
          tags,
          params: tokenParam,
          body: verificationCodeBody,
          response: { 200: registrationResponse },
        },
      },
      (request) => registration.verifyEmail(deps, request.params.token, request.body.code),
    );
    app.post(
      '/account/:token/verify-phone',
      {
        config,
        schema: {
          tags,
          params: tokenParam,
          body: verificationCodeBody,
          response: { 200: registrationResponse },
        },
      },
      (request) => registration.verifyPhone(deps, request.params.token, request.body.code),
    );
    app.post(
      '/account/:token/change-email',
      {
        config,
        schema: {
          tags,
          params: tokenParam,
          body: changeEmailBody,
          response: { 200: registrationResponse },
        },
      },
      (request) => registration.changeEmail(deps, request.params.token, request.body.email),
    );
    app.post(
      '/account/:token/change-phone',
      {
        config,
        schema: {
          tags,
          params: tokenParam,
          body: changePhoneBody,
          response: { 200: registrationResponse },
        },
      },
      (request) => registration.changePhone(deps, request.params.token, request.body.phone),
    );
    app.post(
      '/account/:token/verify-business',
      {
        config,
        schema: {
          tags,
          params: tokenParam,
          body: verifyBusinessBody,
          response: { 200: registrationResponse },
        },
      },
      (request) => registration.verifyBusiness(deps, request.params.token, request.body),
    );
    app.post(
      '/account/:token/activate',
      {
        config,
        schema: { tags, params: tokenParam, response: { 200: activateAccountResponse } },
      },
      (request) => registration.activate(deps, request.params.token, clientMeta(request)),
    );
    app.post(
      '/account/:id/resend-verification-code',
      { config, schema: { tags, params: idParam, response: { 200: statusMessageResponse } } },
      async (request) => ({
        status: 1 as const,
        message: await registration.resendEmailCode(deps, request.params.id, request.ip),
      }),
    );
    app.post(
      '/account/:id/resend-phone-verification-code',
      { config, schema: { tags, params: idParam, response: { 200: statusMessageResponse } } },
      async (request) => ({
        status: 1 as const,
        message: await registration.resendPhoneCode(deps, request.params.id, request.ip),
      }),
    );
    app.get(
      '/account/:token/details',
      {
        config,
        schema: { tags, params: tokenParam, response: { 200: registrationDetailsResponse } },
      },
      (request) => registration.details(deps, request.params.token),
    );
  };
