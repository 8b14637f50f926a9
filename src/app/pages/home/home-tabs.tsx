import { type KeyboardEvent, type ReactNode, useId, useState } from "react";

export interface TabDef {
  id: string;
  label: string;
  content: ReactNode;
}

/** Accessible tabs: arrow keys move between tabs, the active panel is labelled by its tab. */
export function HomeTabs({ tabs, initial }: { tabs: TabDef[]; initial?: string }) {
  const base = useId();
  const [active, setActive] = useState(initial ?? tabs[0]?.id);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const delta = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    if (delta === 0) return;
    const next = tabs[(index + delta + tabs.length) % tabs.length];
    if (!next) return;
    setActive(next.id);
    document.getElementById(`${base}-tab-${next.id}`)?.focus();
  };

  return (
    <div className="tabs">
      <div role="tablist" className="tab-list">
        {tabs.map((tab, index) => (
          <button
            key={tab.id}
            id={`${base}-tab-${tab.id}`}
            type="button"
            role="tab"
            aria-selected={active === tab.id}
            aria-controls={`${base}-panel-${tab.id}`}
            tabIndex={active === tab.id ? 0 : -1}
            className={active === tab.id ? "tab active" : "tab"}
            onClick={() => setActive(tab.id)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          id={`${base}-panel-${tab.id}`}
          role="tabpanel"
          aria-labelledby={`${base}-tab-${tab.id}`}
          hidden={active !== tab.id}
          className="tab-panel"
        >
          {active === tab.id ? tab.content : null}
        </div>
      ))}
    </div>
  );
}
