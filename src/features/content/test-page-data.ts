/** Sample loan requests shown and exported by the spreadsheet demo of /page_test. Not real people. */
export interface SampleLoan {
  code: string;
  amount: number;
  term: number;
  /** YYYY-MM-DD */
  created: string;
}

export const SAMPLE_LOANS: readonly SampleLoan[] = [
  { code: "VTD-2026-000101", amount: 10_000_000, term: 6, created: "2026-11-02" },
  { code: "VTD-2026-000102", amount: 25_000_000, term: 12, created: "2026-11-05" },
  { code: "VTD-2026-000103", amount: 50_000_000, term: 24, created: "2026-11-09" },
  { code: "VTD-2026-000104", amount: 5_000_000, term: 6, created: "2026-11-14" },
  { code: "VTD-2026-000105", amount: 100_000_000, term: 36, created: "2026-11-20" },
];
