import type { Context } from "hono";
import { staffSessionOf } from "../services/staff/staff-sessions";
import type { AppEnv } from "./app-env";
import { readStaffCookie } from "./staff-cookie";

/**
 * Who may use the flow viewer and inspection (?inspect=1, /__flows, the frame of stately.ai):
 * nobody when FLOWS_VIEWER is off (the default in production); everyone in development and test;
 * in production a signed-in back-office staff member of any role (the __Host-staff session; issue
 * 31). A script's API token does not open it: the viewer is for a person in a browser.
 */
export async function canUseFlowViewer(c: Context<AppEnv>): Promise<boolean> {
  const { config } = c.get("deps");
  if (!config.flowsViewer) return false;
  if (config.nodeEnv !== "production") return true;
  return staffSignedIn(c);
}

async function staffSignedIn(c: Context<AppEnv>): Promise<boolean> {
  const token = readStaffCookie(c);
  return token !== undefined && (await staffSessionOf(c.get("deps"), token)) !== null;
}
