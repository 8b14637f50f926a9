import { useSearch } from "@tanstack/react-router";

/** The `transId` search parameter of the account routes (a transaction, a validateToken or 'success'). */
export function useTransId(): string | undefined {
  const search: { transId?: unknown } = useSearch({ strict: false });
  return typeof search.transId === "string" && search.transId !== "" ? search.transId : undefined;
}
