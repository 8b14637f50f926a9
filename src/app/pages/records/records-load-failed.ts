/** The records could not load: the route's error screen shows this message with 'retry'. */
export class RecordsLoadFailed extends Error {}
