import { PROVINCES_2025 } from "./provinces-2025";
import { WARDS_2025 } from "./wards-2025";

/** The 5-digit ward code as the office writes it. */
export const wardCode = (code: number) => String(code).padStart(5, "0");

/** Every ward of the 2025 map as a row of the wards table (no district). */
export const wardRows = () =>
  PROVINCES_2025.flatMap(([province]) =>
    (WARDS_2025[province] ?? []).map(([code, name]) => ({
      code: wardCode(code),
      province_code: province,
      district_code: null,
      name,
      sample: false,
    })),
  );
