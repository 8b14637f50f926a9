/**
 * Where to go after signing in: `redirect` when it is a path of this site (never another origin,
 * never the login screen itself), else home.
 */
export function safeRedirect(redirect: string | undefined): string {
  if (!redirect?.startsWith("/") || redirect.startsWith("//") || redirect.includes("\\")) return "/";
  if (/^\/login(?:[/?#]|$)/.test(redirect)) return "/";
  return redirect;
}
