/**
 * How the API client leaves for /login after a 401 or 403. The router registers its navigate
 * function at start; before that (or in tests) a plain page load does it.
 */
let goToLogin: () => void = () => {
  if (typeof window !== "undefined" && window.location.pathname !== "/login") window.location.assign("/login");
};

export function setLoginRedirect(fn: () => void): void {
  goToLogin = fn;
}

export function redirectToLogin(): void {
  goToLogin();
}
