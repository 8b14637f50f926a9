import { tf } from "../../i18n/vi-flows";
import { STATE_STORIES, type StoryRef } from "../words/state-stories";

/** Where the README serves Storybook (`npm run storybook`, or the static build previewed on :6006). */
export const STORYBOOK_URL = "http://localhost:6006/";

/** The stories resting in this state or in one of the states inside it, each once. */
export function storiesOf(stateId: string): StoryRef[] {
  const seen = new Set<string>();
  return Object.entries(STATE_STORIES)
    .filter(([id]) => id === stateId || id.startsWith(`${stateId}.`))
    .flatMap(([, stories]) => stories)
    .filter((story) => !seen.has(story.id) && seen.add(story.id));
}

/** The side panel's list of a state's stories, each a link into Storybook. */
export function StateStoriesList({ stateId }: { stateId: string }) {
  const stories = storiesOf(stateId);
  return (
    <section className="flows-stories" aria-label={tf("flows_state_stories_title")}>
      <h4>{tf("flows_state_stories_title")}</h4>
      {stories.length === 0 ? (
        <p>{tf("flows_state_stories_none")}</p>
      ) : (
        <ul>
          {stories.map((story) => (
            <li key={story.id}>
              <a href={`${STORYBOOK_URL}?path=/story/${story.id}`} target="_blank" rel="noopener">
                {story.title.split("/").join(" › ")} › {story.name}
              </a>
            </li>
          ))}
        </ul>
      )}
      <p className="flows-hint">{tf("flows_state_stories_where", { url: STORYBOOK_URL })}</p>
    </section>
  );
}
