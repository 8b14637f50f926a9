import type { Deps } from "../../deps";
import { type PartnerQueue, startPartnerQueue } from "./queue";

/** Whether the partner simulator answers its health probe within a second. */
export async function simulatorAnswers(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/health`, { signal: AbortSignal.timeout(1_000) });
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * Starts partner delivery for a server: says where the partners are (the simulator, probed once,
 * or the configured endpoints), then starts the queue and its worker.
 */
export async function startPartners(deps: Deps): Promise<PartnerQueue> {
  const { config, log } = deps;
  const { simulatorUrl, endpoints } = config.partners;
  if (simulatorUrl !== null) {
    if (await simulatorAnswers(simulatorUrl)) {
      log.info("partner simulator answers: the sample partners deliver to it", { url: simulatorUrl });
    } else {
      log.warn(
        "partner simulator not running: leads wait in the queue until it answers (start it with npm run partner:sim)",
        { url: simulatorUrl },
      );
    }
  } else if (endpoints.length === 0) {
    log.warn("no partner configured (PARTNERS): leads and applications wait in the queue");
  } else {
    log.info("partners configured", { partners: endpoints.map((e) => e.id) });
  }
  return startPartnerQueue({ database: deps.database, config, clock: deps.clock, log });
}
