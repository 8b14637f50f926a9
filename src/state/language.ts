/** The stored interface language, sent as Accept-Language. Only Vietnamese exists today. */
export function storedLanguage(): string {
  try {
    return localStorage.getItem("lang") ?? "vi";
  } catch {
    return "vi";
  }
}
