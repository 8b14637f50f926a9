import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app";
import { isFlowsPage, renderFlowsPage, startInspectorIfRequested } from "./inspector";
import "./styles.css";

const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from index.html");
if (isFlowsPage()) {
  void renderFlowsPage(root);
} else {
  void startInspectorIfRequested();
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
