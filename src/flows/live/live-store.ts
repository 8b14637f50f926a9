import type { FlowEvent, FlowsMessage, TabInfo } from "./protocol";

/** An actor running in one of the app tabs. */
export interface LiveActor {
  sessionId: string;
  tab: TabInfo;
  /** The machine config id (`leadFunnel`, `otp` ...). */
  machineId: string;
  value: unknown;
  status: string;
}

/** One line of the event log (payload already masked by the sending tab). */
export interface LoggedEvent {
  seq: number;
  at: string;
  tab: string;
  machineId: string;
  type: string;
  payload: Record<string, unknown>;
}

const MAX_LOG = 200;

function machineIdOf(event: FlowEvent): string {
  try {
    const id = (JSON.parse(event.definition ?? "{}") as { id?: unknown }).id;
    if (typeof id === "string") return id;
  } catch {
    // not JSON: fall back on the name
  }
  return event.name ?? event.sessionId;
}

/**
 * What the viewer knows of the app tabs: their running actors and an event log. Also keeps the
 * raw events (the actors and their latest snapshots) to hand to the hosted inspector on connect.
 */
export class LiveStore {
  actors = new Map<string, LiveActor>();
  log: LoggedEvent[] = [];
  private seq = 0;
  private registrations = new Map<string, FlowEvent>();
  private latest = new Map<string, FlowEvent>();
  private listeners = new Set<() => void>();
  private rawListeners = new Set<(event: FlowEvent) => void>();
  private version = 0;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Changes whenever anything changed (for useSyncExternalStore). */
  getVersion = (): number => this.version;

  /** Every new raw event; `known()` gives what came before. */
  onRaw(listener: (event: FlowEvent) => void): () => void {
    this.rawListeners.add(listener);
    return () => this.rawListeners.delete(listener);
  }

  known(): FlowEvent[] {
    return [...this.registrations.values(), ...this.latest.values()];
  }

  clearLog(): void {
    this.log = [];
    this.changed();
  }

  receive(message: FlowsMessage): void {
    if (message.kind === "hello") return;
    if (message.kind === "bye") {
      for (const [id, actor] of this.actors) if (actor.tab.id === message.tab.id) this.actors.delete(id);
      this.changed();
      return;
    }
    const { event, tab } = message;
    if (event.type === "@xstate.actor") {
      this.registrations.set(event.sessionId, event);
      const known = this.actors.get(event.sessionId);
      this.actors.set(event.sessionId, {
        sessionId: event.sessionId,
        tab,
        machineId: machineIdOf(event),
        value: known?.value ?? event.snapshot?.value,
        status: known?.status ?? event.snapshot?.status ?? "active",
      });
    } else if (event.type === "@xstate.snapshot") {
      this.latest.set(event.sessionId, event);
      const actor = this.actors.get(event.sessionId);
      if (actor) {
        actor.tab = tab;
        actor.value = event.snapshot?.value;
        actor.status = event.snapshot?.status ?? "active";
      }
    } else if (!message.replay) {
      this.append(tab, event);
    }
    for (const listener of this.rawListeners) listener(event);
    this.changed();
  }

  private append(tab: TabInfo, event: FlowEvent): void {
    const { type, ...payload } = event.event ?? { type: "" };
    this.seq += 1;
    this.log = [
      {
        seq: this.seq,
        at: new Date(Number(event.createdAt) || Date.now()).toLocaleTimeString("vi-VN"),
        tab: tab.id,
        machineId: this.actors.get(event.sessionId)?.machineId ?? "?",
        type,
        payload,
      },
      ...this.log,
    ].slice(0, MAX_LOG);
  }

  private changed(): void {
    this.version += 1;
    for (const listener of this.listeners) listener();
  }
}
