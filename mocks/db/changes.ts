/** A tiny change feed: every table mutation notifies it, persistence listens to it. */
type Listener = () => void;

const listeners = new Set<Listener>();

export function onDbChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function notifyDbChange(): void {
  listeners.forEach((listener) => listener());
}
