/** Types of ensure-engines.mjs, for the engine journeys' drivers (tests/e2e/support). */
export declare const ENGINE_PATHS: {
  webKitWebDriver: string;
  miniBrowser: string;
  xvfb: string;
  firefox: string;
};
/** "" when every engine is installed (installing what it can with apt-get), otherwise what to do. */
export declare function ensureEngines(): string;
