import { changeOwnPasswordEndpoint } from "../contract/account-password";
import type { BodyInputOf } from "../contract/endpoint";
import { call } from "./client";

/** "Đổi mật khẩu" of the signed-in customer: a new session cookie comes back with the answer. */
export const changeOwnPassword = (body: BodyInputOf<typeof changeOwnPasswordEndpoint>) =>
  call(changeOwnPasswordEndpoint, { body });
