/**
 * The active GM's work on ready, loaded only on that client (index.ts workOnReady): the world migration,
 * then the one-time passes that read migrated data. Every step does nothing on any other client.
 */
import { migrateWorld } from "../data/migrations/world.ts";
import { recordPrepaidSurges } from "../queries/prepaid-surges.ts";
import { liftGuardsOnce } from "../queries/guards-pass.ts";
import { compactReviewsOnce } from "../queries/review-pass.ts";
import { partyPassOnce } from "../queries/party-pass.ts";
import { usesPassOnce } from "../queries/uses-pass.ts";
import { basicActionsPassOnce } from "../queries/basic-actions-pass.ts";
import { grantedPassOnce } from "../queries/granted-pass.ts";
import { forgetMissingParty } from "../documents/party.ts";

export async function migrateAndRepair(): Promise<void> {
  await migrateWorld();
  await recordPrepaidSurges();
  await liftGuardsOnce();
  await compactReviewsOnce();
  await partyPassOnce();
  await usesPassOnce();
  await grantedPassOnce();
  await basicActionsPassOnce();
  await forgetMissingParty();
}
