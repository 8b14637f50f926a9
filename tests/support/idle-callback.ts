/**
 * @statelyai/inspect converts each inspection event in an idle callback; jsdom has none (and its
 * requestAnimationFrame does not follow vitest's fake timers), so a timer stands in for it.
 */
export function idleCallbackOnTimers(): void {
  window.requestIdleCallback = ((callback: IdleRequestCallback) =>
    setTimeout(
      () => callback({ didTimeout: false, timeRemaining: () => 50 }),
      0,
    )) as unknown as typeof window.requestIdleCallback;
}

export function removeIdleCallback(): void {
  Reflect.deleteProperty(window, "requestIdleCallback");
}
