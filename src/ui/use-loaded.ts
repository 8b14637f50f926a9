import { useEffect, useState } from "react";

/** A value some loader gives: loading, failed, or ready. */
export type Loaded<T> = { status: "loading" } | { status: "error" } | { status: "ready"; data: T };

/** Runs `load` once per component (and again when `load` changes) and follows its outcome. */
export function useLoaded<T>(load: () => Promise<T>): Loaded<T> {
  const [state, setState] = useState<Loaded<T>>({ status: "loading" });
  useEffect(() => {
    let live = true;
    setState({ status: "loading" });
    load().then(
      (data) => live && setState({ status: "ready", data }),
      () => live && setState({ status: "error" }),
    );
    return () => {
      live = false;
    };
  }, [load]);
  return state;
}
