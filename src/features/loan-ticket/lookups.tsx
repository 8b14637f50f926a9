import { createContext, useContext, useEffect, useState } from "react";
import * as api from "../../api/loan-ticket";

/** Reference data of the details form (banks, branches, provinces, wards), injectable for stories and tests. */
export interface Option {
  value: string;
  label: string;
}
export interface TicketLookups {
  banks: () => Promise<Option[]>;
  branches: (bankId: string) => Promise<Option[]>;
  provinces: () => Promise<Option[]>;
  /** Kept for old injected fakes; there are no districts since 1 July 2025. */
  districts: (provinceCode: string) => Promise<Option[]>;
  /** The wards of a province. */
  wards: (provinceCode: string) => Promise<Option[]>;
}

async function list<T>(answer: Promise<{ code: number; data: T[]; message?: string }>, map: (item: T) => Option) {
  const envelope = await answer;
  if (envelope.code !== 200) throw new Error(envelope.message);
  return envelope.data.map(map);
}

export const apiLookups: TicketLookups = {
  banks: () => list(api.getBanks(), (b) => ({ value: String(b.id), label: `${b.shortName} – ${b.name}` })),
  branches: (bankId) => list(api.getBankBranches(Number(bankId)), (b) => ({ value: String(b.id), label: b.name })),
  provinces: () => list(api.getProvinces(), (a) => ({ value: a.code, label: a.name })),
  districts: (code) => list(api.getDistricts(code), (a) => ({ value: a.code, label: a.name })),
  wards: (code) => list(api.getWards(code), (a) => ({ value: a.code, label: a.name })),
};

const LookupsContext = createContext<TicketLookups>(apiLookups);
export const LookupsProvider = LookupsContext.Provider;

export type LookupState =
  | { status: "idle" | "loading" | "failed"; options: Option[] }
  | { status: "ready"; options: Option[] };

/** The options of one lookup; re-read when its parent changes; empty while the parent is unset. */
export function useLookup(kind: keyof TicketLookups, parent: string | null): LookupState {
  const lookups = useContext(LookupsContext);
  const [state, setState] = useState<LookupState>({ status: "idle", options: [] });
  useEffect(() => {
    if (parent === "") {
      setState({ status: "idle", options: [] });
      return;
    }
    let live = true;
    setState({ status: "loading", options: [] });
    const load = parent === null ? (lookups[kind] as () => Promise<Option[]>)() : lookups[kind](parent);
    load.then(
      (options) => live && setState({ status: "ready", options }),
      () => live && setState({ status: "failed", options: [] }),
    );
    return () => {
      live = false;
    };
  }, [lookups, kind, parent]);
  return state;
}
