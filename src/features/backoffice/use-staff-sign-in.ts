import { useNavigate } from "@tanstack/react-router";
import { useActorRef, useSelector } from "@xstate/react";
import { type ActorRefFrom, fromPromise } from "xstate";
import { staffSignInMachine } from "../../../machines/staff-sign-in/machine";
import {
  selectBusy,
  selectCanSubmitTotp,
  selectChoosing,
  selectCode,
  selectEmail,
  selectMessage,
  selectTotpOpen,
} from "../../../machines/staff-sign-in/selectors";
import type { SignInResult } from "../../../machines/staff-sign-in/types";
import { totpSignInEndpoint } from "../../contract/staff";
import { inspect } from "../../state/inspection";
import { signInWithPasskey } from "./passkey";
import { StaffCallError, staffCall } from "./staff-client";

/** A refusal the server answered becomes the machine's "refused"; anything else is a failure. */
async function attempt(run: () => Promise<unknown>): Promise<SignInResult> {
  try {
    await run();
    return { kind: "signed-in" };
  } catch (error) {
    if (error instanceof StaffCallError && error.status !== 0) return { kind: "refused", message: error.message };
    throw error;
  }
}

export type StaffSignInActorRef = ActorRefFrom<typeof staffSignInMachine>;

/** Binds machines/staff-sign-in to the real calls; returns the view and one callback per event. */
export function useStaffSignIn() {
  const navigate = useNavigate();
  return useSignInView(useStaffSignInActor(() => void navigate({ to: "/quan-tri" })));
}

function useStaffSignInActor(enter: () => void): StaffSignInActorRef {
  return useActorRef(
    staffSignInMachine.provide({
      actors: {
        passkeySignIn: fromPromise(() => attempt(signInWithPasskey)),
        totpSignIn: fromPromise<SignInResult, { email: string; code: string }>(({ input }) =>
          attempt(() => staffCall(totpSignInEndpoint, { body: input })),
        ),
      },
      actions: { enterBackOffice: enter },
    }),
    { inspect },
  );
}

/** The view of a sign-in actor (named selectors) and one callback per event: the screen and its stories use it. */
export function useSignInView(actorRef: StaffSignInActorRef) {
  const view = {
    choosing: useSelector(actorRef, selectChoosing),
    totpOpen: useSelector(actorRef, selectTotpOpen),
    busy: useSelector(actorRef, selectBusy),
    message: useSelector(actorRef, selectMessage),
    email: useSelector(actorRef, selectEmail),
    code: useSelector(actorRef, selectCode),
    canSubmitTotp: useSelector(actorRef, selectCanSubmitTotp),
  };
  return {
    view,
    startPasskey: () => actorRef.send({ type: "passkey.start" }),
    openTotp: () => actorRef.send({ type: "totp.open" }),
    back: () => actorRef.send({ type: "totp.back" }),
    changeEmail: (value: string) => actorRef.send({ type: "totp.email.change", value }),
    changeCode: (value: string) => actorRef.send({ type: "totp.code.change", value }),
    submitTotp: () => actorRef.send({ type: "totp.submit" }),
  };
}

export type StaffSignInView = ReturnType<typeof useSignInView>;
