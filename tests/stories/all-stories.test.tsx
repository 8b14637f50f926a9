import { composeStories, setProjectAnnotations } from "@storybook/react-vite";
import { describe, expect, it } from "vitest";
import preview from "../../.storybook/preview";

/**
 * Renders every story of stories/ and runs its play function, so a broken story fails `npm test`.
 */
setProjectAnnotations([preview]);

type StoryModule = Parameters<typeof composeStories>[0];
const modules = import.meta.glob<StoryModule>("../../stories/**/*.stories.tsx", { eager: true });

type ComposedStory = { run: () => Promise<void> };
const cases = Object.entries(modules).flatMap(([file, mod]) =>
  Object.entries(composeStories(mod) as Record<string, ComposedStory>).map(
    ([name, Story]) => [`${file.replace("../../stories/", "")} › ${name}`, Story] as const,
  ),
);

describe("stories", () => {
  it("exist", () => {
    expect(cases.length).toBeGreaterThan(0);
  });

  it.each(cases)("%s renders and plays", async (_name, Story) => {
    await Story.run();
    expect(document.body.textContent?.length ?? 0).toBeGreaterThan(0);
  });
});
