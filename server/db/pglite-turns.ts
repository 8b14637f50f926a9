import { setImmediate as nextTurn } from "node:timers/promises";
import type { CompiledQuery, DatabaseConnection, QueryResult } from "kysely";

/**
 * Gives each statement on the embedded PGlite an event-loop turn of its own.
 *
 * PGlite runs a statement synchronously on the server's only thread, and its queue starts the next
 * waiting statement as a microtask of the last one. Under a burst the statements of every call in
 * flight then ran back to back for hundreds of milliseconds, and Node read no new request meanwhile:
 * in 50 funnels started at once, a phone check (3 ms of work) waited up to 2 s before the server
 * read it (issue 16, docs/decisions/016-funnel-load.md). Here the starts of statements are spaced
 * one per turn of the event loop, in the order they were asked for, so requests that arrive are read
 * between two statements. Only starts wait for each other, never completions: a statement that waits
 * for another request's transaction does not hold back that transaction's own statements.
 */
export function takeTurns(connection: DatabaseConnection): void {
  const execute = connection.executeQuery.bind(connection);
  let turn: Promise<void> = Promise.resolve();
  connection.executeQuery = <R>(query: CompiledQuery): Promise<QueryResult<R>> => {
    const mine = turn.then(() => nextTurn());
    turn = mine;
    return mine.then(() => execute<R>(query));
  };
}
