import type { ContractFile } from "../../../src/contract/loan-ticket";

/** The contract answer for a stored contract PDF: downloadable by its owner at /api/v1/downloadFile/{name}/pdf. */
export function contractFile(name: string): ContractFile {
  return { name, type: "pdf", url: `/api/v1/downloadFile/${name}/pdf` };
}
