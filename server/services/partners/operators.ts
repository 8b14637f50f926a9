import type { DeadDelivery } from "../../../src/contract/partners";
import type { Deps } from "../../deps";
import { listFailed, requeueFailed } from "./deliveries";

/** The dead-letter list: deliveries whose retries are used up. */
export function deadDeliveries(deps: Deps): Promise<DeadDelivery[]> {
  return listFailed(deps.database.db);
}

/**
 * Puts a failed delivery back in the queue with its idempotency key. Without a queue in this
 * process the row goes back to queued and the next sweep of a worker creates its job.
 */
export async function retryDead(deps: Deps, id: number): Promise<"queued" | "not_failed"> {
  if (deps.partnerQueue) return (await deps.partnerQueue.retryFailed(id)) ? "queued" : "not_failed";
  return (await requeueFailed(deps.database.db, id, deps.clock.now())) ? "queued" : "not_failed";
}
