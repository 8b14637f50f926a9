import type { Database } from "../../db/connect";
import type { SeedOptions } from "../../db/seed";
import { seedAccounts } from "../../db/seed/accounts";
import { seedCards } from "../../db/seed/cards";
import { sampleCards } from "../../db/seed/cards/sample-cards";
import { seedContent } from "../../db/seed/content";
import { seedFaq } from "../../db/seed/faq";
import { seedFunnel } from "../../db/seed/funnel";
import { seedLoanTicket } from "../../db/seed/loan-ticket";
import { seedNews } from "../../db/seed/news";
import { seedOtp } from "../../db/seed/otp";
import { seedTracking } from "../../db/seed/tracking";
import { importCatalogue } from "../cards/import";
import { SCORECARD_VERSION } from "../scoring/scorecard";

/**
 * The SAMPLE card catalogue (non-production databases, only while the catalogue is empty, so an
 * imported catalogue is never mixed with sample cards), through the same importer as a real one.
 */
async function seedSampleCatalogue(database: Database, { production }: SeedOptions): Promise<void> {
  if (production) return;
  const any = await database.db.selectFrom("cards").select("id").limit(1).executeTakeFirst();
  if (any) return;
  const result = await importCatalogue(database.db, sampleCards(), { replace: false, sample: true, now: new Date() });
  if (!result.ok) throw new Error(`The sample card catalogue is invalid:\n${result.errors.join("\n")}`);
}

/** Every feature's seed, in order (provinces before the loan-ticket reference data that reads them). */
export async function runSeeds(database: Database, options: SeedOptions): Promise<void> {
  await seedOtp(database, options);
  await seedFunnel(database, options);
  await seedCards(database, options);
  await seedSampleCatalogue(database, options);
  await seedAccounts(database, { ...options, scorecardVersion: SCORECARD_VERSION });
  await seedContent(database, options);
  await seedNews(database, options);
  await seedFaq(database, options);
  await seedTracking(database, options);
  await seedLoanTicket(database, options);
}
