import { useState } from "react";
import { createRoot } from "react-dom/client";
import { tf } from "../../i18n/vi-flows";
import { FLOWS_PATH } from "../../state/inspection";

/** The window name of the flow viewer: one per tab group, reused when already open. */
export const VIEWER_WINDOW = "vay-flows";

type Outcome = "idle" | "opened" | "blocked";

/**
 * Opens the flow viewer from a click (so no popup blocker stops it), or brings back the one this
 * tab opened before: `window.open("", name)` returns the existing window without reloading it.
 */
export function openViewer(): Outcome {
  const viewer = window.open("", VIEWER_WINDOW);
  if (!viewer) return "blocked";
  let there = false;
  try {
    there = viewer.location.pathname === FLOWS_PATH;
  } catch {
    there = false;
  }
  if (!there) viewer.location.href = `${FLOWS_PATH}?inspect=1`;
  viewer.focus();
  return "opened";
}

const panelStyle: React.CSSProperties = {
  position: "fixed",
  left: 12,
  bottom: 12,
  zIndex: 2147483000,
  maxWidth: 280,
  padding: "10px 12px",
  background: "#10243e",
  color: "#fff",
  borderRadius: 8,
  font: "13px/1.4 system-ui, sans-serif",
  boxShadow: "0 4px 16px rgba(0,0,0,.3)",
};
const buttonStyle: React.CSSProperties = {
  display: "block",
  marginTop: 6,
  padding: "6px 10px",
  border: 0,
  borderRadius: 6,
  background: "#ffd54a",
  color: "#10243e",
  fontWeight: 600,
  cursor: "pointer",
};

/** The small fixed panel of a tab that is being inspected. */
export function InspectPanel() {
  const [outcome, setOutcome] = useState<Outcome>("idle");
  return (
    <aside aria-label={tf("flows_panel_label")} style={panelStyle}>
      <strong>{tf("flows_panel_label")}</strong>
      <div>{tf("flows_panel_on")}</div>
      <button type="button" style={buttonStyle} onClick={() => setOutcome(openViewer())}>
        {tf("flows_panel_open")}
      </button>
      {outcome !== "idle" && (
        <div role="status">{tf(outcome === "opened" ? "flows_panel_opened" : "flows_panel_blocked")}</div>
      )}
      <a href="?inspect=0" style={{ color: "#cfe3ff" }}>
        {tf("flows_panel_off")}
      </a>
    </aside>
  );
}

/** Adds the panel to the page, outside the app's own root. */
export function mountInspectPanel(): void {
  const host = document.createElement("div");
  host.id = "inspect-panel";
  document.body.append(host);
  createRoot(host).render(<InspectPanel />);
}
