import { timingSafeEqual } from 'node:crypto';
import type { Deps } from './deps';

// A contact's personal link to a scenario (a progress or habit check-in; the ones reminders
// carry): the scenario's id and the contact's, with an HMAC of both under a key derived from the
// app key for the link's purpose. No one can make one for another contact or carry it to another
// scenario or kind.

const macChars = 16;
const shape = /^([0-9a-z]{1,7})\.([0-9a-z]{1,11})\.([\w-]{16})$/;

export type PersonalLinks = {
  /** The token the link's path carries. */
  token(deps: Pick<Deps, 'secrets'>, scenarioId: number, contactId: number): string;
  /** The whole address, under the app's URL. */
  url(deps: Pick<Deps, 'config' | 'secrets'>, scenarioId: number, contactId: number): string;
  /** The scenario and contact a token names, or null for one we did not make. */
  claim(
    deps: Pick<Deps, 'secrets'>,
    token: string,
  ): { scenarioId: number; contactId: number } | null;
};

/** Links of one purpose (the signer's key) to the web's `path`, which holds `:token`. */
export function personalLinks(purpose: string, path: string): PersonalLinks {
  const signers = new WeakMap<Deps['secrets'], (data: string) => Buffer>();
  const mac = (deps: Pick<Deps, 'secrets'>, scenarioId: number, contactId: number) => {
    let sign = signers.get(deps.secrets);
    if (!sign) {
      sign = deps.secrets.signerFor(purpose);
      signers.set(deps.secrets, sign);
    }
    return sign(`${scenarioId}.${contactId}`).toString('base64url').slice(0, macChars);
  };
  const token: PersonalLinks['token'] = (deps, scenarioId, contactId) =>
    `${scenarioId.toString(36)}.${contactId.toString(36)}.${mac(deps, scenarioId, contactId)}`;
  return {
    token,
    url: (deps, scenarioId, contactId) =>
      `${deps.config.appUrl}${path.replace(':token', token(deps, scenarioId, contactId))}`,
    claim(deps, given) {
      const match = shape.exec(given);
      if (!match) return null;
      const [, s = '', c = '', signature = ''] = match;
      const scenarioId = Number.parseInt(s, 36);
      const contactId = Number.parseInt(c, 36);
      if (scenarioId.toString(36) !== s || contactId.toString(36) !== c) return null;
      if (!(scenarioId > 0 && contactId > 0 && contactId <= Number.MAX_SAFE_INTEGER)) return null;
      const expected = mac(deps, scenarioId, contactId);
      return timingSafeEqual(Buffer.from(signature), Buffer.from(expected))
        ? { scenarioId, contactId }
        : null;
    },
  };
}
