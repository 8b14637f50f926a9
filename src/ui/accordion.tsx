import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from "react";
import "./accordion.css";

export interface AccordionItem {
  id: string;
  title: string;
  content: ReactNode;
}

export interface AccordionProps {
  items: readonly AccordionItem[];
  /** Let several panels stay open; by default opening one closes the others. */
  multiple?: boolean;
  /** Ids of the panels open at first. */
  initiallyOpen?: readonly string[];
  /** The heading level wrapping each button (the page's outline decides). */
  headingLevel?: 2 | 3 | 4;
}

/**
 * The WAI-ARIA accordion: each header is a button inside a heading, with aria-expanded and
 * aria-controls; each panel is a region labelled by its button. Enter and Space toggle (native
 * buttons); Arrow Up/Down, Home and End move between headers.
 */
export function Accordion({ items, multiple = false, initiallyOpen = [], headingLevel = 3 }: AccordionProps) {
  const base = useId();
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(initiallyOpen));
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const Heading = `h${headingLevel}` as const;

  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(multiple ? current : [...current].filter((openId) => openId === id));
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = items.length - 1;
    const target =
      event.key === "ArrowDown"
        ? index === last
          ? 0
          : index + 1
        : event.key === "ArrowUp"
          ? index === 0
            ? last
            : index - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : null;
    if (target === null) return;
    event.preventDefault();
    buttons.current[target]?.focus();
  };

  return (
    <div className="accordion">
      {items.map((item, index) => {
        const expanded = open.has(item.id);
        const buttonId = `${base}-button-${item.id}`;
        const panelId = `${base}-panel-${item.id}`;
        return (
          <div key={item.id} className={expanded ? "accordion-item open" : "accordion-item"}>
            <Heading className="accordion-heading">
              <button
                ref={(element) => {
                  buttons.current[index] = element;
                }}
                id={buttonId}
                type="button"
                className="accordion-button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
                onKeyDown={(event) => onKeyDown(event, index)}
              >
                <span>{item.title}</span>
                <span className="accordion-icon" aria-hidden="true" />
              </button>
            </Heading>
            <section id={panelId} aria-labelledby={buttonId} className="accordion-panel" hidden={!expanded}>
              {item.content}
            </section>
          </div>
        );
      })}
    </div>
  );
}
