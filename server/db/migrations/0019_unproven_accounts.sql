-- Phone squatting (issue 30, docs/decisions/007-accounts.md): the funnel used to link a ticket,
-- verified by the phone owner's OTP, to an account /auth/register had made for that phone without
-- any OTP. Such links are undone: the ticket stays the phone's (found by the phone once an OTP
-- proves the account's, or by the funnel's takeover), never the unproven account's.
UPDATE loan_tickets SET user_id = NULL
WHERE user_id IN (SELECT id FROM users WHERE phone_verified_at IS NULL);
