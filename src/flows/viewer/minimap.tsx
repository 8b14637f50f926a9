import type { MouseEvent } from "react";
import { tf } from "../../i18n/vi-flows";
import type { MachineLayout } from "../graph/layout-machine";
import type { View } from "./use-viewport";

const WIDTH = 200;
const MAX_HEIGHT = 180;

interface Props {
  layout: MachineLayout;
  view: View;
  frame: { width: number; height: number };
  marked: ReadonlySet<string>;
  /** Show the drawing's point (x, y) in the middle of the frame. */
  onGo: (x: number, y: number) => void;
}

/** The whole machine in small, the part the canvas shows outlined; a click goes there. */
export function Minimap({ layout, view, frame, marked, onGo }: Props) {
  const k = Math.min(WIDTH / layout.width, MAX_HEIGHT / layout.height);
  const width = layout.width * k;
  const height = layout.height * k;
  const go = (event: MouseEvent<HTMLButtonElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    onGo((event.clientX - rect.left) / k, (event.clientY - rect.top) / k);
  };
  return (
    <button type="button" className="flows-minimap" aria-label={tf("flows_minimap")} onClick={go}>
      <svg width={width} height={height} aria-hidden="true">
        {layout.nodes.map(({ node, x, y, width: w, height: h, compound }) => (
          <rect
            key={node.id}
            x={x * k}
            y={y * k}
            width={w * k}
            height={h * k}
            className={[compound ? "compound" : "atomic", marked.has(node.id) ? "marked" : ""].join(" ")}
          />
        ))}
        <rect
          className="flows-minimap-view"
          x={(-view.x / view.scale) * k}
          y={(-view.y / view.scale) * k}
          width={(frame.width / view.scale) * k}
          height={(frame.height / view.scale) * k}
        />
      </svg>
    </button>
  );
}
