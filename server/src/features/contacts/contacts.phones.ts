import { type PhoneCountry, parsePhone } from '@coachline/contract/phones';
import type { Executor } from '../../db/client';
import { findAccount, phoneCountryOf } from '../accounts/accounts.service';
import { numbersNotInE164, rewriteNumbers, type StoredNumber } from './contacts.phones.repository';

// Numbers stored before numbers were checked, as people had written them, are rewritten in
// E.164, each read with its location's country. Those that do not parse are left as they are
// and reported. Batches commit one by one and a rewritten number no longer qualifies, so a run
// that stops part-way is simply run again.

export type PhoneBackfillReport = {
  /** Numbers rewritten in E.164. */
  normalized: number;
  /** Numbers left as they were: no country's number looks like them. */
  unparsed: StoredNumber[];
};

export async function normalizeStoredPhones(
  db: Executor,
  options: { batchSize?: number; onBatch?: (report: PhoneBackfillReport) => void } = {},
): Promise<PhoneBackfillReport> {
  const batchSize = options.batchSize ?? 1000;
  const countries = new Map<number, PhoneCountry>();
  const countryOf = async (accountId: number) => {
    let country = countries.get(accountId);
    if (!country) {
      const account = await findAccount(db, accountId);
      country = account ? phoneCountryOf(account) : undefined;
      if (country) countries.set(accountId, country);
    }
    return country;
  };
  const report: PhoneBackfillReport = { normalized: 0, unparsed: [] };
  let afterId = 0;
  for (;;) {
    const batch = await numbersNotInE164(db, afterId, batchSize);
    if (batch.length === 0) return report;
    afterId = batch.at(-1)!.id;
    const changes: { id: number; from: string; to: string }[] = [];
    for (const row of batch) {
      const country = await countryOf(row.accountId);
      const parsed = country ? parsePhone(row.number, country) : undefined;
      if (parsed && 'e164' in parsed)
        changes.push({ id: row.id, from: row.number, to: parsed.e164 });
      else report.unparsed.push(row);
    }
    report.normalized += await db.transaction((tx) => rewriteNumbers(tx, changes));
    options.onBatch?.(report);
  }
}
