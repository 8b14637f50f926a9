import type { Province } from "../../contract/cards";
import { useCardsApi } from "./cards-api-context";
import { unwrap, useRemote } from "./use-remote";

/** The region options: 'Toàn quốc' is added first by the view; a failed load leaves only that option. */
export function useProvinces(): Province[] {
  const api = useCardsApi();
  const { state } = useRemote(async (signal) => unwrap(await api.getProvinces(signal)), "provinces");
  return state.status === "ready" ? state.data : [];
}
