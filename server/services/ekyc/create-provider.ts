import type { Config } from "../../config";
import { offlineProvider } from "./offline-provider";
import type { EkycProvider } from "./provider";
import { vendorProvider } from "./vendor-provider";

const cache = new WeakMap<Config, EkycProvider>();

/** The provider the configuration names (EKYC_PROVIDER), one per configuration. */
export function ekycProviderFor(config: Config): EkycProvider {
  let provider = cache.get(config);
  if (!provider) {
    provider = config.ekyc.vendor ? vendorProvider(config.ekyc.vendor) : offlineProvider();
    cache.set(config, provider);
  }
  return provider;
}
