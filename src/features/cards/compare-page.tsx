import { useNavigate, useSearch } from "@tanstack/react-router";
import { useCallback, useMemo } from "react";
import { parseCompareIds } from "../../domain/compare-rules";
import { compareSearch } from "./compare-search";
import { CompareView } from "./compare-view";

/** /so-sanh-the?ids=1,2,3: the URL carries the compared ids, so a comparison can be shared. */
export function ComparePage() {
  const { ids } = useSearch({ from: "/so-sanh-the" });
  const navigate = useNavigate({ from: "/so-sanh-the" });
  const urlIds = useMemo(() => parseCompareIds(ids === undefined ? undefined : String(ids)), [ids]);
  const onIdsChange = useCallback(
    (next: number[]) => void navigate({ search: compareSearch(next), replace: true }),
    [navigate],
  );
  return <CompareView urlIds={urlIds} onIdsChange={onIdsChange} />;
}
