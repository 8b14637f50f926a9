/** A person's name in a back-office list: each word's first letter and stars ('Nguyễn Văn An' -> 'N***** V** A*'). */
export function maskName(name: string): string {
  return name
    .normalize("NFC")
    .trim()
    .split(/\s+/)
    .filter((word) => word.length > 0)
    .map((word) => {
      const letters = Array.from(word);
      return `${letters[0]}${"*".repeat(Math.max(1, letters.length - 1))}`;
    })
    .join(" ");
}
