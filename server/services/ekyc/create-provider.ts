import type { Config } from "../../config";
import type { Logger } from "../../log";
import { type EkycWorkers, ekycWorkersFor } from "./ekyc-jobs";
import { offlineProvider } from "./offline-provider";
import type { EkycProvider } from "./provider";
import { vendorProvider } from "./vendor-provider";

const cache = new WeakMap<Config, EkycProvider>();

/** The provider the deps carry, else the one the configuration names (EKYC_PROVIDER), one per configuration. */
export function ekycProviderFor(deps: {
  config: Config;
  log?: Logger;
  ekyc?: EkycProvider;
  ekycWorkers?: EkycWorkers;
}): EkycProvider {
  if (deps.ekyc) return deps.ekyc;
  let provider = cache.get(deps.config);
  if (!provider) {
    provider = deps.config.ekyc.vendor
      ? vendorProvider(deps.config.ekyc.vendor)
      : offlineProvider(ekycWorkersFor(deps), deps.log);
    cache.set(deps.config, provider);
  }
  return provider;
}
