/**
 * The one rule of "proven phone" (issue 30, docs/decisions/007-accounts.md): an account's phone (its
 * username) counts as the customer's only once a one-time code sent to it was entered by whoever
 * holds the account: the funnel's OTP for an account it created or took over, or a password reset.
 * /auth/register proves nothing, so such an account starts unproven. Every path that hands out
 * data found by the phone or linked by the funnel (loan records, "Dữ liệu của tôi", its exports,
 * consent withdrawal, deletion requests, the loan-ticket owner) asks this function.
 */
export function provenPhone(account: { username: string; phone_verified_at: Date | string | null }): string | null {
  return account.phone_verified_at ? account.username : null;
}
