import { createContext } from "react";

/** Fetches a fresh challenge as the widget expects it (a JSON response); the app supplies it (src/api/captcha.ts). */
export type ChallengeFetcher = () => Promise<Response>;

/**
 * Where the bot check's challenges come from: src/ui does not call the API itself, the app provides
 * the fetcher (src/app/app.tsx with src/api/captcha.ts). Without one the widget says it is
 * unavailable. Apart from the widget's module, which loads with the first bot check (bot-check.tsx).
 */
export const ChallengeFetcherContext = createContext<ChallengeFetcher | null>(null);
