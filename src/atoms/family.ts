/**
 * One atom per key (a namespace), made on first use and the same one after: what these stores need of
 * jotai-family's atomFamily, whose removal and listener API nothing here uses. It runs before the page is
 * interactive, where its ~0.6 kB brotli counted against the 35 kB budget.
 */
export function atomFamily<Key, Made>(make: (key: Key) => Made): (key: Key) => Made {
  const made = new Map<Key, Made>();
  return (key) => {
    if (!made.has(key)) made.set(key, make(key));
    return made.get(key) as Made;
  };
}
