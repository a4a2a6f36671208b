// A subscription starts listening some time after the client asked for it (the socket's message is
// parsed, validated and given a context first), and the client cannot tell when. A change published
// in between reaches nobody, and a client that read its data before it listened keeps that data
// until the next change (decision 0063). So a stream may begin with one event of its own, sent
// only once it listens: a client that reads its data again on that event has missed nothing.

/**
 * `events` preceded by `first()`. The source is asked for its first event at once, which makes a
 * yoga pubsub stream (a Repeater) attach its listener now, before `first()` goes out.
 */
export function afterListening<T>(events: AsyncIterable<T>, first: () => T): AsyncIterableIterator<T> {
  const source = events[Symbol.asyncIterator]();
  let pending: Promise<IteratorResult<T>> | undefined = source.next();
  // Its failure is the caller's once it asks for the event; never an unhandled rejection before.
  pending.catch(() => {});
  let started = false;
  const iterator: AsyncIterableIterator<T> = {
    next() {
      if (!started) {
        started = true;
        return Promise.resolve({ value: first(), done: false });
      }
      const next = pending ?? source.next();
      pending = undefined;
      return next;
    },
    return(value?: unknown) {
      pending = undefined;
      return source.return ? source.return(value) : Promise.resolve({ value: undefined, done: true });
    },
    throw(error?: unknown) {
      pending = undefined;
      return source.throw ? source.throw(error) : Promise.reject(error);
    },
    [Symbol.asyncIterator]() {
      return iterator;
    },
  };
  return iterator;
}
