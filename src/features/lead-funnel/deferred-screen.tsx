import { type ComponentType, lazy, Suspense, useState } from "react";

/**
 * A screen of the form in a chunk of its own: `preload` fetches it ahead; once fetched, the screen renders
 * at once (a React.lazy component would still suspend for a moment on its first render). Before that it
 * renders through React.lazy, behind an empty box keeping a step's room, and stays so while mounted.
 */
export function deferredScreen<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  const preload = () =>
    load().then((component) => {
      loaded = component;
      return component;
    });
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  // biome-ignore lint/correctness/noComponentHookFactories: called once per screen at module level, never while rendering
  function Screen(props: P) {
    const [Ready] = useState(() => loaded);
    if (Ready) return <Ready {...props} />;
    return (
      <Suspense fallback={<div className="funnel-body-pending" aria-busy="true" />}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  return { Screen, preload };
}
