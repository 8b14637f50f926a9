/**
 * The HTML of a server render made fit for our Content-Security-Policy, shared by the build-time
 * prerender (scripts/prerender.ts) and the card detail pages rendered on request (decision 018),
 * which run it inside the prerender's server bundle (scripts/prerender-entry.tsx).
 */

/**
 * Our Content-Security-Policy runs no inline script and applies no style="" attribute. The router's
 * inline scroll-restoration script goes (the browser's router restores scroll itself), and each
 * style attribute becomes data-ssr-style, which main.tsx applies through the CSSOM (allowed) before
 * hydrating, so the DOM is what React rendered.
 */
export function forOurCsp(html: string): string {
  return html
    .replace(/<script>[\s\S]*?<\/script>/g, "")
    .replace(/(<[a-zA-Z][^>]*?)\sstyle="([^"]*)"/g, '$1 data-ssr-style="$2"');
}
