import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { isRightToLeft } from '../../core/i18n/locales.ts';
import { useT } from '../../ui/i18n/useT.ts';

export type Tab = { id: string; label: string; render: () => ReactNode };

/**
 * Accessible tabs (WAI-ARIA tabs pattern): a tablist of tabs, one tabpanel; Left/Right move between
 * tabs with wrap-around, Home/End go to the ends; only the selected tab is in the Tab order.
 */
export function Tabs({
  tabs,
  selected,
  onSelect,
  label,
}: {
  tabs: Tab[];
  selected: string;
  onSelect: (id: string) => void;
  label: string;
}) {
  const base = useId();
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const index = Math.max(
    0,
    tabs.findIndex((tab) => tab.id === selected),
  );
  const current = tabs[index];
  // Right to left, the next tab is on the left: the arrows follow what the visitor sees.
  const [forward, backward] = isRightToLeft(useT().locale) ? ['ArrowLeft', 'ArrowRight'] : ['ArrowRight', 'ArrowLeft'];
  const move = (event: KeyboardEvent) => {
    const last = tabs.length - 1;
    const next =
      event.key === forward
        ? index === last
          ? 0
          : index + 1
        : event.key === backward
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : undefined;
    if (next === undefined) return;
    event.preventDefault();
    const tab = tabs[next];
    if (tab) onSelect(tab.id);
    refs.current[next]?.focus();
  };
  return (
    <div className="tabs">
      <div role="tablist" aria-label={label} className="tablist" onKeyDown={move}>
        {tabs.map((tab, i) => (
          <button
            key={tab.id}
            ref={(el) => void (refs.current[i] = el)}
            type="button"
            role="tab"
            id={`${base}-tab-${tab.id}`}
            aria-selected={i === index}
            aria-controls={`${base}-panel`}
            tabIndex={i === index ? 0 : -1}
            className="tab"
            onClick={() => onSelect(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {current ? (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: WAI-ARIA tabs: a panel without focusable content takes focus itself.
        <div role="tabpanel" id={`${base}-panel`} aria-labelledby={`${base}-tab-${current.id}`} tabIndex={0} className="tabpanel">
          {current.render()}
        </div>
      ) : null}
    </div>
  );
}
