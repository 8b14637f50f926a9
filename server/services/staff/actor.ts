import type { StaffRole } from "../../../src/contract/staff";

/** Who does a back-office action: a signed-in staff member, or a script with their API token. */
export interface StaffActor {
  staffId: number;
  email: string;
  fullName: string;
  role: StaffRole;
  via: "session" | "token";
  /** The session's stored token hash (via "session"), so sign-out ends this one. */
  sessionHash: string | null;
  ip: string;
}
