import { useActorRef, useSelector } from "@xstate/react";
import { useMemo } from "react";
import type { ActorRefFrom } from "xstate";
import { myDataMachine } from "../../../machines/my-data/machine";
import {
  selectBusy,
  selectData,
  selectLoadError,
  selectNotice,
  selectQuestion,
  selectScreen,
} from "../../../machines/my-data/selectors";
import type { MyData } from "../../contract/my-data";
import { inspect } from "../../state/inspection";
import { myDataActors } from "./my-data-services";

export type MyDataActorRef = ActorRefFrom<typeof myDataMachine>;

/** Binds the my-data machine to the API; `first` is the load the route started. */
export function useMyDataMachine(first?: Promise<MyData>): MyDataActorRef {
  const logic = useMemo(() => myDataMachine.provide({ actors: myDataActors(first) }), [first]);
  return useActorRef(logic, { inspect });
}

/** The view's hook: what it shows (named selectors) and one callback per event. */
export function useMyDataView(actorRef: MyDataActorRef) {
  const view = {
    screen: useSelector(actorRef, selectScreen),
    data: useSelector(actorRef, selectData),
    loadError: useSelector(actorRef, selectLoadError),
    busy: useSelector(actorRef, selectBusy),
    question: useSelector(actorRef, selectQuestion),
    notice: useSelector(actorRef, selectNotice),
  };
  return { view, ...useMyDataEvents(actorRef) };
}

/** Named callbacks for the machine's events, so the view never builds event objects. */
export function useMyDataEvents(actorRef: MyDataActorRef) {
  return useMemo(
    () => ({
      retry: () => actorRef.send({ type: "myData.retry" }),
      withdraw: (consentId: string) => actorRef.send({ type: "myData.withdraw", consentId }),
      requestDeletion: () => actorRef.send({ type: "myData.deletion.request" }),
      confirm: () => actorRef.send({ type: "myData.confirm" }),
      cancel: () => actorRef.send({ type: "myData.cancel" }),
      closeNotice: () => actorRef.send({ type: "popup.close" }),
    }),
    [actorRef],
  );
}
