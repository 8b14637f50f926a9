import { useEffect, useState } from "react";
import { ApiError, errorMessage } from "../../api/api-error";
import type { NewsArticleData } from "../../contract/news";
import { sampleNewsData } from "../../domain/news-articles";
import { t } from "../../i18n/t";
import { useNewsSource } from "./news-source";

/**
 * The news pages' articles (issue 31: editors publish them in the back-office). The build
 * prerenders /tin-tuc from the sample articles (scripts/prerender.ts), and the server answers those
 * pages only while the published news are still those (server/http/static-site.ts): such a page
 * starts from the sample articles, as its HTML does, and takes the API's answer when it comes.
 * Anywhere else the page asks the API first.
 */
const PRERENDERED =
  // The build's render has no DOM to query; in the browser, a prerendered news page is in #root
  // when this module is loaded (before the page is hydrated).
  typeof document === "undefined" ||
  typeof document.querySelector !== "function" ||
  document.querySelector("#root .news-page, #root .news-article") !== null;

const prerenderedArticles = (): NewsArticleData[] | null => (PRERENDERED ? sampleNewsData(t) : null);

export type NewsState<T> = { status: "loading" } | { status: "error"; message: string } | { status: "ready"; value: T };

export function useNewsList(): NewsState<NewsArticleData[]> {
  const source = useNewsSource();
  const [state, setState] = useState<NewsState<NewsArticleData[]>>(() => {
    const shown = prerenderedArticles();
    return shown ? { status: "ready", value: shown } : { status: "loading" };
  });
  useEffect(() => {
    const controller = new AbortController();
    source.list(controller.signal).then(
      (value) => !controller.signal.aborted && setState({ status: "ready", value }),
      (error: unknown) =>
        !controller.signal.aborted &&
        setState((now) => (now.status === "ready" ? now : { status: "error", message: errorMessage(error) })),
    );
    return () => controller.abort();
  }, [source]);
  return state;
}

/** One article; value null: no published article has this slug. */
export function useNewsArticle(slug: string): NewsState<NewsArticleData | null> {
  const source = useNewsSource();
  const [state, setState] = useState<NewsState<NewsArticleData | null>>(() => {
    const shown = prerenderedArticles();
    return shown ? { status: "ready", value: shown.find((a) => a.slug === slug) ?? null } : { status: "loading" };
  });
  useEffect(() => {
    const controller = new AbortController();
    source.article(slug, controller.signal).then(
      (value) => !controller.signal.aborted && setState({ status: "ready", value }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (error instanceof ApiError && error.status === 404) setState({ status: "ready", value: null });
        else setState((now) => (now.status === "ready" ? now : { status: "error", message: errorMessage(error) }));
      },
    );
    return () => controller.abort();
  }, [source, slug]);
  return state;
}
