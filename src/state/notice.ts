import { atom } from "jotai";
import { appStore } from "./store";

/** The app-wide 'Thông báo' popup. */
export interface Notice {
  message: string;
  /** Closing the popup goes home. */
  goHome?: boolean;
}

export const noticeAtom = atom<Notice | null>(null);

export function showNotice(notice: Notice): void {
  appStore.set(noticeAtom, notice);
}

export function closeNotice(): void {
  appStore.set(noticeAtom, null);
}
