import type { NameSuggestion } from './api.ts';
import { fullNameOf, NAME_SUFFIX } from './nameInput.ts';

/** What the suggestions tell of a label: whether its name is taken (undefined when not said), and free alternatives. */
export type Availability = { name: string; registered: boolean | undefined; alternatives: string[] };

export function availabilityOf(label: string, suggestions: readonly NameSuggestion[]): Availability {
  const name = fullNameOf(label);
  const asked = suggestions.find((suggestion) => suggestion.name.toLowerCase() === name);
  const alternatives = suggestions
    .map((suggestion) => ({ ...suggestion, name: suggestion.name.toLowerCase() }))
    .filter((suggestion) => suggestion.name !== name && suggestion.registered !== true && suggestion.name.endsWith(NAME_SUFFIX))
    .map((suggestion) => suggestion.name);
  return { name, registered: asked?.registered, alternatives: [...new Set(alternatives)] };
}
