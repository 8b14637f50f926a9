import * as v from "valibot";
import { endpoint } from "./endpoint";
import { loginPasswordSchema, newPasswordSchema } from "./fields";

/**
 * "Đổi mật khẩu" of a signed-in customer (issue 33): the current password and the new one (6-20
 * characters; the repeat is checked on the page). 200: changed, every other session of the account
 * ended and this one renewed (new cookie); 210 (ACCOUNT_CODE.loginFailed): the current password is
 * wrong; 429: too many attempts (the sign-in limits).
 */
export const changeOwnPasswordBody = v.object({
  currentPassword: loginPasswordSchema,
  password: newPasswordSchema,
});

export const changeOwnPasswordEndpoint = endpoint({
  method: "POST",
  path: "/auth/account/password",
  body: changeOwnPasswordBody,
  data: v.object({ endedSessions: v.number() }),
  auth: true,
});
