import type { Decorator, StoryContext } from "@storybook/react-vite";
import { type ReactNode, useEffect, useState } from "react";
import type { AnyActorRef } from "xstate";
import { registerStoryActor } from "./story-actor";

type Loaded = Record<string, unknown>;
type Load = (context: StoryContext) => Promise<Loaded> | Loaded;
interface StoryLike {
  loaders?: unknown;
}

function AfterLoad({
  load,
  context,
  children,
}: {
  load: Load;
  context: StoryContext;
  children: (loaded: Loaded) => ReactNode;
}) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  // the context of the first render is enough: picking another story remounts (key)
  const [first] = useState(context);
  useEffect(() => {
    let live = true;
    Promise.resolve(load(first)).then((value) => {
      if (live) setLoaded(value);
    });
    return () => {
      live = false;
    };
  }, [load, first]);
  return loaded ? children(loaded) : null;
}

/**
 * The "startFrom" control of a machine-driven story file: a select of the file's stories; picking
 * one replaces the story's actor with that story's (its fake answers and the events it was driven
 * with), so a designer can start any story from any state of the file and click on from there.
 * Usage: `const start = startPoints();` in the meta `argTypes: start.argTypes, decorators:
 * [start.decorator]`, and at the end of the file `start.add({ StoryA, StoryB })`.
 */
export function startPoints() {
  const options: string[] = [];
  const loads = new Map<string, Load>();
  const decorator: Decorator = (Story, context) => {
    const name = context.args.startFrom as string | undefined;
    const load = name ? loads.get(name) : undefined;
    if (!load) return <Story />;
    return (
      <AfterLoad key={name} load={load} context={context}>
        {(loaded) => {
          registerStoryActor(context, (loaded.actor as AnyActorRef | undefined) ?? null);
          return Story({ loaded: { ...context.loaded, ...loaded } });
        }}
      </AfterLoad>
    );
  };
  return {
    argTypes: {
      startFrom: {
        name: "Start from",
        description: "The state (the story, with its answers and events) this story's machine starts from.",
        control: { type: "select" as const },
        options,
      },
    },
    decorator,
    /** The file's stories (their first loader builds the actor), or explicit loads. */
    add(stories: Record<string, StoryLike | Load>) {
      for (const [name, story] of Object.entries(stories)) {
        const first: unknown =
          typeof story === "function" ? story : Array.isArray(story.loaders) ? story.loaders[0] : story.loaders;
        if (typeof first !== "function") continue;
        const load = first as Load;
        options.push(name);
        loads.set(name, load);
      }
    },
  };
}
