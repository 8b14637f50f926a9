/** A calendar date as Vietnamese readers write it: '2026-01-15' -> '15/01/2026'. Other text is returned as is. */
export function formatIsoDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : isoDate;
}
