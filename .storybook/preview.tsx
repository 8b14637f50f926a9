import type { Decorator, Preview } from "@storybook/react-vite";
import "../src/app/styles.css";
import type { AnyActorRef } from "xstate";
import {
  declaredStates,
  registerStoryActor,
  restingStates,
  stateMismatch,
  storyActor,
} from "../stories/support/story-actor";
import { routerLoader, withRouter } from "../stories/support/with-router";

/** Registers the actor a story's loader returned, so the check after the play can read its state. */
const withStoryActor: Decorator = (Story, context) => {
  registerStoryActor((context.loaded.actor as AnyActorRef | undefined) ?? null);
  return <Story />;
};

const preview: Preview = {
  loaders: [routerLoader],
  decorators: [withStoryActor, withRouter],
  tags: ["autodocs"],
  beforeEach: () => {
    registerStoryActor(null);
  },
  /** A story that declares `parameters.state` must rest in it once its play is over. */
  afterEach: ({ parameters }) => {
    const actor = storyActor();
    const declared = declaredStates(parameters.state);
    if (actor && declared.length === 0) {
      throw new Error(
        `a machine-backed story declares no parameters.state; it rests in ${restingStates(actor).join(", ")}`,
      );
    }
    for (const state of declared) {
      const mismatch = stateMismatch(storyActor(), state);
      if (mismatch) throw new Error(mismatch);
    }
  },
  parameters: {
    layout: "fullscreen",
    viewport: {
      options: {
        mobile390: { name: "Mobile 390", styles: { width: "390px", height: "844px" } },
        mobile360: { name: "Mobile 360", styles: { width: "360px", height: "740px" } },
        tablet: { name: "Tablet", styles: { width: "768px", height: "1024px" } },
        desktop1280: { name: "Desktop 1280", styles: { width: "1280px", height: "900px" } },
      },
    },
  },
};

export default preview;
