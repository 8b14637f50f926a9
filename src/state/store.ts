import { createStore } from "jotai";

/** The one jotai store: React reads it through <Provider>, the API client and bindings directly. */
export const appStore = createStore();
