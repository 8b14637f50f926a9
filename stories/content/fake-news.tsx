import type { Decorator } from "@storybook/react-vite";
import { ApiError } from "../../src/api/api-error";
import { sampleNewsData } from "../../src/domain/news-articles";
import { type NewsSource, NewsSourceProvider } from "../../src/features/content/news-source";
import { t } from "../../src/i18n/t";

/** The sample articles as the API answers them once seeded: stories and component tests need no server. */
export const sampleNews = () => sampleNewsData(t);

export const fakeNewsSource: NewsSource = {
  list: async () => sampleNews(),
  article: async (slug) => {
    const found = sampleNews().find((article) => article.slug === slug);
    if (!found) throw new ApiError("http", t("news_not_found"), 404);
    return found;
  },
};

/** A source that never answers: the page as it shows while the API is asked. */
export const pendingNewsSource: NewsSource = {
  list: () => new Promise(() => {}),
  article: () => new Promise(() => {}),
};

/** Gives the story the news source of `parameters.news`, or the sample articles. */
export const withNews: Decorator = (Story, context) => (
  <NewsSourceProvider value={(context.parameters.news as NewsSource | undefined) ?? fakeNewsSource}>
    <Story />
  </NewsSourceProvider>
);
