import type { DNSResolver } from 'mailauth';
import { dkimVerify } from 'mailauth/lib/dkim/verify';

/**
 * Whether a sent message's DKIM-Signature verifies against the records `resolver` answers (the
 * DNS stub's `resolve`): for the send pipeline's tests, which prove mail leaves signed with the
 * domain's key. `pass` needs at least one signature, and every one passing.
 */
export async function verifyDkimSignature(rawMessage: Buffer, resolver: DNSResolver) {
  const verified = await dkimVerify(rawMessage, { resolver });
  const signatures = verified.results.map((result) => ({
    domain: result.signingDomain,
    selector: result.selector,
    result: result.status.result,
    comment: result.status.comment,
  }));
  return {
    pass: signatures.length > 0 && signatures.every((s) => s.result === 'pass'),
    signatures,
  };
}
