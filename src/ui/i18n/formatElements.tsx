import { Fragment, type ReactNode } from 'react';

/**
 * A translated message whose `{name}` placeholders are elements (links), not text: each language puts them
 * where its grammar wants them. A placeholder without an element stays as written, so a miss shows.
 */
export function formatElements(message: string, elements: Record<string, ReactNode>): ReactNode {
  return message.split(/\{(\w+)\}/).map((part, index) =>
    // split() with a capture group: odd indices are the placeholder names (each once in a message, so a key).
    index % 2 === 1 ? <Fragment key={part}>{elements[part] ?? `{${part}}`}</Fragment> : part,
  );
}
