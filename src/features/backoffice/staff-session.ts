import { type StaffMe, staffSessionEndpoint } from "../../contract/staff";
import { staffCall } from "./staff-client";

/** Who is signed in to the back-office (the route guard asks before any screen renders). */
export function loadStaffSession(): Promise<StaffMe | null> {
  return staffCall(staffSessionEndpoint);
}
